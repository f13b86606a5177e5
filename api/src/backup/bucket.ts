// With UPLOAD_STORE=s3 a backup carries the bucket's objects as the archive's uploads/ files, and a
// restore puts them back into the bucket: the same copy as `uploads migrate`, through a folder.
import type { Config, S3Config } from '../config.js';
import { copyUploads, type CopyReport } from '../modules/upload/copy-uploads.js';
import { FolderStorage } from '../modules/upload/storage.js';
import { bucketStorage } from '../modules/upload/upload-store.js';
import { BackupError } from './common.js';

/** The bucket and prefix, for messages. */
export const bucketUrl = (s3: S3Config) => `s3://${s3.bucket}/${s3.prefix}`;

/**
 * Copies every object of the site's bucket into `folder` (`to: 'folder'`), or every file of
 * `folder` into the bucket (`to: 's3'`), skipping the files the target holds already.
 * @returns what was copied.
 * @throws BackupError when the bucket cannot be read or written (S3_BUCKET unset included).
 */
export async function copyWithBucket(config: Config, folder: string, to: 'folder' | 's3'): Promise<CopyReport> {
  const bucket = bucketStorage(config.s3);
  const files = new FolderStorage(folder);
  try {
    return to === 'folder' ? await copyUploads(bucket, files) : await copyUploads(files, bucket);
  } catch (error) {
    throw new BackupError(
      `The S3 bucket ${bucketUrl(config.s3!)} cannot be ${to === 'folder' ? 'read' : 'written'}: ` +
        `${(error as Error).message} (check S3_ENDPOINT, S3_BUCKET and the credentials).`,
    );
  }
}
