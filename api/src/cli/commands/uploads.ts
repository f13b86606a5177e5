// `npm run content -- uploads migrate --to db|folder|s3 [--from STORE]`: copies the site's uploads
// from one store to another, before UPLOAD_STORE is changed to it.
import type { Config } from '../../config.js';
import { openDatabase, pgliteDirIn } from '../../db/orm.js';
import type { Progress } from '../../modules/content/progress.js';
import { copyUploads, type CopyReport } from '../../modules/upload/copy-uploads.js';
import { STORE_NAMES, uploadStorage } from '../../modules/upload/upload-store.js';
import { OperatorError } from '../../operator-error.js';

type Store = Config['uploadStore'];

/** The stores UPLOAD_STORE, --to and --from can name. */
export const STORES: readonly Store[] = ['folder', 'db', 's3'];

/** Where a copy back into the store in use comes from, when there is only one other. */
const BACK_FROM: Partial<Record<Store, Store>> = { folder: 'db', db: 'folder' };

/**
 * The store a migration to `to` copies from: `from` when given, else the one UPLOAD_STORE names;
 * when that is `to` already, the other of folder and db (the copy back after a switch).
 * @throws OperatorError when no other store can be told (UPLOAD_STORE=s3 and --to s3) or `from` is `to`.
 */
export function migrationSource(config: Config, to: Store, from?: Store): Store {
  const source = from ?? (config.uploadStore !== to ? config.uploadStore : BACK_FROM[to]);
  if (!source)
    throw new OperatorError('UPLOAD_STORE is s3 already: say where to copy from, with --from folder or --from db.');
  if (source === to) throw new OperatorError(`--from and --to are both ${to}: nothing to copy.`);
  return source;
}

/**
 * Copies every upload of the site configured by `config` (DATA_DIR, DATABASE_URL, S3_*) into the
 * store `to` from `from` (by default {@link migrationSource}'s); files already there are skipped,
 * so it may run again at any time.
 * @returns what was copied.
 * @throws when the database cannot be opened (with the embedded database: the server is running),
 *   OperatorError when S3_BUCKET is needed and not set, SERVICE_UNAVAILABLE when a store fails.
 */
export async function migrateUploads(
  config: Config,
  to: Store,
  progress?: Progress,
  from: Store = migrationSource(config, to),
): Promise<CopyReport> {
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
  });
  try {
    const site = { dataDir: config.dataDir, em: orm.em.fork(), s3: config.s3 };
    return await copyUploads(uploadStorage(from, site), uploadStorage(to, site), progress);
  } finally {
    await orm.close();
  }
}

/** Prints the report of {@link migrateUploads}. @returns the exit status: 1 when a file was not copied. */
export function printMigrateReport(report: CopyReport, from: Store, to: Store, config: Config): number {
  console.log(
    `Uploads: ${report.copied} copied from ${STORE_NAMES[from]} to ${STORE_NAMES[to]}, ${report.skipped} already there ` +
      `(${report.total} in ${STORE_NAMES[from]})${report.copied ? "; every copy's size verified" : ''}. ` +
      `Nothing was removed from ${STORE_NAMES[from]}.`,
  );
  const problems = [
    ...report.differ.map((name) => `  ${name}: in both stores with different sizes, left as it is`),
    ...report.failed.map((name) => `  ${name}: not copied whole (removed or changed while copying?); run again`),
  ];
  if (problems.length) {
    console.error(`\n${problems.length} file(s) not copied:\n${problems.join('\n')}`);
    return 1;
  }
  if (config.uploadStore !== to) console.log(`Set UPLOAD_STORE=${to} and restart the server to serve them from there.`);
  return 0;
}
