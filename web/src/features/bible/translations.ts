import type { AppLocale } from '../../i18n/locales';

/** The Bible a reader of each language reads by default (codes of `bibleTranslations`). */
export const DEFAULT_TRANSLATIONS: Record<AppLocale, string> = {
  en: 'kjv',
  fr: 'segond_1910',
  es: 'rv_1909',
  it: 'diodati',
};

/** The Bible read when a language has none loaded. */
export const FALLBACK_TRANSLATION = 'kjv';
