import { randomUUID } from 'node:crypto';
import type { Em } from '../../db/orm.js';
import { signToken, type TokenClaims, type Viewer } from './jwt.js';
import { AdminSession } from './session.entity.js';
import type { User } from './user.entity.js';

/** How tokens are signed and how long a session lasts (JWT_TTL_SECONDS). */
export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

/** A session just opened: its bearer token and when it ends. */
export interface SignedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Opens a session for `user` and signs its token. The user's sessions that have already expired
 * are deleted on the way, so the table holds about one row per live sign-in.
 * @returns the token and its expiry.
 */
export async function startSession(em: Em, user: User, settings: TokenSettings): Promise<SignedSession> {
  await em.nativeDelete(AdminSession, { user: user.id, expiresAt: { $lte: new Date() } });
  // Whole seconds, as the token's `iat` and `exp` say.
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + settings.ttlSeconds * 1000);
  const session = em.create(AdminSession, { id: randomUUID(), user, expiresAt });
  await em.flush();
  return {
    token: signToken({ userId: user.id, sessionId: session.id }, settings.secret, issuedAt, expiresAt),
    expiresAt,
  };
}

/**
 * The one query of an authenticated request: the session named by the token, with its user,
 * if it has not ended (logout, password change or reset) nor expired and its user still exists.
 * The user stays in `em`, so a later lookup of it in the same request costs no query.
 * @returns the viewer, or null.
 */
export async function resumeSession(em: Em, claims: TokenClaims): Promise<Viewer | null> {
  const session = await em.findOne(
    AdminSession,
    { id: claims.sessionId, user: claims.userId, expiresAt: { $gt: new Date() } },
    { populate: ['user'] },
  );
  return session ? { userId: session.user.id, email: session.user.email, sessionId: session.id } : null;
}

/** Ends one session: its token is refused from the next request on. */
export async function endSession(em: Em, sessionId: string): Promise<void> {
  await em.nativeDelete(AdminSession, { id: sessionId });
}

/** Ends every session of a user (password changed or reset). @returns how many were live or stale. */
export function endAllSessions(em: Em, userId: number): Promise<number> {
  return em.nativeDelete(AdminSession, { user: userId });
}
