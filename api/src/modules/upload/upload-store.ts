import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { OperatorError } from '../../operator-error.js';
import { DbStorage } from './db-storage.js';
import { S3Storage } from './s3-storage.js';
import { FolderStorage, type UploadStorage } from './storage.js';

/** The uploads folder inside DATA_DIR (UPLOAD_STORE=folder). */
export const uploadsFolderIn = (dataDir: string) => join(dataDir, 'uploads');

/** What a store is called in messages. */
export const STORE_NAMES: Record<Config['uploadStore'], string> = {
  folder: 'the uploads folder',
  db: 'the database',
  s3: 'the S3 bucket',
};

/**
 * The site's S3 bucket (S3_BUCKET...).
 * @throws OperatorError when S3_BUCKET is not set.
 */
export function bucketStorage(s3: Config['s3'], log?: Pick<Logger, 'error'>): S3Storage {
  if (!s3) throw new OperatorError('The S3 store needs S3_BUCKET (with S3_ENDPOINT, S3_REGION... as the README says).');
  return new S3Storage(s3, log);
}

/**
 * The storage of one kind for the site of `dataDir`, database `em` and bucket `s3`:
 * DATA_DIR/uploads, the database's upload_blob table, or the S3 bucket.
 * @throws OperatorError for the S3 store when S3_BUCKET is not set.
 */
export function uploadStorage(
  kind: Config['uploadStore'],
  site: { dataDir: string; em: Em; s3: Config['s3']; log?: Pick<Logger, 'error'> },
): UploadStorage {
  if (kind === 'db') return new DbStorage(site.em, site.log);
  if (kind === 'folder') return new FolderStorage(uploadsFolderIn(site.dataDir), site.log);
  return bucketStorage(site.s3, site.log);
}
