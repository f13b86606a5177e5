import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import { type AppLocale, DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, pickInitialLocale } from './locales';

export type MessageId = keyof typeof en;

export const CATALOGS: Record<AppLocale, Record<MessageId, string>> = { en, fr, es, it };

interface LanguageContextValue {
  locale: AppLocale;
  setLocale(locale: AppLocale): void;
}

const LanguageContext = createContext<LanguageContextValue>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The reader's interface language: kept in localStorage `user-language`, defaulting to the
 * browser's language when supported, else English; mirrored on <html lang>.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<AppLocale>(() =>
    pickInitialLocale(
      readStored(),
      typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    ),
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: AppLocale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={CATALOGS[locale]}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
