import { useId } from 'react';
import { TrashIcon } from '../../../components/admin/admin-icons';
import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { InboxMessageFragment } from '../api/messages.generated';
import { fullTime, relativeTime } from '../message-time';

/**
 * One message of the inbox: a checkbox to select it, then a header (sender, e-mail address, when,
 * the first lines) whose button opens it in place; open, the whole message with Reply (the
 * owner's mail client), Mark as unread / read and Delete. An unread message is bold with a dot,
 * and says "Unread" to screen readers.
 */
export function MessageRow({
  message,
  open,
  selected,
  busy,
  now,
  replyHref,
  onToggle,
  onSelect,
  onMarkRead,
  onDelete,
}: {
  message: InboxMessageFragment;
  open: boolean;
  selected: boolean;
  busy: boolean;
  /** When the list arrived: relative times count from it. */
  now: Date;
  replyHref: string;
  onToggle(): void;
  onSelect(selected: boolean): void;
  onMarkRead(read: boolean): void;
  onDelete(): void;
}) {
  const t = useAdminT();
  const { locale } = useLanguage();
  const id = useId();
  const unread = !message.read;
  const full = fullTime(message.createdAt, locale);
  return (
    <li
      className={[
        'inbox-row',
        unread ? 'inbox-row--unread' : '',
        open ? 'inbox-row--open' : '',
        selected ? 'inbox-row--selected' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-message-id={message.id}
    >
      <label className="inbox-row__select">
        <input
          type="checkbox"
          className="inbox-checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('admin.messages.select', { name: message.fullName })}
        />
      </label>
      <div className="inbox-row__main">
        <div className="inbox-row__head">
          <h2 className="inbox-row__heading">
            <button
              type="button"
              className="inbox-row__toggle"
              aria-expanded={open}
              aria-controls={open ? `${id}-body` : undefined}
              aria-describedby={`${id}-meta${open ? '' : ` ${id}-snippet`}`}
              onClick={onToggle}
            >
              <span className="inbox-row__dot" aria-hidden="true" />
              {unread && <span className="visually-hidden">{t('admin.messages.unread')}: </span>}
              <span className="inbox-row__name">{message.fullName}</span>
            </button>
          </h2>
          <span id={`${id}-meta`} className="inbox-row__meta">
            <span className="inbox-row__email">{message.email}</span>
            <time className="inbox-row__time" dateTime={message.createdAt} title={full}>
              {relativeTime(message.createdAt, locale, now)}
            </time>
          </span>
          {!open && (
            <p id={`${id}-snippet`} className="inbox-row__snippet">
              {message.message}
            </p>
          )}
        </div>
        {open && (
          <div id={`${id}-body`} className="inbox-row__body">
            <p className="inbox-row__from">
              <a href={`mailto:${message.email}`}>{message.email}</a>
              <span aria-hidden="true"> · </span>
              <time dateTime={message.createdAt}>{full}</time>
            </p>
            <div className="inbox-row__message">{message.message}</div>
            <div className="inbox-row__actions">
              <a
                className="admin-button admin-button--small"
                href={replyHref}
                aria-label={t('admin.messages.replyLabel', { name: message.fullName })}
              >
                {t('admin.messages.reply')}
              </a>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                onClick={() => onMarkRead(unread)}
                disabled={busy}
              >
                {unread ? t('admin.messages.markRead') : t('admin.messages.markUnread')}
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small inbox-row__delete"
                onClick={onDelete}
                disabled={busy}
              >
                <TrashIcon width={14} height={14} />
                {t('admin.messages.delete')}
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
