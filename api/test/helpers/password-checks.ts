import type { PasswordHasher } from '../../src/modules/auth/password.js';
import type { TestApp } from './test-app.js';

/**
 * Counts the password checks of `t`'s server (hashes and verifications; the real argon2 work still
 * runs), to prove how many sign-in attempts reached the password check.
 * @returns the counter, read as `.checks`.
 */
export function countPasswordChecks(t: Pick<TestApp, 'app'>): { checks: number } {
  const real = t.app.deps.passwords;
  const counted = { checks: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => (counted.checks++, real.hash(password)),
    verify: (hash, password) => (counted.checks++, real.verify(hash, password)),
  };
  t.app.deps.passwords = hasher;
  return counted;
}
