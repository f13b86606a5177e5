import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { errorMessage, logUnexpected } from '../../../lib/errors';
import { CreatePreviewLinkDocument } from '../api/post-editor.generated';

type PreviewState =
  | { kind: 'idle' }
  | { kind: 'opening' }
  /** No tab could be opened (a popup blocker): the link, to open by hand. */
  | { kind: 'blocked'; url: string }
  | { kind: 'failed'; message: string };

/**
 * Opens the saved post as readers will see it, in a new tab, through a short-lived preview link.
 * The tab opens during the click, while the browser still counts it as the user's doing (popup
 * blockers refuse a window opened once the link has arrived), and is sent to the link when it
 * arrives. `noopener` would return no handle to that tab, so its `opener` is cut by hand instead:
 * the reader page never reaches back into the editor. The link is asked for each time (never from
 * the cache): each one expires.
 * @param dirty the form has unsaved changes, which the preview does not show.
 */
export function PreviewButton({ postId, dirty }: { postId: string; dirty: boolean }) {
  const t = useAdminT();
  const noteId = useId();
  const [createPreviewLink] = useMutation(CreatePreviewLinkDocument, { fetchPolicy: 'no-cache' });
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const opening = useRef(false);

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    setState({ kind: 'opening' });
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { data } = await createPreviewLink({ variables: { postId } });
      const { url } = data!.createPreviewLink;
      if (tab && !tab.closed) {
        // replace: the tab's Back button does not return to its blank first page.
        tab.location.replace(url);
        setState({ kind: 'idle' });
      } else {
        setState({ kind: 'blocked', url });
      }
    } catch (error) {
      tab?.close();
      logUnexpected('Error creating a preview link', error);
      setState({ kind: 'failed', message: errorMessage(error) || t('admin.editor.unknownError') });
    } finally {
      opening.current = false;
    }
  };

  const busy = state.kind === 'opening';
  return (
    <div className="editor-preview">
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--block editor-preview__button"
        // aria-disabled, not disabled: the button keeps the keyboard focus while the link comes.
        aria-disabled={busy}
        aria-describedby={dirty ? noteId : undefined}
        onClick={() => void open()}
      >
        {t(busy ? 'admin.editor.previewOpening' : 'admin.editor.preview')}
      </button>
      {dirty && (
        <p id={noteId} className="admin-hint editor-preview__note">
          {t('admin.editor.previewSavedOnly')}
        </p>
      )}
      {/* Always present, so that what appears in it is announced. */}
      <p role="status" className="admin-hint editor-preview__result">
        {state.kind === 'blocked' && (
          <>
            {t('admin.editor.previewBlocked')}{' '}
            <a href={state.url} target="_blank" rel="noopener noreferrer" data-testid="preview-link">
              {t('admin.editor.previewOpen')}
            </a>
          </>
        )}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="admin-hint editor-preview__error">
          {t('admin.editor.previewFailed', { message: state.message })}
        </p>
      )}
    </div>
  );
}
