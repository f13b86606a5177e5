import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Em } from '../../db/orm.js';
import { AppError, badInput } from '../../common/errors.js';
import type { Image } from './image.types.js';
import { detectImage } from './image-check.js';
import { srcsetOf } from './renditions.js';
import type { UploadStorage } from './storage.js';
import { Upload } from './upload.entity.js';

/** Public path an upload is served at. */
export const uploadUrl = (upload: Upload) => `/uploads/${upload.storedName}`;

/** The GraphQL view of an upload. */
export const toImage = (upload: Upload): Image => ({
  id: upload.id,
  url: uploadUrl(upload),
  width: upload.width,
  height: upload.height,
  srcset: srcsetOf(upload),
  mimeType: upload.mimeType,
  bytes: upload.bytes,
});

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.floor(bytes / 1024)} KB`;
const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the ${sizeText(maxBytes)} limit`);

/**
 * Reads a stream into memory, stopping as soon as it passes `maxBytes`. Takes the stream's opener
 * because graphql-upload throws its 413 from `createReadStream()` when the limit was hit before.
 * @throws PAYLOAD_TOO_LARGE past `maxBytes`, BAD_USER_INPUT when the upload cannot be read.
 */
async function readAtMost(open: () => Readable | Promise<Readable>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const stream = await open();
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        stream.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload ends the stream with an http-errors 413 when its own limit is hit.
    if ((error as { status?: number }).status === 413) throw tooLarge(maxBytes);
    // Any other failure of the request's stream is the request's: cut short or malformed.
    throw badInput('The upload was cut short or is malformed', { file: 'Unreadable upload' });
  }
  return Buffer.concat(chunks);
}

export class UploadService {
  /** The storage as seen from `em`: in its transaction, when the store is the database. */
  private readonly storage: UploadStorage;

  constructor(
    private readonly em: Em,
    storage: UploadStorage,
    private readonly maxBytes: number,
  ) {
    this.storage = storage.within(em);
  }

  /**
   * Stores an image after checking its bytes (png, jpeg, webp or gif; SVG refused).
   * @throws BAD_USER_INPUT for an empty file, UNSUPPORTED_MEDIA_TYPE for anything that is not an
   *   accepted image, PAYLOAD_TOO_LARGE past UPLOAD_MAX_BYTES. Nothing is kept when it fails.
   */
  async storeImage(open: () => Readable | Promise<Readable>): Promise<Upload> {
    const bytes = await readAtMost(open, this.maxBytes);
    if (bytes.length === 0) throw badInput('The file is empty', { file: 'The file is empty' });
    const image = await detectImage(bytes);
    if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, WebP and GIF images are accepted');
    const id = randomUUID();
    const storedName = `${id}.${image.extension}`;
    await this.storage.put(storedName, bytes);
    try {
      const upload = this.em.create(Upload, {
        id,
        storedName,
        mimeType: image.mimeType,
        bytes: bytes.length,
        width: image.width,
        height: image.height,
      });
      await this.em.flush();
      return upload;
    } catch (error) {
      // The row's error is the one to report; inside a failed transaction the removal fails too
      // (and the rollback takes a file stored in the database away already).
      await this.storage.remove(storedName).catch(() => undefined);
      throw error;
    }
  }

  /** The same service working inside another unit of work (a transaction). */
  withEm(em: Em): UploadService {
    return new UploadService(em, this.storage, this.maxBytes);
  }

  /** @throws BAD_USER_INPUT naming `field` when no upload has this id. */
  async require(id: string, field: string): Promise<Upload> {
    const upload = /^[0-9a-f-]{36}$/i.test(id) ? await this.em.findOne(Upload, { id }) : null;
    if (!upload) throw badInput(`${field}: no uploaded image has this id`, { [field]: 'Unknown upload' });
    return upload;
  }
}
