import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAdminT } from '../../app/admin/i18n';
import { adminPaths } from '../../app/admin/paths';
import { useToast } from '../../components/ui/Toasts';
import type { Locale } from '../../gql/schema-types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isAppLocale } from '../../i18n/locales';
import { errorCode } from '../../lib/errors';
import { EditorPostDocument } from './api/post-editor.generated';
import { PostEditorForm } from './components/PostEditorForm';
import { blankForm, formFromPost, translationForm } from './post-form';
import './post-editor.css';

/** Loads the post (edit) or its source (translation), toasting once when that fails. */
function useEditorSource(id: string | null) {
  const t = useAdminT();
  const toast = useToast();
  const result = useQuery(EditorPostDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const toasted = useRef(false);
  useEffect(() => {
    if (result.error && !toasted.current) {
      toasted.current = true;
      console.error('Failed to load post', result.error);
      toast('error', t('admin.editor.loadFailed'));
    }
    if (!result.error) toasted.current = false;
  }, [result.error, toast, t]);
  return result;
}

function EditorState({
  children,
  error = false,
  onRetry,
}: {
  children: string;
  error?: boolean;
  onRetry?: () => void;
}) {
  const t = useAdminT();
  return (
    <div className={`admin-state${error ? ' admin-state--error' : ''}`} role={error ? 'alert' : 'status'}>
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
          {t('admin.common.retry')}
        </button>
      )}
      <p>
        <Link to={adminPaths.posts}>{t('admin.editor.backToPosts')}</Link>
      </p>
    </div>
  );
}

/**
 * The post editor: /admin/panel/posts/new (blank, or ?translationOf=<id>&locale=<xx> for a
 * translation prefilled from that post) and /admin/panel/posts/edit/{id}.
 */
export default function PostEditorPage() {
  const t = useAdminT();
  const { locale: uiLocale } = useLanguage();
  const { id } = useParams();
  const [params] = useSearchParams();
  const translationOf = id ? null : params.get('translationOf');
  const requestedLocale = params.get('locale');
  const targetLocale: Locale = isAppLocale(requestedLocale) ? requestedLocale : uiLocale;
  const sourceId = id ?? translationOf;
  const { data, loading, error, refetch } = useEditorSource(sourceId);
  const post = data?.adminPost;

  // The form reads this once when it mounts (it is keyed by post and version), so later renders
  // never reset what is being typed.
  const initial = !sourceId
    ? blankForm(targetLocale)
    : post
      ? id
        ? formFromPost(post)
        : translationForm(post, targetLocale)
      : null;

  if (sourceId && !post) {
    if (loading) return <EditorState>{t('admin.editor.loading')}</EditorState>;
    if (error) {
      return errorCode(error) === 'NOT_FOUND' ? (
        <EditorState error>{t('admin.editor.notFound')}</EditorState>
      ) : (
        <EditorState error onRetry={() => void refetch()}>
          {t('admin.editor.loadFailed')}
        </EditorState>
      );
    }
  }
  if (!initial) return <EditorState>{t('admin.editor.loading')}</EditorState>;

  return (
    <PostEditorForm
      // A new post id, or the post reloaded after a conflict, starts a fresh form.
      key={`${id ?? 'new'}:${translationOf ?? ''}:${targetLocale}:${post?.version ?? ''}`}
      initial={initial}
      postId={id ?? null}
      loaded={id ? (post ?? null) : null}
      source={translationOf && post ? post : null}
      onReload={() => void refetch()}
    />
  );
}
