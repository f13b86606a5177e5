import type { Request } from 'express';
import type { Config } from '../config.js';
import type { Em, Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { verifyToken, type Viewer } from '../modules/auth/jwt.js';
import type { PasswordHasher } from '../modules/auth/password.js';
import { resumeSession } from '../modules/auth/sessions.js';
import { CommentService } from '../modules/comment/comment.service.js';
import { ContactService } from '../modules/contact/contact.service.js';
import { FeaturedService } from '../modules/featured/featured.service.js';
import { PostService } from '../modules/post/post.service.js';
import { TagService } from '../modules/tag/tag.service.js';
import type { UploadStorage } from '../modules/upload/storage.js';
import { UploadService } from '../modules/upload/upload.service.js';
import type { Limiters } from '../rate-limit/limiters.js';
import { type Clock, fixedClock, readInstant } from '../common/clock.js';
import { publicError } from '../common/public-error.js';
import { type ReadScopes, readScopesOf } from '../modules/cache/read-scopes.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What lives as long as the server: shared by every request. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  log: Logger;
  storage: UploadStorage;
  limiters: Limiters;
  jwtSecret: string;
  /** Checks sign-in passwords (argon2). */
  passwords: PasswordHasher;
  /** What "now" is for every time rule (which posts readers see first of all). */
  clock: Clock;
}

/** Everything a resolver may use for one request. */
export interface Context {
  em: Em;
  /** The signed-in administrator, or null for anonymous readers (and invalid or ended tokens). */
  viewer: Viewer | null;
  /** Why a sent token was refused, to explain UNAUTHENTICATED errors. */
  tokenProblem: string | null;
  ip: string;
  requestId: string;
  log: Logger;
  /** The one instant this request reads the content at (see modules/post/visibility.ts). */
  readAt: Date;
  loaders: Loaders;
  /** Highlighted search snippets of the posts in this response, by post id. */
  snippets: Map<number, string>;
  services: ReturnType<typeof createServices>;
  rateLimits: Limiters;
  /** What this request's answer has read (the response cache keys its entries on it). */
  scopes: ReadScopes;
}

function createServices(em: Em, deps: AppDeps, clock: Clock) {
  const uploads = new UploadService(em, deps.storage, deps.config.uploadMaxBytes);
  return {
    uploads,
    posts: new PostService(em, uploads, clock),
    tags: new TagService(em, clock),
    comments: new CommentService(em, clock),
    featured: new FeaturedService(em, clock),
    contact: new ContactService(em),
    auth: new AuthService(
      em,
      deps.limiters,
      { secret: deps.jwtSecret, ttlSeconds: deps.config.jwtTtlSeconds },
      deps.passwords,
    ),
  };
}

const INVALID_TOKEN = 'The admin token is invalid or has expired';
const ENDED_SESSION = 'This session has ended (signed out or password changed): sign in again';

/**
 * The claims of a `Bearer` token whose signature, issuer, audience and expiry hold, without asking
 * the database whether its session still runs (see authenticate for that).
 * @returns the claims, or null for a missing, malformed or forged token.
 */
export function signedClaims(header: string | undefined, secret: string) {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? verifyToken(match[1], secret) : null;
}

/**
 * Reads the bearer token of a request: a valid signature is not enough, its session must still
 * be open (one query, only for requests that send a token).
 * @returns the viewer, or the reason the token was refused.
 * @throws SERVICE_UNAVAILABLE (503) when the database cannot be reached to check the session.
 */
export async function authenticate(
  header: string | undefined,
  secret: string,
  em: Em,
): Promise<{ viewer: Viewer | null; tokenProblem: string | null }> {
  if (!header) return { viewer: null, tokenProblem: null };
  const claims = signedClaims(header, secret);
  if (!claims) return { viewer: null, tokenProblem: INVALID_TOKEN };
  let viewer: Viewer | null;
  try {
    viewer = await resumeSession(em, claims);
  } catch (error) {
    // An outage reads as SERVICE_UNAVAILABLE (503), as on every other path.
    throw publicError(error) ?? error;
  }
  return viewer ? { viewer, tokenProblem: null } : { viewer: null, tokenProblem: ENDED_SESSION };
}

/**
 * Builds the per-request context: a fresh EntityManager, the viewer, the instant the request
 * reads at (its services' clock) and the batch loaders.
 */
export async function buildContext(req: Request, deps: AppDeps): Promise<Context> {
  const em = deps.orm.em.fork() as Em;
  const { viewer, tokenProblem } = await authenticate(req.headers.authorization, deps.jwtSecret, em);
  const requestId = String(req.id ?? '');
  const readAt = readInstant(req, deps.clock);
  const services = createServices(em, deps, fixedClock(readAt));
  const scopes = readScopesOf(req);
  return {
    em,
    viewer,
    tokenProblem,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId,
    log: (req as Request & { log?: Logger }).log ?? deps.log,
    readAt,
    loaders: createLoaders(em, viewer ? null : readAt, services.featured, scopes),
    snippets: new Map(),
    services,
    rateLimits: deps.limiters,
    scopes,
  };
}
