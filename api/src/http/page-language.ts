import type { Request } from 'express';
import { LOCALES } from '../common/locale.js';

/** The interface languages of the reader site: the content languages. */
const LANGUAGES: ReadonlySet<string> = new Set(LOCALES);

/** The cookie the reader site keeps the reader's language in (beside localStorage). */
const LANGUAGE_COOKIE = /(?:^|;\s*)user-language=([a-z]+)(?:;|$)/;

/**
 * The language a reader asks pages in when the URL names none: their `user-language` cookie, else
 * the first language of their Accept-Language header (RFC 9110, in its order; `fr-CA` counts as
 * `fr`) that the site has. The browser picks the same one (navigator.languages), so it hydrates
 * the page as it is.
 * @returns `en`, `fr`, `es` or `it`, or undefined when neither names one (crawlers mostly).
 */
export function preferredLanguage(req: Pick<Request, 'headers'>): string | undefined {
  const cookie = req.headers.cookie ? LANGUAGE_COOKIE.exec(req.headers.cookie)?.[1] : undefined;
  if (cookie && LANGUAGES.has(cookie)) return cookie;
  for (const range of (req.headers['accept-language'] ?? '').split(',')) {
    const base = range.split(';')[0].trim().toLowerCase().split('-')[0];
    if (LANGUAGES.has(base)) return base;
  }
  return undefined;
}
