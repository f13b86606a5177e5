// `npm run content -- uploads migrate --to db|folder`: copies the site's uploads from one store to
// the other, before UPLOAD_STORE is changed to it.
import type { Config } from '../../config.js';
import { openDatabase, pgliteDirIn } from '../../db/orm.js';
import type { Progress } from '../../modules/content/progress.js';
import { copyUploads, type CopyReport } from '../../modules/upload/copy-uploads.js';
import { STORE_NAMES, uploadStorage } from '../../modules/upload/upload-store.js';

type Store = Config['uploadStore'];

/**
 * Copies every upload of the site configured by `config` (DATA_DIR, DATABASE_URL) into the store
 * `to` from the other one; files already there are skipped, so it may run again at any time.
 * @returns what was copied.
 * @throws when the database cannot be opened (with the embedded database: the server is running).
 */
export async function migrateUploads(config: Config, to: Store, progress?: Progress): Promise<CopyReport> {
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
  });
  try {
    const site = { dataDir: config.dataDir, em: orm.em.fork() };
    return await copyUploads(uploadStorage(to === 'db' ? 'folder' : 'db', site), uploadStorage(to, site), progress);
  } finally {
    await orm.close();
  }
}

/** Prints the report of {@link migrateUploads}. @returns the exit status: 1 when a file was not copied. */
export function printMigrateReport(report: CopyReport, to: Store, config: Config): number {
  const from = to === 'db' ? 'folder' : 'db';
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
