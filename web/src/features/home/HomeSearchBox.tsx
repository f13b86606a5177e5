import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../../components/ui/Icons';
import { paths } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGE_PARAM } from '../../i18n/language-url';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Search input debounce on the home page. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The home page's search box. Typing searches after 300 ms without typing; Enter searches at
 * once; an empty submit leaves search mode. Blank terms never search. Without JavaScript it is
 * a GET form to `/?search=`.
 */
export function HomeSearchBox({ term, onSearch }: { term: string; onSearch(term: string): void }) {
  const t = useT();
  const { locale } = useLanguage();
  const [text, setText] = useState(term);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only the reader's typing searches; a term that arrives from the URL never echoes back.
  const edited = useRef(false);

  // The URL changed elsewhere (header search, back button): show its term.
  useEffect(() => {
    edited.current = false;
    setText(term);
  }, [term]);

  useEffect(() => {
    if (!edited.current) return;
    const value = debounced.trim();
    if (value && value !== term) {
      edited.current = false;
      onSearch(value);
    }
  }, [debounced, term, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edited.current = false;
    onSearch(text.trim());
  };

  return (
    <form
      role="search"
      className="home-search search-row search-row--large"
      action={paths.home}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor="home-search-input" className="visually-hidden">
        {t('home.search.label')}
      </label>
      <SearchIcon className="search-row__icon" />
      <input
        id="home-search-input"
        className="search-row__input"
        type="search"
        name="search"
        value={text}
        onChange={(event) => {
          edited.current = true;
          setText(event.target.value);
        }}
        placeholder={t('home.search.placeholder')}
        enterKeyHint="search"
      />
      {/* Without JavaScript the form opens /?search= in the language being read. */}
      {locale !== DEFAULT_LOCALE && <input type="hidden" name={LANGUAGE_PARAM} value={locale} />}
      <button type="submit" className="button">
        {t('home.search.submit')}
      </button>
    </form>
  );
}
