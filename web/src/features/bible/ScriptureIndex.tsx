import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronRightIcon } from '../../components/ui/Icons';
import { href } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/errors';
import type { ScriptureIndexQuery } from './api/scripture-index.generated';
import { scriptureIndexQuery } from './bible-queries';

type Book = ScriptureIndexQuery['scriptureIndex']['books'][number];

/** A book's chapters: a grid of links to their passage pages, the cited ones marked with their count. */
function Chapters({ book }: { book: Book }) {
  const t = useT();
  return (
    <ol className="scripture-chapters" aria-label={t('bible.index.chapters', { book: book.name })}>
      {book.chapters.map(({ chapter, osis, postCount }) => {
        const posts = t('common.postCount', { count: postCount });
        return (
          <li key={chapter}>
            <Link
              to={href.passage(osis)}
              className={postCount ? 'scripture-chapter' : 'scripture-chapter scripture-chapter--quiet'}
              title={`${book.name} ${chapter} · ${posts}`}
              data-osis={osis}
            >
              <span className="visually-hidden">{book.name} </span>
              <span className="scripture-chapter__number">{chapter}</span>
              {postCount > 0 && (
                <>
                  <span className="scripture-chapter__count" aria-hidden="true">
                    {postCount}
                  </span>
                  <span className="visually-hidden">({posts})</span>
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** One book: its name and count, opening (a native disclosure, without JavaScript too) on its chapters. */
function BookEntry({ book }: { book: Book }) {
  const t = useT();
  return (
    <li className="scripture-books__item">
      <details
        className={book.postCount ? 'scripture-book' : 'scripture-book scripture-book--quiet'}
        id={book.osis}
        data-osis={book.osis}
      >
        <summary className="scripture-book__summary">
          <ChevronRightIcon className="scripture-book__marker" />
          <span className="scripture-book__name">{book.name}</span>
          {book.postCount > 0 && (
            <span className="scripture-book__count">{t('common.postCount', { count: book.postCount })}</span>
          )}
        </summary>
        <Chapters book={book} />
      </details>
    </li>
  );
}

/** The books of one testament, in canon order. */
function TestamentSection({ id, title, books }: { id: string; title: string; books: Book[] }) {
  return (
    <section className="scripture-testament" aria-labelledby={id}>
      <h2 id={id} className="scripture-testament__title">
        {title}
      </h2>
      <ul className="scripture-books" data-testid={id}>
        {books.map((book) => (
          <BookEntry key={book.osis} book={book} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Opens the book the address names (`/bible#John`, the link from a passage page) once the page is
 * interactive: without JavaScript the browser still scrolls to it.
 */
function useOpenNamedBook(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const book = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (book instanceof HTMLDetailsElement) {
      book.open = true;
      book.scrollIntoView({ block: 'start' });
    }
  }, [ready, hash]);
}

/**
 * The Scripture index: the 66 books by testament, each with how many published posts cite it, and
 * its chapters with theirs, each a link to its passage page. Books and chapters no post cites are
 * listed too, quieter.
 */
export function ScriptureIndex() {
  const t = useT();
  const { locale } = useLanguage();
  const { query, variables } = scriptureIndexQuery(locale);
  const { data, loading, error } = useQuery(query, { variables });
  const index = data?.scriptureIndex;
  useOpenNamedBook(Boolean(index));

  if (loading && !index) {
    return (
      <div className="scripture-index" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <div className="skeleton scripture-index__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (!index) {
    return (
      <p className="notice notice--error" role="alert">
        {t('common.error', { message: errorMessage(error) })}
      </p>
    );
  }
  return (
    <div className="scripture-index" data-testid="scripture-index">
      <p className="scripture-index__summary" data-testid="scripture-index-summary">
        {t('bible.index.summary', { count: index.postCount })}
      </p>
      <TestamentSection
        id="old-testament"
        title={t('bible.index.oldTestament')}
        books={index.books.filter((book) => book.testament === 'OLD')}
      />
      <TestamentSection
        id="new-testament"
        title={t('bible.index.newTestament')}
        books={index.books.filter((book) => book.testament === 'NEW')}
      />
    </div>
  );
}
