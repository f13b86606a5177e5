import { useEffect, useRef } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';

/**
 * Asks before an action that cannot be taken back, as the editor asks before leaving unsaved
 * changes: a modal <dialog> (focus kept inside, Escape cancels, focus returns to the button that
 * opened it), with Cancel focused first so a stray Enter does no harm.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
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
      className="integrations-dialog admin-panel"
      aria-labelledby="integrations-dialog-title"
      aria-describedby="integrations-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="integrations-dialog-title" className="admin-panel__title">
        {title}
      </h2>
      <p id="integrations-dialog-text">{text}</p>
      <div className="integrations-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel} autoFocus>
          {t('admin.common.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'admin-button admin-button--danger' : 'admin-button'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
