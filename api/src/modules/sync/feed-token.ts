import { decodeOpaqueJson } from '../../common/cursor.js';
import { badInput } from '../../common/errors.js';

/**
 * Where a poller of the change feed stands: after the change (version, kind, key) of the log, or
 * after every change of `version` when `kind` is null, and at `at`, the instant up to which posts
 * scheduled to appear have been reported.
 */
export interface FeedPosition {
  version: number;
  kind: string | null;
  key: string | null;
  at: Date;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const KINDS = new Set(['post', 'tag', 'featured']);

/** @returns the opaque token of a position: base64url of `[version, kind, key, ISO instant]`. */
export const encodeFeedToken = (position: FeedPosition): string =>
  Buffer.from(JSON.stringify([position.version, position.kind, position.key, position.at.toISOString()])).toString(
    'base64url',
  );

/**
 * Reads a token strictly: only what encodeFeedToken writes is accepted, so a forged or truncated
 * token never reaches the database.
 * @throws BAD_USER_INPUT (field `since`) for anything else.
 */
export function decodeFeedToken(token: string): FeedPosition {
  const value = token.length <= 400 ? decodeOpaqueJson(token) : null;
  if (Array.isArray(value) && value.length === 4) {
    const [version, kind, key, at] = value as unknown[];
    const instant = typeof at === 'string' && ISO.test(at) ? new Date(at) : null;
    const whole = kind === null && key === null;
    const row = typeof kind === 'string' && KINDS.has(kind) && typeof key === 'string' && key.length <= 200;
    if (
      instant &&
      instant.toISOString() === at &&
      Number.isSafeInteger(version) &&
      (version as number) >= 0 &&
      (whole || row)
    ) {
      return { version: version as number, kind: kind as string | null, key: key as string | null, at: instant };
    }
  }
  throw badInput('The change token is not valid', { since: 'Invalid token: pass a `next` the feed returned' });
}
