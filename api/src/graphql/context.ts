import type { Request } from 'express';
import type { Config } from '../config.js';
import type { Em, Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { verifyToken, type Viewer } from '../modules/auth/jwt.js';
import type { PasswordHasher } from '../modules/auth/password.js';
import { CommentService } from '../modules/comment/comment.service.js';
import { ContactService } from '../modules/contact/contact.service.js';
import { FeaturedService } from '../modules/featured/featured.service.js';
import { PostService } from '../modules/post/post.service.js';
import { TagService } from '../modules/tag/tag.service.js';
import type { UploadStorage } from '../modules/upload/storage.js';
import { UploadService } from '../modules/upload/upload.service.js';
import type { Limiters } from '../rate-limit/limiters.js';
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
}

/** Everything a resolver may use for one request. */
export interface Context {
  em: Em;
  /** The signed-in administrator, or null for anonymous readers (and invalid tokens). */
  viewer: Viewer | null;
  /** Why a sent token was refused, to explain UNAUTHENTICATED errors. */
  tokenProblem: string | null;
  ip: string;
  requestId: string;
  log: Logger;
  loaders: Loaders;
  /** Highlighted search snippets of the posts in this response, by post id. */
  snippets: Map<number, string>;
  services: ReturnType<typeof createServices>;
  rateLimits: Limiters;
}

function createServices(em: Em, deps: AppDeps) {
  const uploads = new UploadService(em, deps.storage, deps.config.uploadMaxBytes);
  return {
    uploads,
    posts: new PostService(em, uploads),
    tags: new TagService(em),
    comments: new CommentService(em),
    featured: new FeaturedService(em),
    contact: new ContactService(em),
    auth: new AuthService(
      em,
      deps.limiters,
      { secret: deps.jwtSecret, ttlSeconds: deps.config.jwtTtlSeconds },
      deps.passwords,
    ),
  };
}

/** Reads the bearer token of a request. @returns the viewer, or the reason the token was refused. */
export function authenticate(
  header: string | undefined,
  secret: string,
): { viewer: Viewer | null; tokenProblem: string | null } {
  if (!header) return { viewer: null, tokenProblem: null };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const viewer = match ? verifyToken(match[1], secret) : null;
  return viewer
    ? { viewer, tokenProblem: null }
    : { viewer: null, tokenProblem: 'The admin token is invalid or has expired' };
}

/** Builds the per-request context: a fresh EntityManager, the viewer and the batch loaders. */
export function buildContext(req: Request, deps: AppDeps): Context {
  const em = deps.orm.em.fork() as Em;
  const { viewer, tokenProblem } = authenticate(req.headers.authorization, deps.jwtSecret);
  const requestId = String(req.id ?? '');
  return {
    em,
    viewer,
    tokenProblem,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId,
    log: (req as Request & { log?: Logger }).log ?? deps.log,
    loaders: createLoaders(em, !viewer),
    snippets: new Map(),
    services: createServices(em, deps),
    rateLimits: deps.limiters,
  };
}
