import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminT } from '../../i18n/admin-messages';
import { adminHref, adminPaths } from '../../config/admin-paths';
import { EditIcon, FeaturedIcon, PlusIcon } from '../../components/admin/admin-icons';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { useToast } from '../../components/ui/Toasts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatDate, isoDate } from '../../lib/dates';
import { errorCode, errorMessage } from '../../lib/errors';
import { parsePage } from '../../lib/pagination';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMediaQuery } from '../../lib/use-media-query';
import { EditorLink, usePreloadPostEditorWhenIdle } from '../post-editor';
import {
  AdminAddFeaturedDocument,
  AdminPostsDocument,
  AdminRemoveFeaturedDocument,
  type AdminPostsQuery,
} from './api/admin-posts.generated';
import { PassageFilter } from './PassageFilter';
import './posts-list.css';

type Row = AdminPostsQuery['adminPosts']['items'][number];

/** Rows per page of the admin list. */
export const ADMIN_PAGE_SIZE = 10;
/** The search box waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const MOBILE_QUERY = '(max-width: 767.98px)';

function useFeaturedToggle(refetch: () => Promise<unknown>) {
  const t = useAdminT();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [add] = useMutation(AdminAddFeaturedDocument);
  const [remove] = useMutation(AdminRemoveFeaturedDocument);
  const toggle = async (post: Row) => {
    if (pending) return;
    setPending(post.id);
    try {
      if (post.featured) await remove({ variables: { postId: post.id } });
      else await add({ variables: { postId: post.id } });
      await refetch();
    } catch (error) {
      console.error(post.featured ? 'Failed to remove from featured' : 'Failed to add to featured', error);
      toast('error', t('admin.featured.updateFailed'));
    } finally {
      setPending(null);
    }
  };
  return { toggle, pending };
}

function PostTitle({ post }: { post: Row }) {
  const t = useAdminT();
  return (
    <span className="admin-post-title">
      <EditorLink to={adminHref.editPost(post.id)} className="admin-post-title__link">
        {post.title || t('admin.posts.untitled')}
      </EditorLink>
      <span className="admin-badge admin-badge--locale" title={post.locale}>
        {post.locale}
      </span>
      {post.featured && (
        <span className="admin-badge admin-badge--featured">
          <FeaturedIcon width={12} height={12} />
          {t('admin.posts.featured')}
        </span>
      )}
    </span>
  );
}

/**
 * /admin/panel/posts: every post with title search, a passage filter (the posts citing it), status,
 * featured toggle and pagination; the filters and the page live in the URL (`?search=&passage=&page=`).
 */
export default function PostsListPage() {
  const t = useAdminT();
  const { locale } = useLanguage();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [params, setParams] = useSearchParams();
  // Most visits here lead to the editor: have it ready by then.
  usePreloadPostEditorWhenIdle();
  const page = parsePage(params.get('page'));
  const search = params.get('search') ?? '';
  const passage = params.get('passage') ?? '';
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // A new search text starts again from page 1.
  useEffect(() => {
    const term = debounced.trim();
    if (term === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('search', term);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminPostsDocument, {
    variables: { page, pageSize: ADMIN_PAGE_SIZE, search: search || null, passage: passage || null },
    fetchPolicy: 'cache-and-network',
  });
  const { toggle, pending } = useFeaturedToggle(refetch);
  // A reference the API cannot read is said under its field; the list of an earlier filter would mislead.
  const passageInvalid = Boolean(passage) && errorCode(error) === 'BAD_USER_INPUT';
  const result = passageInvalid ? undefined : (data ?? previousData)?.adminPosts;
  const posts = result?.items ?? [];

  const filterByPassage = (reference: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (reference) next.set('passage', reference);
      else next.delete('passage');
      next.delete('page');
      return next;
    });

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  // A page past the end (after deletions elsewhere) shows the last one.
  useEffect(() => {
    if (data && data.adminPosts.totalPages > 0 && page > data.adminPosts.totalPages) goTo(data.adminPosts.totalPages);
  });

  const dateOf = (post: Row) => formatDate(post.date ?? post.createdAt, 'short', locale);
  const featureLabel = (post: Row) =>
    mobile
      ? t(post.featured ? 'admin.posts.removeFeaturedShort' : 'admin.posts.makeFeatured')
      : t(post.featured ? 'admin.posts.removeFeatured' : 'admin.posts.addFeatured');

  let body: ReactNode;
  if (passageInvalid) {
    body = null;
  } else if (loading && !result) {
    body = (
      <p className="admin-state" role="status">
        {t('admin.posts.loading')}
      </p>
    );
  } else if (error && !result) {
    body = (
      <p className="admin-state admin-state--error" role="alert">
        {t('admin.common.error', { message: errorMessage(error) })}
      </p>
    );
  } else if (posts.length === 0) {
    body = (
      <p className="admin-state">
        {passage
          ? t('admin.posts.noPassageMatch', { reference: passage })
          : search
            ? t('admin.posts.noMatch')
            : t('admin.posts.empty')}
      </p>
    );
  } else if (mobile) {
    body = (
      <ul className="admin-post-cards">
        {posts.map((post) => (
          <li key={post.id} className="admin-post-card admin-panel">
            <PostTitle post={post} />
            <div className="admin-post-card__meta">
              <time dateTime={isoDate(post.date ?? post.createdAt)}>{dateOf(post)}</time>
              <StatusBadge status={post.status} publishedAt={post.publishedAt} />
            </div>
            <div className="admin-post-card__actions">
              <EditorLink
                to={adminHref.editPost(post.id)}
                className="admin-button admin-button--secondary admin-button--small"
              >
                <EditIcon width={14} height={14} />
                {t('admin.posts.editPost')}
              </EditorLink>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                onClick={() => toggle(post)}
                disabled={pending === post.id}
              >
                {featureLabel(post)}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="admin-table-wrap admin-panel">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.posts.colTitle')}</th>
              <th scope="col">{t('admin.posts.colDate')}</th>
              <th scope="col">{t('admin.posts.colStatus')}</th>
              <th scope="col" className="admin-table__actions">
                {t('admin.posts.colActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <td>
                  <PostTitle post={post} />
                  <span className="admin-post-title__author">{post.author}</span>
                </td>
                <td className="admin-table__nowrap">
                  <time dateTime={isoDate(post.date ?? post.createdAt)}>{dateOf(post)}</time>
                </td>
                <td>
                  <StatusBadge status={post.status} publishedAt={post.publishedAt} />
                </td>
                <td className="admin-table__actions">
                  <div className="admin-table__buttons">
                    <EditorLink
                      to={adminHref.editPost(post.id)}
                      className="admin-button admin-button--secondary admin-button--small"
                      aria-label={`${t('admin.posts.edit')}: ${post.title}`}
                    >
                      {t('admin.posts.edit')}
                    </EditorLink>
                    <button
                      type="button"
                      className="admin-button admin-button--secondary admin-button--small"
                      onClick={() => toggle(post)}
                      disabled={pending === post.id}
                    >
                      {featureLabel(post)}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="admin-posts">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.posts.title')}</h1>
        <EditorLink to={adminPaths.newPost} className="admin-button">
          <PlusIcon />
          {t('admin.posts.new')}
        </EditorLink>
      </div>
      <div className="admin-posts__toolbar">
        <label className="visually-hidden" htmlFor="admin-post-search">
          {t('admin.posts.searchLabel')}
        </label>
        <input
          id="admin-post-search"
          className="admin-input admin-posts__search"
          type="search"
          placeholder={t('admin.posts.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <PassageFilter value={passage} invalid={passageInvalid} onApply={filterByPassage} />
        {result && (
          <p className="admin-hint" aria-live="polite">
            {t('admin.posts.count', { count: result.totalItems })}
          </p>
        )}
      </div>
      <div aria-busy={loading}>{body}</div>
      {result && result.totalPages > 0 && posts.length > 0 && (
        <AdminPagination page={page} totalPages={result.totalPages} onChange={goTo} disabled={loading} />
      )}
    </div>
  );
}
