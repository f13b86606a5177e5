// npm run backup [-- FILE]: writes one .tar.gz with a consistent database dump and the uploads.
// Reads the same configuration as the server (DATA_DIR, DATABASE_URL).
import 'reflect-metadata';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, defaultBackupName } from '../../backup/backup.js';
import { runCommand } from '../../backup/command.js';
import { loadConfig } from '../../config.js';

const USAGE = `Usage: npm run backup [-- FILE]

Writes one archive (.tar.gz) holding a consistent dump of the database (pg_dump for PostgreSQL,
PGlite's own dump for the embedded database) and every upload, with a manifest of checksums.
FILE defaults to blog-backup-YYYYMMDD-HHMMSS.tar.gz (UTC) in the current folder; a folder may
be given. Uses DATA_DIR / DATABASE_URL like the server. The embedded database can only be
backed up while the server is stopped; PostgreSQL is backed up live (pg_dump must be installed).`;

runCommand('backup', USAGE, async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return 'usage';
  if (positionals.length > 1) return 'bad-usage';
  const config = loadConfig();
  // npm runs scripts from the repository root: paths are taken from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  let file = resolve(here, positionals[0] ?? defaultBackupName());
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, defaultBackupName());
  await createBackup({ config, file });
});
