import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../components/ui/Icons';
import { href } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isAppLocale } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { useLogError } from '../../lib/errors';
import { DEFAULT_TRANSLATIONS } from '../bible';
import { searchPassageQuery } from './home-queries';

/** The most verses shown above the results; the passage page has the rest. */
const MAX_VERSES = 8;

/**
 * Above the search results, when the search is a Bible reference: the passage's label, its text
 * in the Bible of the reader's language (KJV when there is none), the translation's name and
 * licence, and a link to the passage's page. Nothing for other searches, while loading, or when
 * the passage cannot be read (the results stand alone then).
 */
export function SearchPassage({ search }: { search: string }) {
  const t = useT();
  const { locale } = useLanguage();
  const request = searchPassageQuery(search, locale);
  const { data, error } = useQuery(request.query, { variables: request.variables });
  useLogError('Failed to load the searched passage', error);
  const passage = data?.searchPassage;
  if (!passage) return null;

  const { translation } = passage;
  const language = isAppLocale(translation.language) ? translation.language : locale;
  const verses = passage.verses.slice(0, MAX_VERSES);
  const more = passage.verses.length > verses.length || passage.truncated;
  // The passage page shows the reader's Bible; a fallback one is named in the link.
  const link = href.passage(
    passage.osis,
    translation.code === DEFAULT_TRANSLATIONS[locale] ? undefined : translation.code,
  );
  return (
    <section className="search-passage" aria-labelledby="search-passage-title" data-testid="search-passage">
      <h3 id="search-passage-title" className="search-passage__label" lang={language}>
        {passage.label}
      </h3>
      <p className="search-passage__text" lang={language}>
        {verses.map((verse) => (
          <span key={verse.osis}>
            {verses.length > 1 && <sup className="search-passage__number">{verse.verse}</sup>}
            {verse.text}{' '}
          </span>
        ))}
        {more && '…'}
      </p>
      <footer className="search-passage__footer">
        <p className="search-passage__source" lang={language}>
          <span className="search-passage__source-name">{translation.name}</span>
          <span aria-hidden="true"> · </span>
          <span>{translation.licence}</span>
        </p>
        <Link to={link} className="search-passage__open">
          {t('home.search.passage.open', { label: passage.label })}
          <ArrowRightIcon />
        </Link>
      </footer>
    </section>
  );
}
