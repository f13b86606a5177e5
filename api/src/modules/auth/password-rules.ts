import zxcvbnCommon from '@zxcvbn-ts/language-common';

/** The fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 12;
/** The most characters: sign-in reads only the first 1024, so a longer password could never be typed back. */
export const PASSWORD_MAX_LENGTH = 1024;

// zxcvbn-ts's list of frequently leaked passwords (about 49,000, lower-case): the ones of 12
// characters or more are the ones the length rule does not already refuse.
const COMMON = new Set(
  zxcvbnCommon.dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

/**
 * The rules a new administrator password must follow: 12 to 1024 characters, not the account's
 * e-mail (nor the part before its @), not a frequently leaked password (compared without case).
 * @returns why `password` may not be used, as a sentence for the `next` field, or null when it may.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The new password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `The new password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  const folded = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (folded === address || folded === address.split('@')[0]) {
    return 'The new password must not be your e-mail address';
  }
  if (COMMON.has(folded)) return 'This password is one of the most common ones: choose another';
  return null;
}
