import type { Em } from '../../db/orm.js';
import { OperatorError } from '../../operator-error.js';
import { generatePassword, hashPassword } from './password.js';
import { endAllSessions } from './sessions.js';
import { User } from './user.entity.js';

/**
 * Gives an administrator a new random password, hashed like every password (argon2id), and ends
 * all of its sessions in the same transaction: every token signed before is refused.
 * @param emailRaw the administrator's e-mail, in any case, spaces around ignored (as at sign-in).
 * @returns the new password, to be shown once.
 * @throws OperatorError naming the existing administrators when none has this e-mail.
 */
export async function resetPassword(em: Em, emailRaw: string): Promise<string> {
  const email = emailRaw.trim().toLowerCase();
  const user = await em.findOne(User, { email });
  if (!user) {
    const known = (await em.find(User, {}, { orderBy: { id: 'asc' }, limit: 5 })).map((admin) => admin.email);
    throw new OperatorError(
      `No administrator has the e-mail ${email}.` +
        (known.length ? ` Administrators: ${known.join(', ')}.` : ' This database has no administrator yet.'),
    );
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await endAllSessions(tx, user.id);
  });
  return password;
}
