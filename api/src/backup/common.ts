// What the backup and restore commands share: the archive's manifest, the checks of a database's
// contents, and running the PostgreSQL client tools.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import { OperatorError } from '../operator-error.js';

/** An error the operator can act on: the commands print its message alone (no stack) and exit 1. */
export class BackupError extends OperatorError {
  override name = 'BackupError';
}

export const ARCHIVE_FORMAT = 'wisdom-blog-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST = 'manifest.json';
/** The database dump's name in the archive, by kind. */
export const DUMP_FILE = { postgresql: 'database.pgdump', pglite: 'database.tar' } as const;
export const UPLOADS = 'uploads';

export type DatabaseKind = keyof typeof DUMP_FILE;

/** What a database holds, recorded at backup time and checked again after a restore. */
export interface DatabaseFacts {
  serverVersion: string;
  /** Applied migrations, oldest first. */
  migrations: string[];
  /** Rows per table of the public schema. */
  tables: Record<string, number>;
}

/** manifest.json, the archive's first entry. */
export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { version: string };
  database: DatabaseFacts & { kind: DatabaseKind; file: string };
  /**
   * The uploads and where they are: `folder` (the archive's uploads/ entries; archives written
   * before UPLOAD_STORE have no `store`), `s3` (the same entries, copied from the bucket) or `db`
   * (in the database dump, UPLOAD_STORE=db).
   */
  uploads: { files: number; bytes: number; store?: Config['uploadStore'] };
  /** sha256 (hex) of every other entry, by its path in the archive. */
  checksums: Record<string, string>;
}

/** Runs one SQL statement; @returns its rows. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** @returns the tables of the public schema (any table a future migration adds included), sorted. */
export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => String(row.table_name));
}

/** Reads the version, the applied migrations and each table's row count. */
export async function databaseFacts(query: Query): Promise<DatabaseFacts> {
  const [version] = await query('show server_version');
  const tables: Record<string, number> = {};
  for (const table of await publicTables(query)) {
    const [row] = await query(`select count(*)::int as n from public.${quoteIdent(table)}`);
    tables[table] = Number(row.n);
  }
  const migrations =
    'mikro_orm_migrations' in tables
      ? (await query('select name from mikro_orm_migrations order by id')).map((row) => String(row.name))
      : [];
  return { serverVersion: String(version.server_version), migrations, tables };
}

/** @returns the stored names of the uploads the database records (none when it has no upload table). */
export async function recordedUploads(query: Query, tables: Record<string, number>): Promise<string[]> {
  if (!('upload' in tables)) return [];
  return (await query('select stored_name from upload')).map((row) => String(row.stored_name));
}

/**
 * @returns the name and size of every file kept in the database (UPLOAD_STORE=db); none when it
 *   has no upload_blob table.
 */
export async function databaseUploads(
  query: Query,
  tables: Record<string, number>,
): Promise<{ name: string; bytes: number }[]> {
  if (!('upload_blob' in tables)) return [];
  const rows = await query('select name, size from upload_blob order by name');
  return rows.map((row) => ({ name: String(row.name), bytes: Number(row.size) }));
}

/** @returns the migrations this version of the blog knows (the files in its migrations folder). */
export async function knownMigrations(migrationsPath: string): Promise<Set<string>> {
  const files = await readdir(migrationsPath).catch(() => [] as string[]);
  return new Set(
    files
      .filter((name) => /^Migration.*\.[jt]s$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => name.slice(0, -3)),
  );
}

/** The API's version, from the nearest api/package.json (sources and builds alike). */
export function appVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@wisdom-blog/api') return pkg.version ?? 'unknown';
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

/** A regular upload file name (the server's own temporary `.part` files are skipped). */
export const isUploadName = (name: string) => !name.startsWith('.') && !name.includes('/');

/**
 * The libpq form of DATABASE_URL: the password moves to PGPASSWORD so that it does not show in
 * the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10' };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore).
 * @returns its standard output.
 * @throws BackupError with the tool's own message when it fails, or when it is not installed.
 */
export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools, of the server's major version or newer ` +
                '(Debian/Ubuntu: apt-get install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${err.trim() || '(no message)'}`));
    });
  });
}
