import { type AppLocale, DEFAULT_LOCALE } from './locales';

/** The query parameter naming a page's language: `/tags?lang=fr`. English pages go without it. */
export const LANGUAGE_PARAM = 'lang';

/**
 * @returns `path` (which may carry a query) in `locale`: `?lang=xx` (or `&lang=xx`) appended,
 * nothing for English, the default language (also the x-default version of every page).
 */
export function languagePath(path: string, locale: AppLocale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${locale}`;
}

/** @returns the page's path and query without its language parameter: `/tags?lang=fr&page=2` → `/tags?page=2`. */
export function pathWithoutLanguage(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
