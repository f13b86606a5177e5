import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** @returns a random password of 16 URL-safe characters (96 bits), for a new or reset account. */
export const generatePassword = (): string => randomBytes(12).toString('base64url');

/** argon2id hash with the library's recommended parameters. */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

/** @returns whether `password` matches `hash`; false (never a throw) for a malformed hash. */
export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password).catch(() => false);

/** How sign-in checks passwords: argon2 in the server; tests wrap it to count the slow checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

let dummyHash: Promise<string> | undefined;
/** Verifies against a fixed hash so unknown e-mails take as long as known ones. @returns false. */
export const burnPasswordCheck = async (hasher: PasswordHasher, password: string): Promise<false> => {
  dummyHash ??= hashPassword('not-a-real-password');
  await hasher.verify(await dummyHash, password);
  return false;
};
