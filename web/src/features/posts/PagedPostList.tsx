import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useNotFoundStatus } from '../../components/server/http-status';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/errors';
import { parsePage } from '../../lib/pagination';
import { PostListDocument } from './api/posts.generated';
import { Pagination } from './components/Pagination';
import './components/post-card.css';
import { PostGrid, SKELETON_CARDS } from './components/PostGrid';

/**
 * A numbered, URL-driven (?page=) list of readable posts in the reader's language.
 * With `notFoundWhenEmpty`, a list without any post is answered as not found (404).
 */
export function PagedPostList({
  year,
  emptyText,
  notFoundWhenEmpty = false,
}: {
  year?: number;
  emptyText: string;
  notFoundWhenEmpty?: boolean;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, loading, error } = useQuery(PostListDocument, {
    variables: { page, pageSize: SKELETON_CARDS, locale, year: year ?? null },
  });
  // A year outside the archive is refused (bad input) or empty.
  useNotFoundStatus(notFoundWhenEmpty && ((error && !data) || data?.posts.totalItems === 0));
  if (error && !data) {
    return (
      <p className="notice notice--error" role="alert">
        {t('common.error', { message: errorMessage(error) })}
      </p>
    );
  }
  const result = data?.posts;
  if (result && result.items.length === 0) return <p className="notice">{emptyText}</p>;
  return (
    <div aria-busy={loading}>
      {result && <p className="paged__count">{t('common.postCount', { count: result.totalItems })}</p>}
      <PostGrid posts={result?.items} loading={loading} showSampleWhenEmpty={false} />
      {result && (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          onChange={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
