import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../../common/derived-key.js';

/** What a comment form token says, once checked. */
export type FormTokenState =
  { kind: 'absent' } | { kind: 'invalid' } | { kind: 'valid'; issuedAt: Date; ageMs: number };

const keys = new Map<string, string>();

/** @returns the key comment form tokens are signed with, derived once from the server secret. */
export function formTokenKey(serverSecret: string): string {
  let key = keys.get(serverSecret);
  if (!key) {
    key = derivedKey(serverSecret, 'comment-form-token');
    keys.set(serverSecret, key);
  }
  return key;
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Comment form tokens: `<postId>.<issued at, ms>.<HMAC>`, handed to the page that shows the form
 * and sent back with the comment, so the server knows when the form was fetched (a human takes
 * more than a few seconds to write) and that it was fetched from this site for this post.
 * Nothing is stored: the signature is the proof.
 */
export class CommentFormTokens {
  constructor(private readonly key: string) {}

  /** @returns a token for a form on post `postId` fetched at `at`. */
  issue(postId: number, at: Date): string {
    const body = `${postId}.${at.getTime()}`;
    return `${body}.${sign(this.key, body)}`;
  }

  /**
   * @returns `absent` without a token, `invalid` for one that is malformed, forged, for another
   *   post or issued in the future, else its issue time and age at `now`.
   */
  check(token: string | null | undefined, postId: number, now: Date): FormTokenState {
    if (token == null || token.trim() === '') return { kind: 'absent' };
    const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token.trim());
    if (!match) return { kind: 'invalid' };
    const [, id, issued, signature] = match;
    const expected = Buffer.from(sign(this.key, `${id}.${issued}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'invalid' };
    const ageMs = now.getTime() - Number(issued);
    // A little leeway for clocks of several instances that differ by a second.
    if (Number(id) !== postId || ageMs < -2000) return { kind: 'invalid' };
    return { kind: 'valid', issuedAt: new Date(Number(issued)), ageMs };
  }
}
