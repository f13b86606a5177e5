// `npm run restore FILE`: puts a backup archive back into an empty database and an empty uploads
// folder (or the S3 bucket, with UPLOAD_STORE=s3). Nothing is touched before the whole archive has
// been read and every checksum verified; a database restore either completes or leaves the target
// empty.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { extract, list } from 'tar';
import type { Config } from '../config.js';
import { migrationsPath, pgliteDirIn } from '../db/orm.js';
import { STORE_NAMES } from '../modules/upload/upload-store.js';
import { describeUrl, listUploads, lockForCommand } from './backup.js';
import { bucketUrl, copyWithBucket } from './bucket.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  type DatabaseFacts,
  type DatabaseKind,
  databaseFacts,
  DUMP_FILE,
  isUploadName,
  knownMigrations,
  libpqTarget,
  MANIFEST,
  type Manifest,
  type Query,
  runTool,
  sha256File,
  sizeText,
  UPLOADS,
} from './common.js';

export interface RestoreOptions {
  config: Config;
  /** The archive written by `npm run backup`. */
  file: string;
  say?: (line: string) => void;
}

const KIND_NAME: Record<DatabaseKind, string> = {
  postgresql: 'a PostgreSQL database (DATABASE_URL set)',
  pglite: 'the embedded PGlite database (DATABASE_URL unset)',
};

/** Entries a backup may hold; anything else means the file is not one. */
const allowedEntry = (path: string) =>
  path === MANIFEST ||
  Object.values(DUMP_FILE).includes(path as never) ||
  (path.startsWith(`${UPLOADS}/`) && isUploadName(path.slice(UPLOADS.length + 1)));

/** Regular files at paths a backup writes; links and folders never belong in one. */
const backupEntry = (path: string, entry: { type?: string } | object) =>
  allowedEntry(path) && (!('type' in entry) || entry.type === 'File');

/** Reads the archive into `staging` and checks it whole. @returns its manifest. */
async function unpackAndVerify(file: string, staging: string, kind: DatabaseKind): Promise<Manifest> {
  const unexpected: string[] = [];
  try {
    // A first pass reads the whole archive and writes nothing: a truncated or corrupt file fails
    // here, before any extraction could leave file writes in flight behind the error.
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (!backupEntry(entry.path, entry)) unexpected.push(entry.path);
      },
    });
    await extract({ file, cwd: staging, strict: true, filter: backupEntry });
  } catch (error) {
    throw new BackupError(`${file} is damaged or is not a backup archive (${(error as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run backup (no readable ${MANIFEST}).`);
  }
  if (
    manifest?.format !== ARCHIVE_FORMAT ||
    typeof manifest.database !== 'object' ||
    !Array.isArray(manifest.database.migrations) ||
    typeof manifest.checksums !== 'object' ||
    !Object.keys(manifest.checksums).every((path) => path !== MANIFEST && allowedEntry(path))
  ) {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  if (manifest.formatVersion > ARCHIVE_VERSION) {
    throw new BackupError(
      `${file} was written by a newer version of the blog (archive format ${manifest.formatVersion}): update first.`,
    );
  }
  if (unexpected.length) {
    throw new BackupError(`${file} holds entries a backup never has (${unexpected.slice(0, 3).join(', ')}).`);
  }
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `${file} holds ${KIND_NAME[manifest.database.kind]}, but this configuration uses ${KIND_NAME[kind]}. ` +
        'A backup restores into the same kind of database it was taken from.',
    );
  }
  const known = await knownMigrations(migrationsPath);
  if (known.size) {
    const newer = manifest.database.migrations.filter((name) => !known.has(name));
    if (newer.length) {
      throw new BackupError(
        `${file} comes from a newer version of the blog (its database has migration ${newer.join(', ')}, ` +
          'unknown here): update the blog, then restore.',
      );
    }
  }
  const listed = new Set(Object.keys(manifest.checksums));
  for (const [path, expected] of Object.entries(manifest.checksums)) {
    const actual = existsSync(join(staging, path)) ? await sha256File(join(staging, path)) : 'missing';
    if (actual !== expected) {
      throw new BackupError(`${file} is damaged: ${path} is ${actual === 'missing' ? 'missing' : 'corrupt'}.`);
    }
  }
  const extracted = [
    manifest.database.file,
    ...(await listUploads(join(staging, UPLOADS))).map((n) => `${UPLOADS}/${n}`),
  ];
  const extra = extracted.filter((path) => !listed.has(path));
  if (extra.length || manifest.database.file !== DUMP_FILE[kind] || !listed.has(manifest.database.file)) {
    throw new BackupError(`${file} is damaged: its contents do not match its manifest.`);
  }
  return manifest;
}

/** @throws BackupError when a restored database does not hold what the backup recorded. */
function compareFacts(restored: DatabaseFacts, manifest: Manifest) {
  const expected = manifest.database.tables;
  const differences = [...new Set([...Object.keys(expected), ...Object.keys(restored.tables)])].filter(
    (table) => expected[table] !== restored.tables[table],
  );
  if (differences.length) {
    throw new BackupError(
      `The restored database does not match the backup (rows differ in ${differences.join(', ')}).`,
    );
  }
}

/** @throws BackupError unless the uploads folder is absent or empty. */
async function assertUploadsEmpty(folder: string) {
  const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw new BackupError(`Cannot read the uploads folder ${folder}: ${error.message}`);
  });
  const present = files.filter(isUploadName);
  if (present.length) {
    throw new BackupError(
      `The uploads folder ${folder} is not empty (${present.length} file(s)): a restore only goes into an empty ` +
        'DATA_DIR. Move those files away, or point DATA_DIR at a new folder.',
    );
  }
}

async function tablesOf(databaseUrl: string): Promise<{ tables: string[]; client: pg.Client }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL (${describeUrl(databaseUrl)}): ${(error as Error).message}`);
  }
  client.on('error', () => undefined);
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'
      order by 1`,
  );
  return { tables: rows.map((row) => row.name), client };
}

/** @throws BackupError unless the PostgreSQL database has no table at all. */
async function assertPostgresEmpty(databaseUrl: string) {
  const { tables, client } = await tablesOf(databaseUrl);
  await client.end().catch(() => undefined);
  if (tables.length) {
    throw new BackupError(
      `The database ${describeUrl(databaseUrl)} is not empty (${tables.length} table(s): ` +
        `${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', ...' : ''}). A restore only goes into an empty ` +
        'database: create a new one (createdb) and point DATABASE_URL at it, without starting the server first.',
    );
  }
}

async function restorePostgres(databaseUrl: string, dumpPath: string, staging: string, manifest: Manifest) {
  const { dbname, env } = libpqTarget(databaseUrl);
  // COMMENT ON EXTENSION needs the extension's owner, which a database owner restoring is not.
  const list = (await runTool('pg_restore', ['--list', dumpPath], env))
    .split('\n')
    .filter((line) => !/^\d+;\s*\d+\s+\d+\s+COMMENT\s+-\s+EXTENSION\s/.test(line))
    .join('\n');
  const listFile = join(staging, 'restore.list');
  await writeFile(listFile, list);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--use-list=${listFile}`,
      `--dbname=${dbname}`,
      dumpPath,
    ],
    env,
  );
  const { client } = await tablesOf(databaseUrl);
  try {
    compareFacts(await databaseFacts(async (sql) => (await client.query(sql)).rows), manifest);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restorePglite(pgliteDir: string, dumpPath: string, manifest: Manifest) {
  const tarball = new Blob([await readFile(dumpPath)]);
  try {
    const db = await PGlite.create({ dataDir: pgliteDir, loadDataDir: tarball, extensions: { unaccent } });
    try {
      const query: Query = async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows;
      compareFacts(await databaseFacts(query), manifest);
    } finally {
      await db.close();
    }
  } catch (error) {
    // The folder was empty before: leave it so, never half restored.
    await rm(pgliteDir, { recursive: true, force: true });
    throw error;
  }
}

/** @throws BackupError unless the PGlite folder is absent or empty. */
async function assertPgliteEmpty(pgliteDir: string) {
  const entries = await readdir(pgliteDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (entries.length) {
    throw new BackupError(
      `${pgliteDir} already holds a database: a restore only goes into an empty DATA_DIR. ` +
        'Point DATA_DIR at a new folder (or move the old one away) and run the restore again.',
    );
  }
}

/**
 * Copies the archive's upload files into the site's bucket before the database is restored, so
 * that a bucket that cannot take them stops the restore with the database still empty. Objects
 * already there with the same name and size (the same site's) are kept.
 * @throws BackupError when the bucket cannot be written or holds one of the names with another size.
 */
async function restoreIntoBucket(config: Config, folder: string, uploads: string, say: (line: string) => void) {
  say(`Copying ${uploads} into the S3 bucket ${bucketUrl(config.s3!)}...`);
  const report = await copyWithBucket(config, folder, 's3');
  const wrong = [...report.differ, ...report.failed];
  if (wrong.length) {
    throw new BackupError(
      `The S3 bucket ${bucketUrl(config.s3!)} holds ${wrong.length} file(s) of this backup with other contents ` +
        `(${wrong.slice(0, 5).join(', ')}${wrong.length > 5 ? ', ...' : ''}): restore into an empty bucket or another S3_PREFIX. ` +
        'The database was not touched.',
    );
  }
  if (report.skipped) say(`${report.skipped} of them were in the bucket already, with the same size.`);
}

/**
 * Restores a backup archive into the empty database and uploads folder (or S3 bucket) of `config`.
 * @returns the restored archive's manifest.
 * @throws BackupError when the target is not empty, the archive is damaged or of the other
 *   database kind, or a server holds the embedded database.
 */
export async function restoreBackup({ config, file, say = console.log }: RestoreOptions): Promise<Manifest> {
  const started = Date.now();
  const kind: DatabaseKind = config.databaseUrl ? 'postgresql' : 'pglite';
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const pgliteDir = pgliteDirIn(config.dataDir);
  const uploadsDir = join(config.dataDir, UPLOADS);
  const release = config.databaseUrl ? () => undefined : lockForCommand(pgliteDir, 'restored');
  try {
    if (config.databaseUrl) await assertPostgresEmpty(config.databaseUrl);
    else await assertPgliteEmpty(pgliteDir);
    await assertUploadsEmpty(uploadsDir);

    await mkdir(config.dataDir, { recursive: true });
    const staging = await mkdtemp(join(config.dataDir, '.restore-'));
    try {
      say(`Reading ${file}...`);
      const manifest = await unpackAndVerify(file, staging, kind);
      const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
      say(
        `Backup of ${manifest.createdAt} (blog ${manifest.app.version}): ${Object.keys(manifest.database.tables).length} ` +
          `tables, ${rows} rows, ${manifest.uploads.files} upload(s); every checksum verified.`,
      );
      const uploads = `${manifest.uploads.files} upload(s) (${sizeText(manifest.uploads.bytes)})`;
      // Archives written before UPLOAD_STORE have no store: their uploads are files.
      const store = manifest.uploads.store ?? 'folder';
      // The archive's files go into the bucket with UPLOAD_STORE=s3, else into the uploads folder.
      const filesTo = store === 'db' ? null : config.uploadStore === 's3' ? 's3' : 'folder';
      if (filesTo === 's3') await restoreIntoBucket(config, join(staging, UPLOADS), uploads, say);
      const dumpPath = join(staging, manifest.database.file);
      if (config.databaseUrl) {
        say(`Restoring into PostgreSQL database ${describeUrl(config.databaseUrl)} (pg_restore, one transaction)...`);
        await restorePostgres(config.databaseUrl, dumpPath, staging, manifest);
      } else {
        say(`Restoring the embedded database into ${pgliteDir}...`);
        await restorePglite(pgliteDir, dumpPath, manifest);
      }
      if (store === 'db')
        say(`The ${uploads} came back with the database (the backup was taken with UPLOAD_STORE=db).`);
      else if (filesTo === 'folder') {
        say(`Restoring ${uploads} into ${uploadsDir}...`);
        // The staging folder is inside DATA_DIR: these are renames on one file system.
        await mkdir(uploadsDir, { recursive: true });
        for (const name of await listUploads(join(staging, UPLOADS))) {
          await rename(join(staging, UPLOADS, name), join(uploadsDir, name));
        }
      }
      const restoredTo = filesTo ?? 'db';
      if (restoredTo !== config.uploadStore && manifest.uploads.files) {
        say(
          `Note: the backup's uploads are in ${STORE_NAMES[restoredTo]}, and this configuration has UPLOAD_STORE=${config.uploadStore}: ` +
            `set UPLOAD_STORE=${restoredTo}, or copy them with npm run content -- uploads migrate --to ${config.uploadStore}.`,
        );
      }
      say(`Restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server to use it.`);
      return manifest;
    } finally {
      // Retries cover a write the file system has not finished when a failure lands here.
      await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
  } finally {
    release();
  }
}
