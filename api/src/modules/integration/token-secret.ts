import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API token secrets in the shape GitHub gives its tokens, so secret scanners can spot a leaked one:
 * a recognisable prefix, 30 random base62 characters and a 6-character base62 CRC32 of them.
 * The checksum lets a mistyped or made-up token be refused without a database lookup.
 */
export const TOKEN_PREFIX = 'wbt_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** @returns `value` in base62, left-padded with zeros to `length` characters. */
function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) text = ALPHABET[rest % 62] + text;
  return text.padStart(length, '0');
}

const checksumOf = (random: string) => base62(crc32(random), CHECKSUM_LENGTH);

/** @returns a new secret: prefix, 30 random base62 characters (178 bits), checksum. */
export function newTokenSecret(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(62)];
  return `${TOKEN_PREFIX}${random}${checksumOf(random)}`;
}

/** @returns whether `text` has the token's shape and a checksum that holds. */
export function isWellFormedToken(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const random = text.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + RANDOM_LENGTH);
  const checksum = Buffer.from(text.slice(TOKEN_PREFIX.length + RANDOM_LENGTH));
  return timingSafeEqual(checksum, Buffer.from(checksumOf(random)));
}

/**
 * The only form a secret is stored in: HMAC-SHA256 keyed with a server secret (hex). A copy of
 * the database alone cannot be used to test guesses offline, unlike a plain hash.
 */
export const hashTokenSecret = (secret: string, key: string) => createHmac('sha256', key).update(secret).digest('hex');

/** The last characters of a secret, shown in lists so the owner can tell tokens apart. */
export const secretHint = (secret: string) => secret.slice(-4);
