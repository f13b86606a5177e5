import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../../common/errors.js';
import type { S3Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { SNIFF_BYTES } from './image-check.js';
import { isStoredName, type StoredEntry, UPLOADS_UNAVAILABLE, type UploadStorage } from './storage.js';

export const UPLOADS_UNREADABLE =
  'Uploads cannot be read right now: the file store does not answer. Try again later or tell the administrator.';

type Sdk = typeof import('@aws-sdk/client-s3');

/** What is logged of an SDK error: never its request, whose headers carry the signature. */
const describe = (error: unknown) => {
  const { name, message, code, $metadata } = (error ?? {}) as {
    name?: string;
    message?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return { name, message, code, status: $metadata?.httpStatusCode };
};

/** A missing object (404 NoSuchKey); a missing bucket is a configuration fault, not a missing file. */
const isMissing = (error: unknown) => {
  const { name, status } = describe(error);
  return status === 404 && name !== 'NoSuchBucket';
};

/** The chunks read already, then the rest of the body; stopping early (destroy) closes the body. */
async function* rejoined(first: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}

/**
 * Files as objects of an S3 bucket (UPLOAD_STORE=s3): AWS S3 or any S3-compatible server (MinIO,
 * Ceph, R2...), so every instance serves every upload without a shared folder. An object is
 * written whole by one PutObject, so readers never see part of one.
 */
export class S3Storage implements UploadStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(
    private readonly settings: S3Config,
    private readonly log?: Pick<Logger, 'error'>,
  ) {}

  /**
   * The AWS SDK and this bucket's client, made on the first call: the SDK costs about 5 MB of heap
   * and 30 MB of resident memory that a site storing its files elsewhere never needs.
   */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: this.newClient(sdk) }));
    return this.connection;
  }

  private newClient({ S3Client }: Sdk): S3Client {
    const settings = this.settings;
    return new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Other S3 servers do not all take the checksums the SDK adds by default (since 2025).
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      // An unreachable server fails an upload in seconds; a download stalls at most a minute.
      requestHandler: { connectionTimeout: 5000, socketTimeout: 60_000 },
    });
  }

  private key(name: string) {
    return `${this.settings.prefix}${name}`;
  }

  /** Logs why the bucket failed (without secrets); @returns the 503 to answer instead. */
  private unavailable(error: unknown, name: string, message: string): AppError {
    this.log?.error(
      { s3: describe(error), bucket: this.settings.bucket, key: this.key(name) },
      'The upload store (S3) failed',
    );
    return new AppError('SERVICE_UNAVAILABLE', message);
  }

  /**
   * Stores the file with one PutObject (atomic: the object appears whole or not at all).
   * @throws SERVICE_UNAVAILABLE (503) whatever the failure: the name and bytes are the server's
   *   own, so an error is the bucket's (unreachable, refusing the credentials, missing, full).
   */
  async put(name: string, bytes: Buffer): Promise<void> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(name),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    } catch (error) {
      throw this.unavailable(error, name, UPLOADS_UNAVAILABLE);
    }
  }

  /**
   * One GetObject: the size from its headers, the head read off the body and put back in front
   * of the stream (at most one chunk beyond SNIFF_BYTES held in memory).
   * @returns null for a missing object.
   * @throws SERVICE_UNAVAILABLE (503) when the bucket cannot be read.
   */
  async open(name: string) {
    if (!isStoredName(name)) return null;
    let rest: AsyncIterator<Buffer>;
    let bytes: number;
    try {
      const { sdk, client } = await this.connect();
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      bytes = Number(object.ContentLength);
      rest = (object.Body as Readable)[Symbol.asyncIterator]();
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable(error, name, UPLOADS_UNREADABLE);
    }
    const first: Buffer[] = [];
    try {
      for (let read = 0; read < Math.min(SNIFF_BYTES, bytes);) {
        const next = await rest.next();
        if (next.done) break;
        first.push(next.value);
        read += next.value.length;
      }
    } catch (error) {
      await rest.return?.();
      throw this.unavailable(error, name, UPLOADS_UNREADABLE);
    }
    const head = Buffer.concat(first).subarray(0, SNIFF_BYTES);
    // Not in object mode: the body is read on only as the client takes it.
    return { stream: Readable.from(rejoined(first, rest), { objectMode: false }), bytes, head };
  }

  /** DeleteObject; a missing object is no error (S3 answers 204 for it too). */
  async remove(name: string): Promise<void> {
    if (isStoredName(name)) {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
    }
  }

  /** @returns the objects under S3_PREFIX with a stored file's name (none deeper), sorted by name. */
  async list(): Promise<StoredEntry[]> {
    const files: StoredEntry[] = [];
    const { sdk, client } = await this.connect();
    const pages = sdk.paginateListObjectsV2({ client }, { Bucket: this.settings.bucket, Prefix: this.settings.prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(this.settings.prefix.length);
        if (isStoredName(name)) files.push({ name, bytes: Number(object.Size) });
      }
    }
    return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The bucket is outside any transaction: the same storage. */
  within(): UploadStorage {
    return this;
  }
}
