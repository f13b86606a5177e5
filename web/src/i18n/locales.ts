/** The interface languages (also the content locales of the API). */
export const LOCALES = ['en', 'fr', 'es', 'it'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

/** localStorage key of the reader's choice. */
export const LANGUAGE_STORAGE_KEY = 'user-language';

/** localStorage key, beside the language: 'all' when lists show every language, not only the reader's. */
export const LIST_LANGUAGES_STORAGE_KEY = 'user-language-lists';

/** Each language in its own words (language selector, 'Also in:' links): never translated. */
export const NATIVE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language to start with: the stored choice, else the first supported browser language
 * ('fr-CA' counts as 'fr'), else English.
 */
export function pickInitialLocale(stored: string | null | undefined, browserLanguages: readonly string[]): AppLocale {
  if (isAppLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isAppLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The name of a language in another one ('anglais' for en in fr), lower-cased as that language writes it. */
export function languageName(code: AppLocale, inLocale: AppLocale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(code) ?? NATIVE_NAMES[code];
}
