import { createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_PARAM, languagePath, pathWithoutLanguage } from './language-url';
import { useLanguage } from './LanguageProvider';
import type { AppLocale } from './locales';

/** Paths of the page on screen in other languages (a post's translations), by language. */
export type Alternates = Partial<Record<AppLocale, string>>;

// A ref, not state: publishing a page's alternates must not re-render the header.
const AlternatesContext = createContext<RefObject<Alternates>>({ current: {} });

/** Holds the alternates of the page on screen for the language picker; wraps header and page. */
export function AlternatesProvider({ children }: { children: ReactNode }) {
  const alternates = useRef<Alternates>({});
  return <AlternatesContext.Provider value={alternates}>{children}</AlternatesContext.Provider>;
}

/** Makes `alternates` the current page's versions in other languages while the calling page is shown. */
export function usePublishAlternates(alternates: Alternates): void {
  const store = useContext(AlternatesContext);
  // Keyed by content: callers build a new object on every render.
  const key = JSON.stringify(alternates);
  useEffect(() => {
    store.current = JSON.parse(key) as Alternates;
    return () => {
      store.current = {};
    };
  }, [store, key]);
}

/**
 * @returns a function that switches the interface language and, when the page on screen exists
 * in that language, opens that version (a new history entry, so Back returns to this one). A page
 * opened in a named language (`?lang=`) has its address changed to the chosen language in place,
 * so a reload or a shared link shows what the reader chose.
 */
export function useChooseLanguage(): (locale: AppLocale) => void {
  const { setLocale } = useLanguage();
  const store = useContext(AlternatesContext);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (locale: AppLocale) => {
      setLocale(locale);
      const path = store.current[locale];
      if (path) navigate(path);
      else if (new URLSearchParams(search).has(LANGUAGE_PARAM))
        navigate(languagePath(pathWithoutLanguage(pathname, search), locale), { replace: true });
    },
    [setLocale, store, navigate, pathname, search],
  );
}
