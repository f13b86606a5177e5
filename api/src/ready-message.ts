import type { Config } from './config.js';
import { pgliteDirIn } from './db/orm.js';
import type { CreatedAdmin } from './modules/auth/bootstrap-admin.js';
import type { SeedReport } from './modules/seed/demo-seed.js';

/** The command that sets a new administrator password (cli/commands/admin.ts). */
export const RESET_PASSWORD_COMMAND = 'npm run admin -- reset-password';

/**
 * The block the server prints last when it starts: where the site and its sign-in page are,
 * the administrator created by this start (with its password, when one was generated: the only
 * time it is shown), how to set a new password, and what else this start created.
 * @returns the text, blank lines around it.
 */
export function readyMessage(config: Config, firstStart: { admin: CreatedAdmin | null; demo: SeedReport | null }) {
  const { publicUrl } = config;
  const { admin, demo } = firstStart;
  const lines = ['', `  Wisdom Blog is ready at ${publicUrl}/`, `    Sign in:       ${publicUrl}/admin/login`];
  if (admin) {
    lines.push(`    E-mail:        ${admin.email}`);
    lines.push(
      admin.generatedPassword
        ? `    Password:      ${admin.generatedPassword}   (generated: shown only this once, keep it now)`
        : '    Password:      the ADMIN_PASSWORD you set',
    );
  }
  lines.push(`    Lost password: ${RESET_PASSWORD_COMMAND} ${admin?.email ?? 'EMAIL'}`);
  lines.push(`    GraphQL API:   ${publicUrl}/graphql`);
  lines.push(
    `    Database:      ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDirIn(config.dataDir)}`}`,
  );
  if (demo) {
    lines.push(
      `    Demo content:  ${demo.posts} posts in English, French, Spanish and Italian, ${demo.comments} comments, ${demo.featured} featured`,
    );
    lines.push('                   (SEED_DEMO=false on an empty database starts without it)');
  }
  if (config.nodeEnv === 'development') lines.push('  Stop the server with Ctrl+C.');
  lines.push('');
  return `${lines.join('\n')}\n`;
}
