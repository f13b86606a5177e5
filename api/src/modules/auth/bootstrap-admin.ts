import { randomBytes } from 'node:crypto';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { hashPassword } from './password.js';
import { User } from './user.entity.js';

/**
 * On a database with no user, creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a random password printed once to the console (issue 2: no fixed default password).
 * @returns the created user's e-mail, or null when users already existed.
 */
export async function ensureAdmin(
  em: Em,
  options: { email?: string; password?: string },
  log: Logger,
): Promise<string | null> {
  if ((await em.count(User, {})) > 0) return null;
  const email = (options.email ?? 'admin@example.com').toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  em.create(User, { email, passwordHash: await hashPassword(password), displayName: 'Admin' });
  await em.flush();
  if (options.password) {
    log.info({ email }, 'Created the administrator account from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed on stdout on purpose: this is the only time the generated password is shown.
    console.log(
      `\n  Administrator account created.\n    e-mail:   ${email}\n    password: ${password}\n  Keep it now: it is not shown again.\n`,
    );
  }
  return email;
}
