import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the API answers itself: never the reader site, never its fallback page. */
const API_PREFIXES = ['/graphql', '/graphiql', '/api', '/uploads', '/health'];

/** The admin area: a client-side app, served index.html (which says noindex). */
const ADMIN_ROUTE = /^\/admin(\/.*)?$/;

/** Routes of the reader site and the admin area (web/src/config/routes.ts): index.html with 200. */
const SITE_ROUTES = [
  /^\/$/,
  /^\/blogs\/[^/]+\/?$/,
  /^\/tag\/[^/]+\/?$/,
  /^\/(tags|contact-us|about|blog|styles|privacy)\/?$/,
  /^\/archive\/[^/]+\/?$/,
  /^\/demo\/(nft|music)\/?$/,
  /^\/bible(\/[^/]+)?\/?$/,
];

/** Built, content-hashed files: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a path may name a built file: a hashed asset under /static, or a name whose extension
 * has a letter. Passage pages (`/bible/John.3.16`, a mistyped `/bible/John.x`) are pages whatever
 * they end in.
 */
function mayBeFile(path: string): boolean {
  return path.startsWith('/static/') || (!path.startsWith('/bible/') && /\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(path));
}

/**
 * Finds web/dist (the Vite build of the reader site) from this module's folder, which is
 * api/src/http in tests and api/dist/api/src/http once compiled.
 */
export function findWebDist(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Serves the reader site when it has been built (web/dist/index.html exists): hashed assets under
 * /static with a one-year immutable cache, as the .br or .gz file the build wrote beside each one
 * when the browser accepts it, other public files (favicon, social image) for a day.
 * Every other GET or HEAD that is not an API path is a page: the admin area's get index.html
 * (compressed by `compress`, never cached); the reader's go to `pages` (the server renderer,
 * which answers unknown paths with its not-found page and 404). Without `pages`, index.html
 * answers them too, with status 404 when the path is not one of the site's routes.
 * Without a build it does nothing (the API alone still runs).
 */
export function webApp(
  options: { distDir?: string; pages?: RequestHandler; compress?: RequestHandler } = {},
): RequestHandler {
  const distDir = options.distDir ? resolve(options.distDir) : findWebDist();
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return (_req, _res, next) => next();
  const indexFile = join(distDir, 'index.html');

  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders(res, path) {
        const relative = path.slice(distDir.length).replaceAll('\\', '/');
        const policy = relative === '/index.html' ? 'no-cache' : 'public, max-age=86400';
        res.setHeader('Cache-Control', relative.startsWith('/static/') ? IMMUTABLE : policy);
      },
    },
  });

  const { pages, compress = (_req, _res, next) => next() } = options;
  const sendIndex: RequestHandler = (req, res, next) => {
    if (pages && !ADMIN_ROUTE.test(req.path)) return pages(req, res, next);
    const known = ADMIN_ROUTE.test(req.path) || SITE_ROUTES.some((route) => route.test(req.path));
    compress(req, res, () => {
      res.status(known ? 200 : 404);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile, (error) => {
        // ECONNABORTED: the reader left before the file was sent, which the request log records.
        if (error && !res.headersSent && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
      });
    });
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    // A missing hashed asset or file stays a 404 (a stale chunk must fail, not get HTML). A page
    // skips the file lookup: under load, one stat per page request queued behind the others in
    // libuv's thread pool.
    if (mayBeFile(req.path)) return assets(req, res, next);
    sendIndex(req, res, next);
  };
}
