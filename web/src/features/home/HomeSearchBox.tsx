import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../../components/ui/Icons';
import { useT } from '../../i18n/use-t';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Search input debounce on the home page. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The home page's search box. Typing searches after 300 ms without typing; Enter searches at
 * once; an empty submit leaves search mode. Blank terms never search.
 */
export function HomeSearchBox({ term, onSearch }: { term: string; onSearch(term: string): void }) {
  const t = useT();
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
    <form role="search" className="home-search" onSubmit={submit}>
      <label htmlFor="home-search-input" className="visually-hidden">
        {t('home.search.label')}
      </label>
      <SearchIcon className="home-search__icon" />
      <input
        id="home-search-input"
        className="home-search__input"
        type="search"
        value={text}
        onChange={(event) => {
          edited.current = true;
          setText(event.target.value);
        }}
        placeholder={t('home.search.placeholder')}
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        {t('home.search.submit')}
      </button>
    </form>
  );
}
