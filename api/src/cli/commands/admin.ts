// npm run admin -- reset-password EMAIL: what an owner locked out of the admin area needs.
// Reads the same configuration as the server (DATA_DIR, DATABASE_URL).
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runCommand } from '../../backup/command.js';
import { loadConfig } from '../../config.js';
import { openDatabase, pgliteDirIn } from '../../db/orm.js';
import { DatabaseLockedError } from '../../db/pglite-lock.js';
import { resetPassword } from '../../modules/auth/reset-password.js';
import { OperatorError } from '../../operator-error.js';

const USAGE = `Usage: npm run admin -- reset-password EMAIL

Sets a new random password for the administrator with this e-mail, prints it once and ends
every session of that administrator (tokens signed before are refused).
Uses DATA_DIR / DATABASE_URL like the server. With the embedded database, stop the server first.`;

/** Opens the site's database; with the embedded one, says so plainly when the server holds it. */
async function openSiteDatabase(config: ReturnType<typeof loadConfig>) {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const pgliteDir = pgliteDirIn(config.dataDir);
  if (!existsSync(pgliteDir)) {
    throw new OperatorError(
      `There is no database in ${pgliteDir}: start the site once with npm start, or set DATA_DIR (or DATABASE_URL) as for the server.`,
    );
  }
  try {
    return await openDatabase({ pgliteDir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new OperatorError(
      `The embedded database in ${pgliteDir} is open in process ${error.owner.pid} (${error.owner.command}), ` +
        'most likely the running server, and only one process may open it: stop the server (Ctrl+C where it runs), ' +
        'run this command again, then start the server.',
    );
  }
}

runCommand('admin', USAGE, async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return 'usage';
  const [command, email, ...rest] = positionals;
  if (command !== 'reset-password' || !email || rest.length) return 'bad-usage';
  const config = loadConfig();
  const orm = await openSiteDatabase(config);
  try {
    const password = await resetPassword(orm.em.fork(), email);
    console.log(
      [
        `New password for ${email.trim().toLowerCase()}: ${password}`,
        `Sign in at ${config.publicUrl}/admin/login (the password is not shown again).`,
        'Every session of this administrator has ended: browsers and clients signed in before must sign in again.',
      ].join('\n'),
    );
  } finally {
    await orm.close();
  }
});
