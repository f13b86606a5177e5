import type { Request, RequestHandler, Response } from 'express';
import { isPrivateAnswer } from '../modules/cache/read-scopes.js';

/** What shared caches may do with an anonymous read (config CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE). */
export interface SharedCaching {
  /** Seconds a shared cache may serve the answer without asking (`s-maxage`). */
  cacheSMaxAge: number;
  /** Seconds past that it may serve it while revalidating in the background (`stale-while-revalidate`). */
  cacheStaleWhileRevalidate: number;
}

/** For answers that belong to one caller or that no cache should keep: errors, writes, signed-in reads. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The Cache-Control of an anonymous successful read, the same on /graphql and /api (RFC 9111
 * section 5.2.2 and RFC 5861): a browser's copy is stale at once (`max-age=0`), so it asks again
 * and a revalidation costs a 304; shared caches may keep the answer `s-maxage` seconds, then serve
 * it `stale-while-revalidate` seconds more while they refresh it. No `must-revalidate`: it would
 * forbid that stale window. RFC 5861 lets any cache use that window, and Chromium's own cache
 * does: the reader site fetches with `cache: 'no-cache'` (web/src/lib/apollo.ts), so that its
 * owner sees a publication at the next read.
 * @returns the header value.
 */
export function sharedCacheControl(caching: SharedCaching): string {
  return `public, max-age=0, s-maxage=${caching.cacheSMaxAge}, stale-while-revalidate=${caching.cacheStaleWhileRevalidate}`;
}

/**
 * Whether a GraphQL answer is an anonymous successful read that every reader would get: a GET
 * (GraphQL-over-HTTP allows only queries there; Apollo answers a mutation 405), without
 * Authorization, answered 200 with a JSON body that has no `errors` (a partial answer with errors
 * may come from a passing fault), and not marked private (a post opened by a preview link).
 */
function isSharedRead(req: Request, res: Response, body: unknown): boolean {
  if (req.method !== 'GET' || req.headers.authorization || res.statusCode !== 200 || isPrivateAnswer(req)) {
    return false;
  }
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : null;
  if (text === null) return false;
  // JSON.stringify writes the key literally: a body without the text has no errors, and most
  // answers are then not parsed again.
  if (!text.includes('"errors"')) return true;
  try {
    return (JSON.parse(text) as { errors?: unknown }).errors === undefined;
  } catch {
    return false;
  }
}

/**
 * Middleware for /graphql, mounted before everything else there (body parsers, CSRF guard,
 * response cache, Apollo): gives every answer its Cache-Control, HTTP caching of GraphQL over
 * GET (GraphQL-over-HTTP; RFC 9110 section 13 and RFC 9111).
 *
 * - An anonymous successful GET of a query gets {@link sharedCacheControl} and `Vary: Accept`
 *   (Apollo answers `application/graphql-response+json` or `application/json` as Accept asks).
 * - Everything else (any POST, any request with Authorization, any answer with `errors` or
 *   another status) gets `private, no-store`.
 *
 * The ETag and the 304 are Express's, as on /api: `res.send` tags the body and answers 304 when
 * If-None-Match matches it, so equal bytes get equal tags; the response cache replays the tag
 * and Cache-Control it captured and answers 304 the same way (`req.fresh`).
 *
 * Why an ETag on /graphql never led to a 304 before: Apollo's cache-control plugin marks every
 * answer without cache hints `Cache-Control: no-store` (this schema has none), and a response that
 * may not be stored is never revalidated: no browser or CDN keeps it, so none ever sends its ETag
 * back (RFC 9111 section 5.2.2.5). An ETag sent back by hand through fetch() gets a 200 as well:
 * the Fetch standard turns a request with If-None-Match into a `no-store` fetch that adds
 * `Cache-Control: no-cache`, which Express (`fresh`) takes as an end-to-end reload. A GET without
 * a preflight header was refused 400 by Apollo's CSRF prevention, ETag and all. And the response
 * cache kept only POSTs, whose replayed ETag can never match (`req.fresh` is for GET and HEAD).
 * @returns the middleware; it wraps `res.send`, which Apollo's Express integration, the body
 *   limits and the error handler answer with.
 */
export function graphqlHttpCaching(caching: SharedCaching): RequestHandler {
  const shared = sharedCacheControl(caching);
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      if (!res.headersSent) {
        res.setHeader('Cache-Control', isSharedRead(req, res, body) ? shared : PRIVATE_NO_STORE);
        if (req.method === 'GET') res.vary('Accept');
      }
      return send(body);
    }) as Response['send'];
    // What an answer that never reaches res.send (a stream) keeps, unless its handler says otherwise.
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    next();
  };
}

/**
 * Serves HEAD like GET, as RFC 9110 section 9.3.2 asks of every resource that answers GET:
 * monitors and caches check a query's status and ETag without its body. Apollo's handler only
 * knows GET and POST, so the request runs as a GET; Node's response still sends no body, because
 * it decided that from the original method when the request arrived.
 */
export const headAsGet: RequestHandler = (req, _res, next) => {
  if (req.method === 'HEAD') req.method = 'GET';
  next();
};
