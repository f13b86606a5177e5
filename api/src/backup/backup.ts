// `npm run backup`: one .tar.gz holding manifest.json, a consistent dump of the database and the
// uploads (the files of DATA_DIR/uploads or the objects of the S3 bucket; with UPLOAD_STORE=db
// they are rows of the dump).
// PostgreSQL is dumped live with pg_dump (one snapshot); the embedded PGlite database is dumped by
// PGlite itself, which needs the server stopped (one process per folder).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { create as createTar } from 'tar';
import type { Config } from '../config.js';
import { pgliteDirIn } from '../db/orm.js';
import { acquirePgliteLock, DatabaseLockedError } from '../db/pglite-lock.js';
import { bucketUrl, copyWithBucket } from './bucket.js';
import {
  appVersion,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  type DatabaseFacts,
  type DatabaseKind,
  databaseFacts,
  databaseUploads,
  DUMP_FILE,
  isUploadName,
  libpqTarget,
  MANIFEST,
  type Manifest,
  type Query,
  recordedUploads,
  runTool,
  sha256File,
  sizeText,
  UPLOADS,
} from './common.js';

export interface BackupOptions {
  config: Config;
  /** The archive to write; it must not exist yet. */
  file: string;
  /** Receives the progress lines. */
  say?: (line: string) => void;
}

/** Default archive name: blog-backup-YYYYMMDD-HHMMSS.tar.gz (UTC). */
export const defaultBackupName = (now = new Date()) =>
  `blog-backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;

const totalRows = (facts: DatabaseFacts) => Object.values(facts.tables).reduce((sum, n) => sum + n, 0);

/** Where a URL points, without its credentials, for messages. */
export const describeUrl = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
};

/** Takes the PGlite folder's lock for a backup or restore, with a message saying what to do. */
export function lockForCommand(pgliteDir: string, what: 'backed up' | 'restored'): () => void {
  try {
    return acquirePgliteLock(pgliteDir);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new BackupError(
      `The embedded database in ${pgliteDir} is in use by process ${error.owner.pid} (${error.owner.command}). ` +
        `Stop the server before it is ${what}: PGlite allows one process per folder ` +
        '(a PostgreSQL database can be backed up while the server runs).',
    );
  }
}

interface Dumped {
  facts: DatabaseFacts;
  /** Upload files the database refers to. */
  recorded: string[];
  /** Files kept in the database itself (UPLOAD_STORE=db), in the dump. */
  blobs: { name: string; bytes: number }[];
}

/** What the dumped database holds, read in the dump's snapshot. */
async function dumpedFacts(query: Query): Promise<Dumped> {
  const facts = await databaseFacts(query);
  const [recorded, blobs] = [await recordedUploads(query, facts.tables), await databaseUploads(query, facts.tables)];
  return { facts, recorded, blobs };
}

/** pg_dump of one snapshot, whose row counts and upload list are read in that same snapshot. */
async function dumpPostgres(databaseUrl: string, dumpPath: string, say: (line: string) => void): Promise<Dumped> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL (${describeUrl(databaseUrl)}): ${(error as Error).message}`);
  }
  client.on('error', () => undefined);
  try {
    const query: Query = async (sql, params) => (await client.query(sql, params as unknown[])).rows;
    await query('begin isolation level repeatable read read only');
    const [{ snapshot }] = await query('select pg_export_snapshot() as snapshot');
    const dumped = await dumpedFacts(query);
    const { facts } = dumped;
    if (!facts.migrations.length) {
      throw new BackupError(`The database ${describeUrl(databaseUrl)} has no blog tables: is DATABASE_URL right?`);
    }
    say(
      `Dumping PostgreSQL ${facts.serverVersion} database ${describeUrl(databaseUrl)}: ` +
        `${Object.keys(facts.tables).length} tables, ${totalRows(facts)} rows (pg_dump, one consistent snapshot)...`,
    );
    const { dbname, env } = libpqTarget(databaseUrl);
    await runTool(
      'pg_dump',
      ['--format=custom', '--compress=0', `--snapshot=${snapshot}`, `--file=${dumpPath}`, `--dbname=${dbname}`],
      env,
    );
    await query('commit');
    return dumped;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PGlite's own dump of its data folder (a tarball of PGDATA), taken with the folder locked. */
async function dumpPglite(pgliteDir: string, dumpPath: string, say: (line: string) => void): Promise<Dumped> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR right?).`);
  }
  const release = lockForCommand(pgliteDir, 'backed up');
  try {
    const db = await PGlite.create({ dataDir: pgliteDir, extensions: { unaccent } });
    try {
      const query: Query = async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows;
      const dumped = await dumpedFacts(query);
      const { facts } = dumped;
      if (!facts.migrations.length) throw new BackupError(`The database in ${pgliteDir} has no blog tables.`);
      say(
        `Dumping the embedded database in ${pgliteDir}: ${Object.keys(facts.tables).length} tables, ` +
          `${totalRows(facts)} rows...`,
      );
      await db.query('checkpoint');
      const tarball = await db.dumpDataDir('none');
      await writeFile(dumpPath, Buffer.from(await tarball.arrayBuffer()));
      return dumped;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** @returns the upload files of a folder (none when it does not exist). */
export async function listUploads(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && isUploadName(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new BackupError(`Cannot read the uploads folder ${folder}: ${(error as Error).message}`);
  }
}

/**
 * Writes a backup archive of the site configured by `config`.
 * @returns the archive's path, size and manifest.
 * @throws BackupError for anything the operator can fix (file exists, server running, no pg_dump...).
 */
export async function createBackup({ config, file, say = console.log }: BackupOptions) {
  const started = Date.now();
  const kind: DatabaseKind = config.databaseUrl ? 'postgresql' : 'pglite';
  if (existsSync(file)) throw new BackupError(`${file} already exists: a backup never overwrites a file.`);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.blog-backup-'));
  const partial = join(dirname(file), `.${basename(file)}.partial`);
  try {
    const dumpPath = join(staging, DUMP_FILE[kind]);
    const { facts, recorded, blobs } = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dumpPath, say)
      : await dumpPglite(pgliteDirIn(config.dataDir), dumpPath, say);

    // With UPLOAD_STORE=db the files are rows of the dump, listed in its snapshot. Otherwise they
    // are read from the folder (or copied from the bucket into the staging folder) after the dump:
    // a file is written before its row and never removed, so every upload the dump records is
    // already there (files saved since are harmless extras).
    const inDatabase = config.uploadStore === 'db';
    const inBucket = config.uploadStore === 's3' ? bucketUrl(config.s3!) : null;
    const uploadsDir = inBucket ? join(staging, UPLOADS) : join(config.dataDir, UPLOADS);
    if (inBucket) {
      say(`Copying the uploads of the S3 bucket ${inBucket} into the backup...`);
      await copyWithBucket(config, uploadsDir, 'folder');
    }
    const uploads = inDatabase ? [] : await listUploads(uploadsDir);
    const present = new Set(inDatabase ? blobs.map((blob) => blob.name) : uploads);
    const missing = recorded.filter((name) => !present.has(name));
    if (missing.length) {
      say(
        `Warning: ${missing.length} upload(s) recorded in the database have no file in ` +
          `${inDatabase ? 'the database (UPLOAD_STORE=db)' : (inBucket ?? uploadsDir)}: ` +
          `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}` +
          (inDatabase ? '. Files still in the uploads folder: npm run content -- uploads migrate --to db' : ''),
      );
    }

    const members = new Map<string, string>([[join(staging, MANIFEST), MANIFEST]]);
    const checksums: Record<string, string> = {};
    checksums[DUMP_FILE[kind]] = await sha256File(dumpPath);
    members.set(dumpPath, DUMP_FILE[kind]);
    let uploadBytes = inDatabase ? blobs.reduce((sum, blob) => sum + blob.bytes, 0) : 0;
    for (const name of uploads) {
      const path = join(uploadsDir, name);
      uploadBytes += (await stat(path)).size;
      checksums[`${UPLOADS}/${name}`] = await sha256File(path);
      members.set(path, `${UPLOADS}/${name}`);
    }
    say(
      inDatabase
        ? `The dump holds the ${blobs.length} upload(s) (${sizeText(uploadBytes)}) kept in the database (UPLOAD_STORE=db).`
        : `Adding ${uploads.length} upload(s) (${sizeText(uploadBytes)}) from ${inBucket ?? uploadsDir}...`,
    );

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      app: { version: appVersion() },
      database: { kind, file: DUMP_FILE[kind], ...facts },
      uploads: { store: config.uploadStore, files: inDatabase ? blobs.length : uploads.length, bytes: uploadBytes },
      checksums,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await createTar(
      {
        file: partial,
        // It holds password hashes and readers' e-mail addresses.
        mode: 0o600,
        gzip: true,
        portable: true,
        preservePaths: true,
        cwd: '/',
        onWriteEntry: (entry) => {
          const name = members.get(entry.absolute);
          if (!name) throw new Error(`unexpected archive entry ${entry.absolute}`);
          entry.path = name;
        },
      },
      [...members.keys()],
    );
    await rename(partial, file);
    const bytes = (await stat(file)).size;
    say(`Wrote ${file} (${sizeText(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return { file, bytes, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
