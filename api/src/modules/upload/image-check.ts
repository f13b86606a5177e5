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

/** @returns the image's real type and size, or null when the bytes are not an accepted image (SVG included). */
export async function detectImage(bytes: Buffer): Promise<DetectedImage | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED_IMAGES[type.mime];
  if (!type || !extension) return null;
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) return null;
    return { mimeType: type.mime, extension, width, height };
  } catch {
    return null;
  }
}
