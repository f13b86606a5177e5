import { site } from '../../config/site';
import { type AppLocale, LOCALES } from '../../i18n/locales';
import { languagePath } from '../../i18n/language-url';
import type { SizedImage } from './structured-data';

/** @returns `url` (an absolute path or URL) as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** The image shared with a page, its URL absolute: its own (a post's cover), else the site's social card. */
export function sharedImage(origin: string, image?: SizedImage | null): SizedImage {
  const { url, width, height } = image ?? site.socialImage;
  return { url: absoluteUrl(origin, url), width, height };
}

/** One version of a page for `<link rel="alternate" hreflang>`: a language, or x-default. */
export interface LanguageVersion {
  hrefLang: AppLocale | 'x-default';
  /** Absolute path (with its query). */
  path: string;
}

/**
 * The versions of a list or static page: one per language (`?lang=xx`, none for English), and the
 * English one again as x-default, the version for readers of any other language.
 */
export function listVersions(path: string): LanguageVersion[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, path: languagePath(path, locale) })),
    { hrefLang: 'x-default' as const, path },
  ];
}

/**
 * The versions of a post: the post and its translations (its translation group) by locale, plus
 * x-default: the English version, else the oldest post of the group (the lowest id), the same for
 * every post of the group as hreflang wants. Empty for a post without translations.
 * @param group the post itself and its translations, each with its page's path.
 */
export function translationVersions(
  group: readonly { id: string; locale: AppLocale; path: string }[],
): LanguageVersion[] {
  const byAge = [...group].sort((a, b) => Number(a.id) - Number(b.id));
  const byLocale = new Map<AppLocale, string>();
  for (const post of byAge) if (!byLocale.has(post.locale)) byLocale.set(post.locale, post.path);
  if (byLocale.size < 2) return [];
  const fallback = byLocale.get('en') ?? byAge[0].path;
  return [
    ...LOCALES.filter((locale) => byLocale.has(locale)).map((locale) => ({
      hrefLang: locale,
      path: byLocale.get(locale)!,
    })),
    { hrefLang: 'x-default' as const, path: fallback },
  ];
}

const OG_LOCALES: Record<AppLocale, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', it: 'it_IT' };

/** The Open Graph locale (`og:locale`, language_TERRITORY) of a language. */
export function ogLocale(locale: AppLocale): string {
  return OG_LOCALES[locale];
}

/** A feed for `<link rel="alternate">` autodiscovery. */
export interface FeedLink {
  /** The format's name, as readers know it. */
  label: 'RSS' | 'Atom';
  type: 'application/rss+xml' | 'application/atom+xml';
  /** Absolute path with its query. */
  path: string;
}

const FEEDS = [
  { label: 'RSS', type: 'application/rss+xml', file: '/rss.xml' },
  { label: 'Atom', type: 'application/atom+xml', file: '/atom.xml' },
] as const;

/**
 * The RSS 2.0 and Atom 1.0 feeds of a page: the site's feed in the page's language
 * (`/rss.xml?lang=fr`, English too: `/rss.xml` alone mixes every language), or with `tag` that
 * tag's feed (`/rss.xml?tag=x&lang=fr`).
 */
export function feedLinks(locale: AppLocale, tag?: string): FeedLink[] {
  const params = new URLSearchParams(tag === undefined ? {} : { tag });
  params.set('lang', locale);
  return FEEDS.map(({ label, type, file }) => ({ label, type, path: `${file}?${params.toString()}` }));
}
