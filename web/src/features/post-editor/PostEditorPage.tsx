import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAdminT } from '../../i18n/admin-messages';
import { adminPaths } from '../../config/admin-paths';
import { useToast } from '../../components/ui/Toasts';
import type { Locale } from '../../gql/schema-types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isAppLocale } from '../../i18n/locales';
import { errorCode, logUnexpected } from '../../lib/errors';
import { EditorPostDocument } from './api/post-editor.generated';
import { PostEditorForm } from './components/PostEditorForm';
import { preloadPostEditor } from './editor-chunks';
import { blankForm, formFromPost, translationForm } from './post-form';
import './post-editor.css';

/**
 * Loads the post (edit) or its source (translation), toasting once when that fails. A post just
 * created is read from the cache its save filled; any other is loaded afresh.
 */
function useEditorSource(id: string | null, justCreated: boolean) {
  const t = useAdminT();
  const toast = useToast();
  const result = useQuery(EditorPostDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: justCreated ? 'cache-first' : 'network-only',
  });
  const toasted = useRef(false);
  useEffect(() => {
    if (result.error && !toasted.current) {
      toasted.current = true;
      logUnexpected('Failed to load post', result.error);
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

/** The history state a new post's first save leaves on its edit URL. */
export interface EditorArrival {
  saved?: boolean;
}

/**
 * True when this page was opened by the save of a new post (its form then says "Saved"). The flag
 * is read once and dropped from the history entry, so reloading the page does not repeat it.
 */
function useArrivedSaved(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved] = useState(() => (location.state as EditorArrival | null)?.saved === true);
  const { pathname, search } = location;
  useEffect(() => {
    if (saved) navigate({ pathname, search }, { replace: true, state: null });
  }, [saved, navigate, pathname, search]);
  return saved;
}

/**
 * The post editor: /admin/panel/posts/new (blank, or ?translationOf=<id>&locale=<xx> for a
 * translation prefilled from that post) and /admin/panel/posts/edit/{id}. A save stays here; the
 * first save of a new post moves to its edit URL.
 */
export default function PostEditorPage() {
  const t = useAdminT();
  const { locale: uiLocale } = useLanguage();
  const { id } = useParams();
  const [params] = useSearchParams();
  const arrivedSaved = useArrivedSaved();
  const translationOf = id ? null : params.get('translationOf');
  const requestedLocale = params.get('locale');
  const targetLocale: Locale = isAppLocale(requestedLocale) ? requestedLocale : uiLocale;
  const sourceId = id ?? translationOf;
  const { data, loading, error, refetch } = useEditorSource(sourceId, arrivedSaved);
  const post = data?.adminPost;
  // Bumped when the latest version is reloaded after a conflict: the form starts again from it.
  const [generation, setGeneration] = useState(0);

  // The rich-text editor's chunk loads while the post does.
  useEffect(preloadPostEditor, []);

  // The form reads this once when it mounts (it is keyed by post and reload), so later renders,
  // such as the saved post coming back from a save, never reset what is being typed.
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
      // Another post, or the post reloaded after a conflict, starts a fresh form.
      key={`${id ?? 'new'}:${translationOf ?? ''}:${targetLocale}:${generation}`}
      initial={initial}
      loaded={id ? (post ?? null) : null}
      source={translationOf && post ? post : null}
      arrivedSaved={arrivedSaved}
      onReload={() => void refetch().then(() => setGeneration((current) => current + 1))}
    />
  );
}
