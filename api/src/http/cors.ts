import type { Request, RequestHandler, Response } from 'express';

// A small middleware rather than the `cors` package: `cors` takes every OPTIONS for a preflight
// (the Fetch standard's preflight also carries Access-Control-Request-Method), sends no
// `Vary: Access-Control-Request-Method` and no Vary at all on a `*` preflight, and sets its
// headers once, before the handlers run. The response cache (modules/cache/response-cache.ts)
// replays the headers it captured from the first caller of a GraphQL query, so a second page
// would get the first page's Access-Control-Allow-Origin: the headers are decided per request and
// written when the response head is, over whatever a replay put there.

const GRAPHQL_METHODS = 'GET, HEAD, POST';
const REST_METHODS = 'GET, HEAD, POST, PUT, DELETE';
/** Named one by one: a `*` would not cover Authorization anyway (Fetch standard). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, If-None-Match';
/** What a page may read of an answer beyond the CORS-safelisted headers (X-Request-Id: request-log.ts). */
const EXPOSED_HEADERS = 'Retry-After, ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-Request-Id';
/** How long a browser may reuse a preflight answer (Chromium caps it at 2 hours, Firefox at 1 day). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/**
 * Runs `apply` just before the response head is written, whoever writes it (Express, Apollo, the
 * response cache's replay): the last word on the headers it sets.
 */
function beforeHead(res: Response, apply: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    apply();
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/** @returns the header names a preflight says the request will send, lower-cased. */
function requestedHeaders(req: Request): string[] {
  return (req.headers['access-control-request-headers'] ?? '').split(',').map((name) => name.trim().toLowerCase());
}

/**
 * Cross-origin access to /graphql and /api under the CORS protocol of the Fetch standard
 * (https://fetch.spec.whatwg.org/#http-cors-protocol), for clients that sign in with a bearer
 * token: Access-Control-Allow-Credentials is never sent, so browsers send no cookie along.
 *
 * - An anonymous read (GET or HEAD without Authorization) answers `Access-Control-Allow-Origin: *`
 *   to every caller, with or without Origin: the content is public, and an answer that never
 *   depends on Origin stays right in shared caches without `Vary: Origin`.
 * - Any other request (a write, a query sent by POST, anything carrying Authorization) gets
 *   `Access-Control-Allow-Origin: <its origin>` when that origin is one of `allowedOrigins`
 *   (CORS_ORIGINS, exact match), none otherwise, and always `Vary: Origin`. Nothing is refused
 *   here: a page of another origin cannot read the answer, and same-origin pages and non-browser
 *   clients are served as before.
 * - Allowed answers expose Retry-After, ETag, the RateLimit-* headers and X-Request-Id.
 * - A preflight (OPTIONS with Origin and Access-Control-Request-Method) is answered 204 here,
 *   before any body parser or CSRF guard: for a read without Authorization with `*`, for anything
 *   else with the origin when it is allowed, each with the methods of the API (/graphql: GET, HEAD,
 *   POST; /api: also PUT and DELETE), the request headers allowed and a 10-minute max age; a
 *   refused preflight gets a 204 without them, which the browser takes as a refusal.
 *
 * Mount it on the API paths only (`app.use(['/graphql', '/api'], cors(...))`): the methods
 * answered follow `req.baseUrl`.
 */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const requestMethod = req.headers['access-control-request-method'];
    if (req.method === 'OPTIONS' && origin !== undefined && requestMethod !== undefined) {
      const readOnly = isRead(requestMethod) && !requestedHeaders(req).includes('authorization');
      const allowOrigin = readOnly ? '*' : allowed.has(origin) ? origin : null;
      if (allowOrigin) {
        res.setHeader('Access-Control-Allow-Origin', allowOrigin);
        res.setHeader(
          'Access-Control-Allow-Methods',
          req.baseUrl.toLowerCase() === '/graphql' ? GRAPHQL_METHODS : REST_METHODS,
        );
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      res.vary('Origin').vary('Access-Control-Request-Method').vary('Access-Control-Request-Headers');
      res.status(204).end();
      return;
    }

    const anonymousRead = isRead(req.method) && !req.headers.authorization;
    const allowOrigin = anonymousRead ? '*' : origin !== undefined && allowed.has(origin) ? origin : null;
    beforeHead(res, () => {
      if (allowOrigin) {
        res.setHeader('Access-Control-Allow-Origin', allowOrigin);
        res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      } else {
        res.removeHeader('Access-Control-Allow-Origin');
        res.removeHeader('Access-Control-Expose-Headers');
      }
      if (!anonymousRead) res.vary('Origin');
    });
    next();
  };
}
