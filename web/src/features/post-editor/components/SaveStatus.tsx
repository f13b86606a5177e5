import { useIntl } from 'react-intl';
import { useAdminT } from '../../../i18n/admin-messages';
import { href } from '../../../config/routes';
import type { EditorPostFieldsFragment } from '../api/post-editor.generated';
import { LONG_DATE } from '../publish-action';

/** Where readers can find the saved post: a link when they can read it, else when they will. */
function PublicNote({ post }: { post: EditorPostFieldsFragment }) {
  const t = useAdminT();
  const intl = useIntl();
  if (post.status === 'PUBLISHED') {
    return (
      <a href={href.post(post.id)} target="_blank" rel="noreferrer">
        {t('admin.editor.viewOnSite')}
      </a>
    );
  }
  if (post.status === 'TO_PUBLISH') {
    const date = intl.formatDate(post.publishedAt ?? post.date, LONG_DATE);
    return <span>{t('admin.editor.savedScheduled', { date })}</span>;
  }
  return <span>{t('admin.editor.savedDraft')}</span>;
}

/**
 * The line under the editor's primary button, announced politely: unsaved changes, or after a
 * save "Saved" with where readers can see the post.
 */
export function SaveStatus({
  id,
  dirty,
  saved,
  post,
}: {
  id: string;
  dirty: boolean;
  /** A save succeeded since the form opened. */
  saved: boolean;
  /** The saved post; null before a new post's first save. */
  post: EditorPostFieldsFragment | null;
}) {
  const t = useAdminT();
  const showSaved = saved && !dirty && post;
  return (
    <p id={id} role="status" className={`admin-hint post-editor__save-status${showSaved ? ' is-saved' : ''}`}>
      {showSaved ? (
        <>
          <strong>{t('admin.editor.saved')}</strong> <PublicNote post={post} />
        </>
      ) : (
        t(dirty ? 'admin.editor.unsaved' : 'admin.editor.noChanges')
      )}
    </p>
  );
}
