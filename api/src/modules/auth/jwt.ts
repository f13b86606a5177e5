import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';

const ISSUER = 'wisdom-blog';
const AUDIENCE = 'wisdom-blog-admin';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who sent a request with a valid admin token of a session that has not ended. */
export interface Viewer {
  userId: number;
  email: string;
  /** The session the token belongs to (its `jti`): logout ends it. */
  sessionId: string;
}

/** What a correctly signed admin token claims; the session it names may have ended since. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/**
 * Returns JWT_SECRET when set, else the secret kept in `dataDir/jwt-secret`, generating it
 * (48 random bytes) on first use so tokens survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Signs an HS256 admin token for a session (RFC 7519): `sub` the user, `jti` the session, `iat`
 * when it was issued and `exp` the session's end, both in whole seconds from the same reading of
 * the clock, so `exp - iat` is exactly the session's lifetime.
 * @returns the token.
 */
export function signToken(claims: TokenClaims, secret: string, issuedAt: Date, expiresAt: Date): string {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return jwt.sign({ iat: seconds(issuedAt), exp: seconds(expiresAt) }, secret, {
    algorithm: 'HS256',
    subject: String(claims.userId),
    jwtid: claims.sessionId,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/**
 * Verifies signature (HS256 only: `none` and other algorithms are refused), issuer, audience and
 * expiry, and that the token carries `exp`, `iat`, a numeric `sub` and a session `jti` (the
 * library accepts a token without `exp` as never expiring: such a token is refused here).
 * @returns the claims, or null when the token is not valid.
 */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    const userId = Number(payload.sub);
    if (!/^\d{1,15}$/.test(payload.sub ?? '') || !Number.isSafeInteger(userId)) return null;
    return typeof payload.jti === 'string' && UUID.test(payload.jti) ? { userId, sessionId: payload.jti } : null;
  } catch {
    return null;
  }
}
