import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { DbStorage } from './db-storage.js';
import { FolderStorage, type UploadStorage } from './storage.js';

/** The uploads folder inside DATA_DIR (UPLOAD_STORE=folder). */
export const uploadsFolderIn = (dataDir: string) => join(dataDir, 'uploads');

/** What a store is called in messages. */
export const STORE_NAMES: Record<Config['uploadStore'], string> = {
  folder: 'the uploads folder',
  db: 'the database',
};

/**
 * The storage of one kind for the site of `dataDir` and database `em`: DATA_DIR/uploads, or the
 * database's upload_blob table.
 */
export function uploadStorage(
  kind: Config['uploadStore'],
  site: { dataDir: string; em: Em; log?: Pick<Logger, 'error'> },
): UploadStorage {
  return kind === 'db' ? new DbStorage(site.em, site.log) : new FolderStorage(uploadsFolderIn(site.dataDir), site.log);
}
