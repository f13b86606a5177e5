import type { AdminMessageId } from '../../i18n/admin-messages';

/** As the server counts: at least this many characters (and at most PASSWORD_MAX). */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 1024;

/**
 * Names, in the interface's language, the rule a new password broke once the server has refused
 * it (`fields.next`): the server's message is English only. It follows the server's rules in
 * their order; the common-password list lives only on the server, so a refusal none of the
 * other rules explains is that one.
 * @returns the message id to show under the new password field.
 */
export function newPasswordRuleBroken(next: string, email: string, current: string): AdminMessageId {
  const length = [...next].length;
  if (length < PASSWORD_MIN) return 'admin.password.error.tooShort';
  if (length > PASSWORD_MAX) return 'admin.password.error.tooLong';
  const folded = next.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (address && (folded === address || folded === address.split('@')[0])) return 'admin.password.error.email';
  if (next === current) return 'admin.password.error.same';
  return 'admin.password.error.common';
}
