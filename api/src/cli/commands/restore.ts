// npm run restore -- FILE: restores a backup archive into an empty database and uploads folder.
// Reads the same configuration as the server (DATA_DIR, DATABASE_URL).
import 'reflect-metadata';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand } from '../../backup/command.js';
import { restoreBackup } from '../../backup/restore.js';
import { loadConfig } from '../../config.js';

const USAGE = `Usage: npm run restore -- FILE

Restores an archive written by npm run backup into the database and uploads folder configured
like the server (DATA_DIR, DATABASE_URL). The target must be empty: a new DATA_DIR for the embedded
database, or a new PostgreSQL database (createdb) that the server has not started on yet.
Stop the server first when it uses the embedded database. Every checksum is verified before
anything is written; the database is restored whole or not at all.`;

runCommand('restore', USAGE, async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return 'usage';
  if (positionals.length !== 1) return 'bad-usage';
  const config = loadConfig();
  const here = process.env.INIT_CWD ?? process.cwd();
  await restoreBackup({ config, file: resolve(here, positionals[0]) });
});
