import { useEffect, useRef } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';

/** Asks before leaving the editor with unsaved changes (shown while react-router blocks). */
export function LeaveDialog({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  const t = useAdminT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="editor-dialog admin-panel"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="leave-title" className="admin-panel__title">
        {t('admin.editor.leaveTitle')}
      </h2>
      <p id="leave-text">{t('admin.editor.leaveText')}</p>
      <div className="editor-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onStay} autoFocus>
          {t('admin.editor.stay')}
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onLeave}>
          {t('admin.editor.leave')}
        </button>
      </div>
    </dialog>
  );
}
