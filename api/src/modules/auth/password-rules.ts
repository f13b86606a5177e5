import { createRequire } from 'node:module';

/** The fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 12;
/** The most characters: sign-in reads only the first 1024, so a longer password could never be typed back. */
export const PASSWORD_MAX_LENGTH = 1024;

const require = createRequire(import.meta.url);
let common: ReadonlySet<string> | undefined;

/**
 * zxcvbn-ts's list of frequently leaked passwords (about 49,000, lower-case): the ones of 12
 * characters or more are the ones the length rule does not already refuse. Loaded at the first
 * password change, not with the server: the list takes megabytes a running site rarely needs.
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    (require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')).dictionary[
      'passwords-common'
    ]
      .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
      .map((password) => password.toLowerCase()),
  );
  return common;
}

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
  if (commonPasswords().has(folded)) return 'This password is one of the most common ones: choose another';
  return null;
}
