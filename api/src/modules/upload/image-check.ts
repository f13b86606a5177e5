import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/** Image types accepted for upload, by detected content (never by file name or client type). */
export const ACCEPTED_IMAGES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface DetectedImage {
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

/** Bytes at the start of a file that {@link sniffImageType} needs (file-type reads no further for images). */
export const SNIFF_BYTES = 4100;

/**
 * @returns the accepted image type (a key of ACCEPTED_IMAGES) the bytes start with, or null for
 *   anything else: SVG, HTML, text and every other type included.
 */
export async function sniffImageType(head: Uint8Array): Promise<string | null> {
  const mime = (await fileTypeFromBuffer(head))?.mime;
  return mime && mime in ACCEPTED_IMAGES ? mime : null;
}

/** @returns the image's real type and size, or null when the bytes are not an accepted image (SVG included). */
export async function detectImage(bytes: Buffer): Promise<DetectedImage | null> {
  const mimeType = await sniffImageType(bytes);
  if (!mimeType) return null;
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) return null;
    return { mimeType, extension: ACCEPTED_IMAGES[mimeType], width, height };
  } catch {
    return null;
  }
}
