import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The prefix Standard Webhooks gives signing secrets; the rest is the base64 of the key. */
export const SECRET_PREFIX = 'whsec_';

/** @returns a new signing secret: `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** @returns a new message id (the `webhook-id` header): `msg_` + 24 random base64url characters. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** The three headers Standard Webhooks defines for a signed message. */
export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a message the Standard Webhooks way: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the base64-decoded secret. With several secrets (a rotation
 * under way) the signatures are space-separated, so receivers holding either secret verify it.
 * @returns the `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature` headers.
 */
export function signatureHeaders(messageId: string, at: Date, body: string, secrets: string[]): SignatureHeaders {
  // The library signs whole seconds: the header carries the same truncated instant.
  const seconds = Math.floor(at.getTime() / 1000);
  const instant = new Date(seconds * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, instant, body)).join(' '),
  };
}
