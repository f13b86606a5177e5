import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useNotFoundStatus } from '../../components/server/http-status';
import { href, paths } from '../../config/routes';
import { useListLocale } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/errors';
import { LanguageScope, PostCard, PostCardSkeleton } from '../posts';
import { tagPageQuery, TAG_PAGE_SIZE } from './tag-queries';
import './tags.css';

/** Posts per cursor page on the tag page. */

/**
 * /tag/{tag}: posts with the tag in the reader's language (or every language, as they chose),
 * newest first, with infinite scroll. A 20 px sentinel under the
 * list loads the next page when it comes into view, more pages exist and no load is running.
 */
export default function TagPage() {
  const t = useT();
  const locale = useListLocale();
  const { tag = '' } = useParams();
  const sentinel = useRef<HTMLDivElement>(null);
  const first = tagPageQuery(tag, locale);
  const { data, loading, error, fetchMore } = useQuery(first.query, {
    variables: first.variables,
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.postsByTag;
  const edges = connection?.edges ?? [];
  const hasMore = Boolean(connection?.pageInfo.hasNextPage);
  const loadingMore = loading && Boolean(data);
  const endCursor = connection?.pageInfo.endCursor;
  // A tag no readable post carries is not found (404).
  const notFound = connection?.totalCount === 0;
  useNotFoundStatus(notFound);

  // Watches the sentinel while another page can be loaded; observing again after each page
  // fires at once if the sentinel is still in view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || !endCursor) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      fetchMore({ variables: { after: endCursor } }).catch((failure: unknown) =>
        console.error('Failed to fetch blogs', failure),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fetchMore, hasMore, loading, endCursor]);

  return (
    <div className="container page tag-page">
      <PageHead
        title={t('tag.title', { tag })}
        description={t('meta.tag.description', { tag })}
        path={href.tag(tag)}
        feedTag={tag}
        noindex={notFound}
        breadcrumbs={[{ name: t('tags.title'), path: paths.tags }]}
      />
      <header className="page-header">
        <h1>{t('tag.title', { tag })}</h1>
        <p>{t('tag.intro')}</p>
        <LanguageScope />
      </header>
      {loading && !data ? (
        <div className="tag-page__list" aria-hidden="true">
          <PostCardSkeleton variant="row" />
          <PostCardSkeleton variant="row" />
          <PostCardSkeleton variant="row" />
        </div>
      ) : error && !data ? (
        <p className="notice notice--error" role="alert">
          {t('common.error', { message: errorMessage(error) })}
        </p>
      ) : edges.length === 0 ? (
        <p className="notice" data-testid="tag-empty">
          {t('tag.empty', { tag })}
        </p>
      ) : (
        <>
          <p className="tag-page__count">{t('tag.count', { count: connection?.totalCount ?? edges.length })}</p>
          <ul className="tag-page__list" aria-busy={loadingMore}>
            {edges.map(({ node }) => (
              <li key={node.id}>
                <PostCard post={node} variant="row" />
              </li>
            ))}
          </ul>
          {loadingMore && (
            <div className="tag-page__list tag-page__more" data-testid="loading-more">
              <span className="visually-hidden" role="status">
                {t('common.loading')}
              </span>
              <PostCardSkeleton variant="row" />
              <PostCardSkeleton variant="row" />
            </div>
          )}
          {!hasMore && edges.length > TAG_PAGE_SIZE && <p className="tag-page__end">{t('tag.end')}</p>}
        </>
      )}
      <div ref={sentinel} className="scroll-sentinel" data-testid="scroll-sentinel" aria-hidden="true" />
    </div>
  );
}
