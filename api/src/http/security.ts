import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** One year, in seconds: how long browsers keep to https once told. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * Security headers: a CSP with no remote scripts and no inline script but those carrying this
 * response's nonce (`res.locals.cspNonce`, set by cspNonce), nosniff, a strict referrer
 * policy; framing is refused everywhere and the admin area also says so in its CSP.
 * Styles may be inline (React style attributes); images may come from https and data: URLs,
 * which the rich-text sanitizer allows in posts.
 * When the site's public address is https (PUBLIC_URL), Strict-Transport-Security tells browsers
 * to use https alone for a year; not for subdomains, which may be other sites of the owner.
 * Over http it is left out: a site reached over plain http must stay reachable.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Static assets and uploads may be embedded by other sites (feeds, link previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false }
      : false,
  });
}
