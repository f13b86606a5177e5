import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useNotFoundStatus } from '../../components/server/http-status';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/Icons';
import { href, paths } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type AppLocale, isAppLocale } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { errorCode, errorMessage } from '../../lib/errors';
import { parsePage } from '../../lib/pagination';
import { Pagination, PostCard, PostCardSkeleton } from '../posts';
import type { BiblePassageQuery } from './api/bible.generated';
import {
  bibleTranslationsQuery,
  biblePassageQuery,
  FALLBACK_TRANSLATION,
  isOsis,
  pageTranslation,
  postsByPassageQuery,
  TRANSLATION_PARAM,
} from './bible-queries';
import { PassageLookup } from './PassageLookup';
import './bible.css';

type Passage = NonNullable<BiblePassageQuery['passage']>;

/** The longest description a passage page gives (its first words). */
const DESCRIPTION_LENGTH = 155;

/** @returns the start of a passage's text for its description, cut at a word. */
function opening(passage: Passage): string {
  const text = passage.verses.map((verse) => verse.text).join(' ');
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The verses, a paragraph per chapter (headed by its number when the passage spans several). */
function PassageText({ passage }: { passage: Passage }) {
  const chapters: { chapter: number; verses: Passage['verses'] }[] = [];
  for (const verse of passage.verses) {
    const last = chapters[chapters.length - 1];
    if (last?.chapter === verse.chapter) last.verses.push(verse);
    else chapters.push({ chapter: verse.chapter, verses: [verse] });
  }
  return (
    <div className="passage__text" data-testid="passage-text">
      {chapters.map(({ chapter, verses }, index) => (
        <div key={`${chapter}-${index}`}>
          {chapters.length > 1 && <h2 className="passage__chapter">{chapter}</h2>}
          <p>
            {verses.map((verse) => (
              <span key={verse.osis} className="passage__verse" id={verse.osis} data-osis={verse.osis}>
                <sup className="passage__verse-number">{verse.verse}</sup>
                {verse.text}{' '}
              </span>
            ))}
          </p>
        </div>
      ))}
    </div>
  );
}

/** The translations the passage can be read in, as links (the current one marked). */
function TranslationSwitcher({ osis, current }: { osis: string; current: string }) {
  const t = useT();
  const { data } = useQuery(bibleTranslationsQuery().query);
  const translations = data?.bibleTranslations ?? [];
  if (translations.length < 2) return null;
  return (
    <nav className="passage__translations no-print" aria-label={t('bible.translation')}>
      <span className="passage__translations-label">{t('bible.translation')}</span>
      <ul>
        {translations.map((translation) => (
          <li key={translation.code}>
            <Link
              to={href.passage(osis, translation.code)}
              title={translation.name}
              hrefLang={translation.language}
              aria-current={translation.code === current ? 'page' : undefined}
              data-translation={translation.code}
              className="passage__translation"
            >
              {translation.shortName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Posts on this passage": cards, most cited first in the reader's language, paged by `?page=`. */
function PassagePosts({ osis, locale }: { osis: string; locale: AppLocale }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { query, variables } = postsByPassageQuery(osis, page, locale);
  const { data, loading, error } = useQuery(query, { variables });
  const result = data?.postsByPassage;
  return (
    <section className="passage-posts" aria-labelledby="passage-posts-title" aria-busy={loading}>
      <h2 id="passage-posts-title">{t('bible.posts.title')}</h2>
      {loading && !data ? (
        <div className="passage-posts__list" aria-hidden="true">
          <PostCardSkeleton variant="row" />
          <PostCardSkeleton variant="row" />
        </div>
      ) : error && !data ? (
        <p className="notice notice--error" role="alert">
          {t('common.error', { message: errorMessage(error) })}
        </p>
      ) : !result || result.items.length === 0 ? (
        <p className="notice" data-testid="passage-posts-empty">
          {t('bible.posts.empty')}
        </p>
      ) : (
        <>
          <p className="passage-posts__count">{t('common.postCount', { count: result.totalItems })}</p>
          <ul className="passage-posts__list" data-testid="passage-posts">
            {result.items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} variant="row" />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            onChange={(next) => {
              setParams((current) => {
                const kept = new URLSearchParams(current);
                if (next > 1) kept.set('page', String(next));
                else kept.delete('page');
                return kept;
              });
              document.getElementById('passage-posts-title')?.scrollIntoView();
            }}
          />
        </>
      )}
    </section>
  );
}

function PassageNotFound() {
  const t = useT();
  return (
    <div className="container page bible-page">
      <PageHead title={t('bible.notFound.title')} noindex />
      <div className="passage">
        <p className="notice" role="alert" data-testid="passage-not-found">
          {t('bible.notFound')}
        </p>
        <PassageLookup />
      </div>
    </div>
  );
}

/**
 * /bible/{osis}: a passage (`John.3`, `John.3.16`, `John.3.16-John.3.18`, `Ps.23`) in the reader's
 * language's Bible, or the one `?translation=` names, with its verse numbers, the translation's
 * name and licence, links to the chapters around it, a switcher to the other translations, and the
 * posts citing it. An address that is no passage, a passage without verses or an unknown
 * translation is not found (404).
 */
export default function BiblePage() {
  const t = useT();
  const { locale } = useLanguage();
  const { osis = '' } = useParams();
  const [params] = useSearchParams();
  const named = params.get(TRANSLATION_PARAM);
  const valid = isOsis(osis);
  const first = biblePassageQuery(osis, pageTranslation(named, locale));
  const main = useQuery(first.query, { variables: first.variables, errorPolicy: first.errorPolicy, skip: !valid });
  // The reader's language has no Bible loaded: the default one instead.
  const fallback = valid && !named && errorCode(main.error) === 'NOT_FOUND';
  const second = biblePassageQuery(osis, FALLBACK_TRANSLATION);
  const backup = useQuery(second.query, {
    variables: second.variables,
    errorPolicy: second.errorPolicy,
    skip: !fallback,
  });
  const { data, loading } = fallback ? backup : main;
  const passage = data?.passage;
  useNotFoundStatus(!valid || (!loading && !passage));

  if (!valid) return <PassageNotFound />;
  if (loading && !passage) {
    return (
      <div className="container page bible-page">
        <PageHead />
        <div className="passage" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <div className="skeleton" style={{ height: '2.6rem', width: '40%' }} aria-hidden="true" />
        </div>
      </div>
    );
  }
  if (!passage) return <PassageNotFound />;

  const { translation } = passage;
  const language = isAppLocale(translation.language) ? translation.language : locale;
  // The canonical page names its translation unless it is its language's default.
  const canonical = href.passage(passage.osis, named ? translation.code : undefined);
  return (
    <div className="container page bible-page">
      <PageHead
        title={`${passage.label} (${translation.shortName})`}
        description={`${passage.label} — ${opening(passage)}`}
        path={canonical}
        breadcrumbs={[{ name: t('bible.title'), path: paths.bible }]}
      />
      <article className="passage" aria-labelledby="passage-title">
        <header className="passage__header">
          <p className="passage__kicker">
            <Link to={paths.bible}>{t('bible.title')}</Link>
          </p>
          <h1 id="passage-title" className="passage__title" lang={language}>
            {passage.label}
          </h1>
          <TranslationSwitcher osis={passage.osis} current={translation.code} />
        </header>
        {passage.truncated && (
          <p className="notice" role="note">
            {t('bible.truncated')}
          </p>
        )}
        <div lang={language}>
          <PassageText passage={passage} />
          <footer className="passage__source" data-testid="passage-source">
            <span className="passage__source-name">{translation.name}</span>
            <span aria-hidden="true"> · </span>
            <span>{translation.licence}</span>
          </footer>
        </div>
        <nav className="passage__chapters no-print" aria-label={t('bible.chapters')}>
          {passage.previousChapter ? (
            <Link
              to={href.passage(passage.previousChapter.osis, named ?? undefined)}
              rel="prev"
              className="passage__chapter-link passage__chapter-link--previous"
            >
              <ChevronLeftIcon />
              <span>
                <span className="passage__chapter-hint">{t('bible.previousChapter')}</span>
                <span lang={language}>{passage.previousChapter.label}</span>
              </span>
            </Link>
          ) : (
            <span />
          )}
          {passage.nextChapter && (
            <Link
              to={href.passage(passage.nextChapter.osis, named ?? undefined)}
              rel="next"
              className="passage__chapter-link passage__chapter-link--next"
            >
              <span>
                <span className="passage__chapter-hint">{t('bible.nextChapter')}</span>
                <span lang={language}>{passage.nextChapter.label}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          )}
        </nav>
      </article>
      <PassagePosts osis={osis} locale={locale} />
      <div className="bible-page__lookup no-print">
        <PassageLookup />
        <p className="bible-page__index-link">
          {/* The index opens on the passage's book. */}
          <Link to={`${paths.bible}#${passage.osis.split('.')[0]}`}>
            {t('bible.index.link')}
            <ChevronRightIcon />
          </Link>
        </p>
      </div>
    </div>
  );
}
