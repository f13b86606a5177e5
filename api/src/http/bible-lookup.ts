import type { RequestHandler } from 'express';
import { type Locale, LOCALES } from '../common/locale.js';
import { parseReference } from '../modules/bible/reference/parse-references.js';
import { preferredLanguage } from './page-language.js';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The parameters of the passage page a lookup keeps (the rest of the query is dropped). */
const KEPT = ['translation', 'lang'];

/**
 * `GET /bible?ref=Jean 3.16`: the reader site's passage lookup (its search form works without
 * JavaScript). A `ref` that reads as one Bible reference (in the page's language first, `?lang=`
 * or the reader's, then in each of the site's; OSIS too) is redirected (302) to its page,
 * `/bible/John.3.16`, keeping `translation` and `lang`; anything else goes on to the page, which
 * says what it could not read.
 */
export const bibleLookup: RequestHandler = (req, res, next) => {
  const ref = req.query.ref;
  if (typeof ref !== 'string' || !ref.trim()) return next();
  const lang = req.query.lang;
  const named = isLocale(lang) ? lang : preferredLanguage(req);
  const locale = isLocale(named) ? named : undefined;
  const refs = (locale && parseReference(ref, locale)) || parseReference(ref);
  if (refs?.length !== 1) return next();
  const query = new URLSearchParams();
  for (const name of KEPT) {
    const value = req.query[name];
    if (typeof value === 'string' && value) query.set(name, value);
  }
  const search = query.size ? `?${query}` : '';
  res.setHeader('Cache-Control', 'no-cache');
  res.redirect(302, `/bible/${refs[0].osis}${search}`);
};
