import { violatedUniqueConstraint } from '../../db/input-error.js';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { generatePassword, hashPassword } from './password.js';
import { User } from './user.entity.js';

/** The administrator created by a first start. */
export interface CreatedAdmin {
  email: string;
  /** The generated password, to be shown once; undefined when it came from ADMIN_PASSWORD. */
  generatedPassword?: string;
}

/**
 * On a database with no user, creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a random password (no fixed default password) that the caller shows once.
 * @returns the created administrator, or null when users already existed (or another instance
 *   starting at the same moment created it).
 */
export async function ensureAdmin(
  em: Em,
  options: { email?: string; password?: string },
  log: Logger,
): Promise<CreatedAdmin | null> {
  if ((await em.count(User, {})) > 0) return null;
  const email = (options.email ?? 'admin@example.com').toLowerCase();
  const password = options.password ?? generatePassword();
  em.create(User, { email, passwordHash: await hashPassword(password), displayName: 'Admin' });
  try {
    await em.flush();
  } catch (error) {
    // Instances started together on an empty database: another one created the administrator.
    if (violatedUniqueConstraint(error)) return null;
    throw error;
  }
  if (options.password) {
    log.info({ email }, 'Created the administrator account from ADMIN_EMAIL and ADMIN_PASSWORD');
    return { email };
  }
  return { email, generatedPassword: password };
}
