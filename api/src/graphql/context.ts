import type { Request } from 'express';
import type { Config } from '../config.js';
import type { Em, Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { verifyToken, type Viewer } from '../modules/auth/jwt.js';
import type { PasswordHasher } from '../modules/auth/password.js';
import { resumeSession } from '../modules/auth/sessions.js';
import { CommentService } from '../modules/comment/comment.service.js';
import { CommentFormTokens, formTokenKey } from '../modules/comment/form-token.js';
import { CommentModerationService } from '../modules/comment/moderation.service.js';
import { ContactService } from '../modules/contact/contact.service.js';
import { MailNotifications } from '../modules/mail/notifications.js';
import { FeaturedService } from '../modules/featured/featured.service.js';
import { PostService } from '../modules/post/post.service.js';
import { PassageService } from '../modules/passage/passage.service.js';
import { TagService } from '../modules/tag/tag.service.js';
import type { UploadStorage } from '../modules/upload/storage.js';
import { UploadService } from '../modules/upload/upload.service.js';
import type { Limiters } from '../rate-limit/limiters.js';
import { type Clock, fixedClock, readInstant } from '../common/clock.js';
import { publicError } from '../common/public-error.js';
import { type ReadScopes, readScopesOf } from '../modules/cache/read-scopes.js';
import { ApiScope } from '../modules/integration/api-scope.js';
import { type Integration, ApiTokenService } from '../modules/integration/api-token.service.js';
import { TOKEN_PREFIX } from '../modules/integration/token-secret.js';
import { consumeOrThrow } from '../rate-limit/limiters.js';
import { SyncService } from '../modules/sync/sync.service.js';
import { WebhookEvents } from '../modules/webhook/events.js';
import { WebhookService } from '../modules/webhook/webhook.service.js';
import { PreviewService } from '../modules/preview/preview.service.js';
import { logApiToken } from '../http/request-log.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What lives as long as the server: shared by every request. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  log: Logger;
  storage: UploadStorage;
  limiters: Limiters;
  jwtSecret: string;
  /** The HMAC key API token secrets are stored under (derived from the JWT secret). */
  apiTokenKey: string;
  /** The key preview links are signed with (derived from the JWT secret). */
  previewKey: string;
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
  /** The integration whose API token the request carries, or null. */
  integration: Integration | null;
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
  // Content writes announce themselves to webhooks inside their own transactions.
  const webhookEvents = new WebhookEvents(deps.config, clock);
  // Owner e-mails are queued in the transaction of the write that causes them (modules/mail).
  const mail = new MailNotifications(deps.config, clock);
  const uploads = new UploadService(em, deps.storage, deps.config.uploadMaxBytes);
  return {
    uploads,
    posts: new PostService(em, uploads, clock, webhookEvents),
    passages: new PassageService(em, clock),
    tags: new TagService(em, clock),
    comments: new CommentService(em, clock, webhookEvents, {
      formTokens: new CommentFormTokens(formTokenKey(deps.jwtSecret)),
      notifier: mail,
    }),
    commentModeration: new CommentModerationService(em, clock, webhookEvents),
    featured: new FeaturedService(em, clock, webhookEvents),
    contact: new ContactService(em, mail, clock),
    mail,
    apiTokens: new ApiTokenService(em, deps.apiTokenKey, clock),
    sync: new SyncService(em, clock, deps.config.syncRetentionDays),
    webhooks: new WebhookService(em, clock),
    previews: new PreviewService(deps.previewKey, clock, {
      urlTemplate: deps.config.previewUrlTemplate,
      origin: deps.config.publicUrl,
      ttlSeconds: deps.config.previewTtlSeconds,
    }),
    auth: new AuthService(
      em,
      deps.limiters,
      { secret: deps.jwtSecret, ttlSeconds: deps.config.jwtTtlSeconds },
      deps.passwords,
    ),
  };
}

const INVALID_TOKEN = 'The admin token is invalid or has expired';
const INVALID_API_TOKEN = 'The API token is unknown, revoked, replaced or expired';
const ENDED_SESSION = 'This session has ended (signed out or password changed): sign in again';

/**
 * The claims of a `Bearer` token whose signature, issuer, audience and expiry hold, without asking
 * the database whether its session still runs (see authenticate for that).
 * @returns the claims, or null for a missing, malformed or forged token.
 */
function signedClaims(header: string | undefined, secret: string) {
  const token = bearer(header);
  return token ? verifyToken(token, secret) : null;
}

/** @returns the credential of an `Authorization: Bearer <credential>` header (RFC 6750), or null. */
const bearer = (header: string | undefined) => (header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null);

/** Integration tokens carry their prefix; anything else in a bearer header is read as a session token. */
const isApiToken = (header: string) => bearer(header)?.startsWith(TOKEN_PREFIX) ?? false;

/** Who a request's credentials say it comes from, or why they were refused. */
export interface Caller {
  viewer: Viewer | null;
  integration: Integration | null;
  tokenProblem: string | null;
}

const ignore = () => {};
const ANONYMOUS: Caller = { viewer: null, integration: null, tokenProblem: null };
const callers = new WeakMap<object, Promise<Caller>>();

/**
 * Reads the bearer credential of a request: an admin session token (a valid signature is not
 * enough, its session must still be open) or an integration's API token (`wbt_…`). One query,
 * only for requests that send a credential, asked once per request however often it is needed
 * (the body size limit asks before the context is built).
 * @returns the caller, or the reason the credential was refused.
 * @throws SERVICE_UNAVAILABLE (503) when the database cannot be reached to check it.
 */
export function authenticate(req: Request, deps: AppDeps, em?: Em): Promise<Caller> {
  let caller = callers.get(req);
  if (!caller) {
    caller = identify(req.headers.authorization, deps, em ?? (deps.orm.em.fork() as Em));
    callers.set(req, caller);
    void caller.then(({ integration }) => {
      if (integration) logApiToken(req, { id: integration.tokenId, name: integration.name });
    }, ignore);
  }
  return caller;
}

async function identify(header: string | undefined, deps: AppDeps, em: Em): Promise<Caller> {
  if (!header) return ANONYMOUS;
  try {
    if (isApiToken(header)) {
      const secret = bearer(header)!;
      const integration = await new ApiTokenService(em, deps.apiTokenKey, deps.clock).authenticate(secret);
      return integration
        ? { viewer: null, integration, tokenProblem: null }
        : { ...ANONYMOUS, tokenProblem: INVALID_API_TOKEN };
    }
    const claims = signedClaims(header, deps.jwtSecret);
    if (!claims) return { ...ANONYMOUS, tokenProblem: INVALID_TOKEN };
    const viewer = await resumeSession(em, claims);
    return viewer ? { ...ANONYMOUS, viewer } : { ...ANONYMOUS, tokenProblem: ENDED_SESSION };
  } catch (error) {
    // An outage reads as SERVICE_UNAVAILABLE (503), as on every other path.
    throw publicError(error) ?? error;
  }
}

/**
 * Whether a request may send the large bodies of post edits: a validly signed session token
 * (its session is checked with the context, as before any admin request), or an API token that
 * may write posts (asked once: the context reuses the answer).
 */
export function sendsLargeBodies(req: Request, deps: AppDeps): Promise<boolean> {
  const header = req.headers.authorization;
  if (!header) return Promise.resolve(false);
  if (!isApiToken(header)) return Promise.resolve(signedClaims(header, deps.jwtSecret) !== null);
  return authenticate(req, deps).then(
    (caller) => holds(caller, ApiScope.CONTENT_WRITE),
    () => false,
  );
}

/** @returns whether the caller may do what `scope` allows: the owner may do everything. */
export const holds = (caller: Pick<Caller, 'viewer' | 'integration'>, scope: ApiScope) =>
  caller.viewer !== null || (caller.integration?.scopes.has(scope) ?? false);

/**
 * Builds the per-request context: a fresh EntityManager, the viewer, the instant the request
 * reads at (its services' clock) and the batch loaders.
 * @param options.page the request is a server-rendered page: anonymous readers' page views are
 *   not counted against the per-address API limit (pages are for people, the limit for programs).
 * @throws AppError TOO_MANY_REQUESTS when an API token, or an anonymous caller's address, has
 *   spent its requests for the minute (the response cache answers hits before this runs, so
 *   only requests that reach the database are counted).
 */
export async function buildContext(req: Request, deps: AppDeps, options: { page?: boolean } = {}): Promise<Context> {
  const em = deps.orm.em.fork() as Em;
  const { viewer, integration, tokenProblem } = await authenticate(req, deps, em);
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (integration) {
    await consumeOrThrow(
      deps.limiters.apiToken,
      String(integration.tokenId),
      'Too many requests with this API token: wait and try again',
    );
  } else if (!viewer && !options.page) {
    await consumeOrThrow(
      deps.limiters.anonymous,
      ip,
      'Too many requests from this address: wait and try again, or use an API token',
    );
  }
  const requestId = String(req.id ?? '');
  const readAt = readInstant(req, deps.clock);
  const services = createServices(em, deps, fixedClock(readAt));
  const scopes = readScopesOf(req);
  return {
    em,
    viewer,
    integration,
    tokenProblem,
    ip,
    requestId,
    log: (req as Request & { log?: Logger }).log ?? deps.log,
    readAt,
    loaders: createLoaders(
      em,
      holds({ viewer, integration }, ApiScope.DRAFTS_READ) ? null : readAt,
      services.featured,
      scopes,
      readAt,
    ),
    snippets: new Map(),
    services,
    rateLimits: deps.limiters,
    scopes,
  };
}
