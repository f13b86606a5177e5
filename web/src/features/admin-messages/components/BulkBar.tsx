import { useEffect, useRef } from 'react';
import { TrashIcon } from '../../../components/admin/admin-icons';
import { useAdminT } from '../../../i18n/admin-messages';

/**
 * Above the list: "Select all on this page" (mixed when some are), how many are selected, and the
 * actions on them (Mark as read, Mark as unread, Delete), disabled while none is.
 */
export function BulkBar({
  count,
  selected,
  busy,
  onSelectAll,
  onMarkRead,
  onDelete,
}: {
  /** Messages on the page. */
  count: number;
  selected: number;
  busy: boolean;
  onSelectAll(all: boolean): void;
  onMarkRead(read: boolean): void;
  onDelete(): void;
}) {
  const t = useAdminT();
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < count;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const disabled = busy || selected === 0;
  return (
    <div
      className={`inbox-bulk${selected ? '' : ' inbox-bulk--none'}`}
      role="group"
      aria-label={t('admin.messages.bulkLabel')}
    >
      <label className="inbox-bulk__all">
        <input
          ref={all}
          type="checkbox"
          className="inbox-checkbox"
          checked={count > 0 && selected === count}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span>{t('admin.messages.selectAll')}</span>
      </label>
      <span className="inbox-bulk__count" aria-live="polite">
        {t('admin.messages.selected', { count: selected })}
      </span>
      <div className="inbox-bulk__actions">
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => onMarkRead(true)}
          disabled={disabled}
        >
          {t('admin.messages.markRead')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => onMarkRead(false)}
          disabled={disabled}
        >
          {t('admin.messages.markUnread')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small inbox-bulk__delete"
          onClick={onDelete}
          disabled={disabled}
        >
          <TrashIcon width={14} height={14} />
          {t('admin.messages.delete')}
        </button>
      </div>
    </div>
  );
}
