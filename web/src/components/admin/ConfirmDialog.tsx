import { useEffect, useId, useRef } from 'react';
import { useAdminT } from '../../i18n/admin-messages';

/**
 * Asks before an action that cannot be taken back (leaving unsaved changes, revoking a token,
 * deleting an endpoint): a modal <dialog> (focus kept inside, Escape cancels, focus returns to
 * the button that opened it), with Cancel focused first so a stray Enter does no harm.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  /** "Cancel" unless the question calls for another word ("Stay"). */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useAdminT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-panel"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="admin-panel__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('admin.common.cancel')}
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
