import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import type { Logger } from '../../logger.js';
import { SNIFF_BYTES } from './image-check.js';
import type { UploadStorage } from './storage.js';

/**
 * Widths (pixels) of the WebP renditions made of a stored image, for `<img srcset>`: a phone gets
 * a file its screen can use instead of the full-size original.
 */
export const RENDITION_WIDTHS = [480, 800, 1200] as const;

/** Originals these renditions are made from: still images (a GIF may be animated; it stays as it is). */
const RESIZABLE = new Set(['png', 'jpg', 'webp']);

/** Bounds the decoder's memory: no upload within the size limit comes near it. */
const MAX_INPUT_PIXELS = 40_000_000;

const RENDITION_NAME = /^([0-9a-f-]{36})-([1-9]\d*)w\.webp$/;

const renditionName = (id: string, width: number) => `${id}-${width}w.webp`;

/** The widths of RENDITION_WIDTHS that an image of `width` pixels has renditions at (none larger than it). */
function widthsFor(extension: string, width: number): number[] {
  return RESIZABLE.has(extension) ? RENDITION_WIDTHS.filter((candidate) => candidate <= width) : [];
}

/**
 * The `srcset` of a stored image (HTML standard: image candidate strings with `w` descriptors),
 * its WebP renditions narrowest first, e.g. `/uploads/<id>-480w.webp 480w, /uploads/<id>-800w.webp 800w`.
 * @returns null when the image has none (a GIF, or narrower than the narrowest rendition).
 */
export function srcsetOf(upload: { id: string; storedName: string; width: number }): string | null {
  const extension = upload.storedName.split('.').pop() ?? '';
  const widths = widthsFor(extension, upload.width);
  if (widths.length === 0) return null;
  return widths.map((width) => `/uploads/${renditionName(upload.id, width)} ${width}w`).join(', ');
}

/**
 * sharp, loaded on first use (a server that never resizes an image does not hold libvips in
 * memory), without libvips' operation cache: each rendition is made once, then stored.
 */
const loadSharp = (() => {
  let loaded: Promise<typeof import('sharp').default> | undefined;
  return () =>
    (loaded ??= import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    }));
})();

/**
 * The original at `width` pixels wide as WebP (turned upright by its EXIF orientation).
 * @returns null when the original is narrower than that or cannot be decoded (a file damaged on disk).
 */
async function resized(original: Buffer, extension: string, width: number): Promise<Buffer | null> {
  try {
    if (!widthsFor(extension, imageSize(original).width ?? 0).includes(width)) return null;
    const sharp = await loadSharp();
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Reads a whole stored file. */
async function readStored(storage: UploadStorage, name: string): Promise<Buffer | null> {
  const file = await storage.open(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type StoredFile = NonNullable<Awaited<ReturnType<UploadStorage['open']>>>;

/** A file made in memory, in the shape the storage gives a stored one. */
const inMemory = (bytes: Buffer): StoredFile => ({
  stream: Readable.from([bytes]),
  bytes: bytes.length,
  head: bytes.subarray(0, SNIFF_BYTES),
});

/**
 * Opens renditions, making the ones not stored yet on their first request: existing uploads get
 * them without a migration, and each is made once, then served as a stored file.
 */
export class Renditions {
  /** Renditions being made now, by name: concurrent requests for one share the same resize. */
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly storage: UploadStorage,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** Whether `name` has the form of a rendition's name (`<upload id>-<width>w.webp`). */
  static isRenditionName(name: string): boolean {
    return RENDITION_NAME.test(name);
  }

  /**
   * Opens the rendition `name`, making it from its original when it is not stored yet. One that
   * cannot be stored (the folder is full) is still answered, from memory.
   * @returns null when there is no such rendition: no original with this id, a width that is not
   *   one of RENDITION_WIDTHS or wider than the original, or an original that is not a still image.
   */
  async open(name: string): Promise<StoredFile | null> {
    const stored = await this.storage.open(name);
    if (stored) return stored;
    let work = this.inFlight.get(name);
    if (!work) {
      work = this.make(name).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, work);
    }
    const bytes = await work;
    return bytes ? inMemory(bytes) : null;
  }

  private async make(name: string): Promise<Buffer | null> {
    const match = RENDITION_NAME.exec(name);
    if (!match) return null;
    const [, id, widthText] = match;
    const width = Number(widthText);
    if (!(RENDITION_WIDTHS as readonly number[]).includes(width)) return null;
    for (const extension of RESIZABLE) {
      const original = await readStored(this.storage, `${id}.${extension}`);
      if (!original) continue;
      const bytes = await resized(original, extension, width);
      if (bytes) {
        await this.storage
          .put(name, bytes)
          .catch((error: unknown) => this.log?.warn({ err: error, name }, 'An image rendition could not be stored'));
      }
      return bytes;
    }
    return null;
  }
}
