import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';

const ISSUER = 'wisdom-blog';
const AUDIENCE = 'wisdom-blog-admin';

/** Who sent a request with a valid admin token. */
export interface Viewer {
  userId: number;
  email: string;
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

/** Signs an HS256 admin token. @returns the token and its expiry. */
export function signToken(viewer: Viewer, secret: string, ttlSeconds: number): { token: string; expiresAt: Date } {
  const token = jwt.sign({ email: viewer.email }, secret, {
    algorithm: 'HS256',
    subject: String(viewer.userId),
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
  return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
}

/**
 * Verifies signature (HS256 only: `none` and other algorithms are refused), expiry, issuer and audience.
 * @returns the viewer, or null when the token is not valid.
 */
export function verifyToken(token: string, secret: string): Viewer | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string' || !payload.sub || typeof payload.email !== 'string') return null;
    const userId = Number(payload.sub);
    return Number.isInteger(userId) ? { userId, email: payload.email } : null;
  } catch {
    return null;
  }
}
