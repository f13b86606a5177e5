import { createHmac } from 'node:crypto';

/**
 * A key for one use of the server secret (HMAC-SHA256 of the purpose under the secret, hex): API
 * token hashes and preview links each get their own, so a key learnt from one use opens no other.
 */
export const derivedKey = (serverSecret: string, purpose: string) =>
  createHmac('sha256', serverSecret).update(purpose).digest('hex');
