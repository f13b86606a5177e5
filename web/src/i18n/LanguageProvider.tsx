import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';
import { ENGLISH, loadCatalog, loadedCatalog, type Messages } from './catalogs';
import {
  type AppLocale,
  DEFAULT_LOCALE,
  isAppLocale,
  LANGUAGE_STORAGE_KEY,
  LIST_LANGUAGES_STORAGE_KEY,
  pickInitialLocale,
} from './locales';

export type { MessageId } from './catalogs';

interface LanguageContextValue {
  locale: AppLocale;
  setLocale(locale: AppLocale): void;
  /** Whether the post lists show every language rather than only the reader's. */
  allLanguages: boolean;
  setAllLanguages(all: boolean): void;
}

const LanguageContext = createContext<LanguageContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => {},
  allLanguages: false,
  setAllLanguages: () => {},
});

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

/** One year, in seconds: how long the language cookie lasts. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Tells the server the reader's language too (a cookie of the same name), so pages come rendered in it. */
function storeCookie(locale: AppLocale): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The language a server-rendered page is in, given to the provider that renders or hydrates it. */
export interface RenderedLanguage {
  locale: AppLocale;
  /** Whether the page's URL named it (`?lang=`): then it stays; otherwise the stored choice wins. */
  fromUrl: boolean;
}

/**
 * The reader's interface language: kept in localStorage `user-language` (and a cookie of that
 * name for the server), defaulting to the browser's language when supported, else English;
 * mirrored on <html lang>. Beside it, whether the post lists show every language
 * (`user-language-lists`, default: the reader's only).
 * A server-rendered page (`rendered`) starts in the language it was rendered in, on the server and
 * while the browser hydrates it; once hydrated, the reader's language (stored, else the browser's)
 * applies unless the page's URL named one. Its catalog must be loaded before rendering (loadCatalog).
 */
export function LanguageProvider({ children, rendered }: { children: ReactNode; rendered?: RenderedLanguage }) {
  const [wanted, setWanted] = useState<AppLocale>(() =>
    rendered
      ? rendered.locale
      : pickInitialLocale(
          readStored(LANGUAGE_STORAGE_KEY),
          typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
        ),
  );
  // The language on screen changes only once its catalog is there (no flash of message ids);
  // on a first visit in another language the page waits for it (one small chunk).
  const [shown, setShown] = useState<{ locale: AppLocale; messages: Messages } | null>(() => {
    const messages = loadedCatalog(wanted);
    return messages ? { locale: wanted, messages } : null;
  });

  useEffect(() => {
    if (shown?.locale === wanted) return;
    let current = true;
    loadCatalog(wanted).then(
      (messages) => {
        if (current) setShown({ locale: wanted, messages });
      },
      () => {
        // The catalog could not be fetched: stay in (or fall back to) a language we have.
        if (!current) return;
        setWanted(shown?.locale ?? DEFAULT_LOCALE);
        if (!shown) setShown({ locale: DEFAULT_LOCALE, messages: ENGLISH });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, shown]);

  const locale = shown?.locale ?? wanted;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: AppLocale) => {
    setWanted(next);
    store(LANGUAGE_STORAGE_KEY, next);
    storeCookie(next);
  }, []);

  const [allLanguages, setAll] = useState(() => !rendered && readStored(LIST_LANGUAGES_STORAGE_KEY) === 'all');

  // After hydration: the reader's stored choices, which the server could not read.
  const hydrated = Boolean(rendered);
  const urlNamedLanguage = Boolean(rendered?.fromUrl);
  useEffect(() => {
    if (!hydrated) return;
    const stored = readStored(LANGUAGE_STORAGE_KEY);
    if (isAppLocale(stored)) storeCookie(stored);
    if (!urlNamedLanguage) setWanted(pickInitialLocale(stored, navigator.languages ?? [navigator.language]));
    if (readStored(LIST_LANGUAGES_STORAGE_KEY) === 'all') setAll(true);
  }, [hydrated, urlNamedLanguage]);
  const setAllLanguages = useCallback((all: boolean) => {
    setAll(all);
    store(LIST_LANGUAGES_STORAGE_KEY, all ? 'all' : 'mine');
  }, []);

  const value = useMemo(
    () => ({ locale, setLocale, allLanguages, setAllLanguages }),
    [locale, setLocale, allLanguages, setAllLanguages],
  );
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={intlFor(shown.locale, shown.messages)}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * The formatters of each language, made once and shared by every render: react-intl's
 * IntlProvider makes a new formatter cache per mounted provider, so a server rendering each page
 * afresh compiled every message's formatter again on every request.
 */
const intlByLocale = new Map<AppLocale, IntlShape>();

function intlFor(locale: AppLocale, messages: Messages): IntlShape {
  let intl = intlByLocale.get(locale);
  if (intl?.messages !== messages) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, createIntlCache());
    intlByLocale.set(locale, intl);
  }
  return intl;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The `locale` argument of the post lists: the reader's language, or null (every language) when they chose so. */
export function useListLocale(): AppLocale | null {
  const { locale, allLanguages } = useLanguage();
  return allLanguages ? null : locale;
}
