import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead, usePageDescription } from '../../components/seo/PageHead';
import { SEARCH_TERM, webSiteJsonLd } from '../../components/seo/structured-data';
import { useSiteOrigin } from '../../config/origin';
import { paths } from '../../config/routes';
import { useLanguage, useListLocale } from '../../i18n/LanguageProvider';
import { languagePath } from '../../i18n/language-url';
import { useT } from '../../i18n/use-t';
import { useLogError } from '../../lib/errors';
import { parsePage } from '../../lib/pagination';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { PopularTopics } from '../tags';
import { LanguageScope, Pagination, PostGrid } from '../posts';
import { AboutPanel } from './AboutPanel';
import { FeaturedBlock } from './FeaturedBlock';
import { HomeSearchBox } from './HomeSearchBox';
import { homeListQuery } from './home-queries';
import { PopularPosts } from './PopularPosts';
import { SearchPassage } from './SearchPassage';
import './home.css';

/** Page size of the home grid: two rows of four cards. */
/** The list fades out for this long before the next page loads. */
export const PAGE_FADE_MS = 300;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function HomePage() {
  const t = useT();
  const { locale } = useLanguage();
  const listLocale = useListLocale();
  const { name } = useSite();
  const origin = useSiteOrigin();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const section = useRef<HTMLElement>(null);
  const [fading, setFading] = useState(false);
  const scrollPending = useRef(false);

  const summary = usePageDescription();
  // Search results are never indexed; the home page says how to search the site.
  const website = webSiteJsonLd({
    url: `${origin}${languagePath(paths.home, locale)}`,
    name,
    description: summary,
    inLanguage: locale,
    searchUrlTemplate: `${origin}${languagePath(`${paths.home}?search=${SEARCH_TERM}`, locale)}`,
  });

  // The grid shows the reader's language unless they chose every language; a search looks in
  // every language, the reader's first.
  const list = homeListQuery({ page, search, locale, listLocale });
  const { data, loading, error } = useQuery(list.query, { variables: list.variables });
  useLogError('Failed to load blogs', error);

  const onSearch = useCallback(
    (term: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set('search', term);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        // Refining a search replaces the history entry; entering or leaving search mode adds one.
        { replace: Boolean(term) && params.has('search') },
      );
    },
    [setParams, params],
  );

  const changePage = (next: number) => {
    const delay = prefersReducedMotion() ? 0 : PAGE_FADE_MS;
    setFading(true);
    setTimeout(() => {
      scrollPending.current = true;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      });
    }, delay);
  };

  // Once the new page has loaded: scroll to the list, then fade it back in.
  useEffect(() => {
    if (loading) return;
    if (scrollPending.current) {
      scrollPending.current = false;
      section.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
    setFading(false);
  }, [loading, page]);

  const result = data?.posts;
  const totalItems = result?.totalItems ?? 0;

  return (
    <div className="container page home">
      <PageHead
        title={search ? t('home.search.title', { term: search }) : undefined}
        path={paths.home}
        noindex={Boolean(search)}
        structuredData={search ? [] : [website]}
      />
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {!search && <FeaturedBlock />}
      <HomeSearchBox term={search} onSearch={onSearch} />
      <section ref={section} className="home__posts" aria-labelledby="home-posts-title" aria-busy={loading}>
        {search ? (
          <header className="home__results">
            <h2 id="home-posts-title">{t('home.search.results')}</h2>
            <p role="status" data-testid="search-status">
              {loading
                ? t('common.loading')
                : totalItems > 0
                  ? t('home.search.found', { count: totalItems, term: search })
                  : t('home.search.none', { term: search })}
            </p>
            <button type="button" className="button button--secondary" onClick={() => onSearch('')}>
              {t('home.search.clear')}
            </button>
          </header>
        ) : (
          <header className="home__latest">
            <h2 id="home-posts-title" className="home__section-title">
              {t('home.latest')}
            </h2>
            <LanguageScope />
          </header>
        )}
        {search && <SearchPassage search={search} />}
        <div className={`home__list${fading ? ' home__list--faded' : ''}`} data-testid="home-list">
          <PostGrid posts={result?.items} loading={loading} showSampleWhenEmpty={!search} />
          {result && (
            <Pagination page={result.page} totalPages={result.totalPages} onChange={changePage} disabled={fading} />
          )}
        </div>
      </section>
      <div className="home__panels">
        <PopularPosts />
        <AboutPanel />
        <PopularTopics />
      </div>
    </div>
  );
}
