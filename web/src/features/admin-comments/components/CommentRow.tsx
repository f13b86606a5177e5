import { type FormEvent, type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import type { CommentAction } from '../../../gql/schema-types';
import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { href } from '../../../config/routes';
import { isoDate } from '../../../lib/dates';
import { EditIcon, ReplyIcon } from '../../../components/admin/admin-icons';
import { ACTION_LABELS, actionsFor, canReply, reasonLabel, STATUS_LABELS } from '../moderation';
import type { QueueRow } from '../use-moderation';

/** Longest comment text the API takes. */
export const COMMENT_MAX = 5000;

/** A comment's instant in the owner's time zone, with the time. */
function formatWhen(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The inline editor and the reply box: a labelled textarea with Save and Cancel. */
function TextBox({
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit(text: string): Promise<void>;
  onCancel(): void;
}) {
  const t = useAdminT();
  const id = useId();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t('admin.comments.textRequired'));
    if (trimmed.length > COMMENT_MAX) return setError(t('admin.comments.textTooLong', { max: COMMENT_MAX }));
    setError(null);
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      void submit(event);
    }
  };
  return (
    <form className="admin-comment__box" onSubmit={submit}>
      <label className="admin-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="admin-textarea"
        rows={4}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
      <div className="admin-comment__box-actions">
        <button type="submit" className="admin-button admin-button--small" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onCancel}>
          {t('admin.common.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * One comment of the queue: its selection box, author, e-mail, post, date, text, the reasons the
 * rules recorded, status and the actions its status allows, with the inline editor and reply box.
 * The row itself takes the focus (one row at a time is in the tab order) for the shortcuts.
 */
export function CommentRow({
  row,
  active,
  highlighted,
  selected,
  rowRef,
  onSelect,
  onFocusRow,
  onAction,
  onEdit,
  onReply,
}: {
  row: QueueRow;
  active: boolean;
  highlighted: boolean;
  selected: boolean;
  rowRef: Ref<HTMLLIElement>;
  onSelect(checked: boolean): void;
  onFocusRow(): void;
  onAction(action: CommentAction): void;
  onEdit(text: string): Promise<boolean>;
  onReply(text: string): Promise<boolean>;
}) {
  const t = useAdminT();
  const { locale } = useLanguage();
  const id = `comment-${row.id}`;
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [draft, setDraft] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setMode('view');
    opener.current?.focus();
  };
  const open = (next: 'edit' | 'reply', button: HTMLButtonElement) => {
    opener.current = button;
    setDraft(null);
    setMode(next);
  };

  const className = [
    'admin-comment',
    `admin-comment--${row.status.toLowerCase()}`,
    highlighted ? 'admin-comment--highlight' : '',
    selected ? 'admin-comment--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li
      ref={rowRef}
      className={className}
      data-comment-id={row.id}
      tabIndex={active ? 0 : -1}
      aria-label={t('admin.comments.rowLabel', { name: row.name, status: t(STATUS_LABELS[row.status]) })}
      aria-current={highlighted ? 'true' : undefined}
      onFocus={onFocusRow}
    >
      <div className="admin-comment__select">
        <input
          type="checkbox"
          className="admin-checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('admin.comments.select', { name: row.name })}
        />
      </div>
      <div className="admin-comment__author">
        <span className="admin-comment__name">{row.name}</span>
        {row.byAuthor && <span className="admin-badge admin-badge--featured">{t('admin.comments.byAuthor')}</span>}
        <a className="admin-comment__email" href={`mailto:${row.email}`}>
          {row.email}
        </a>
        <time className="admin-comment__date" dateTime={isoDate(row.createdAt)}>
          {formatWhen(row.createdAt, locale)}
        </time>
      </div>
      <div className="admin-comment__body">
        <p className="admin-comment__post">
          {row.parentId ? t('admin.comments.replyOn') : t('admin.comments.on')}{' '}
          <a href={href.post(row.post.id)} target="_blank" rel="noreferrer">
            {row.post.title || t('admin.posts.untitled')}
          </a>
        </p>
        {mode === 'edit' ? (
          <TextBox
            label={t('admin.comments.editLabel')}
            initial={draft ?? row.content}
            submitLabel={t('admin.comments.save')}
            onCancel={close}
            onSubmit={async (text) => {
              close();
              // The text shows at once; a refusal rolls it back and opens the editor again with it.
              if (!(await onEdit(text))) {
                setDraft(text);
                setMode('edit');
              }
            }}
          />
        ) : (
          <p className="admin-comment__text" id={`${id}-text`}>
            {row.content}
          </p>
        )}
        {row.reasons.length > 0 && (
          <div className="admin-comment__reasons">
            <span className="admin-comment__reasons-label">
              {t(
                row.status === 'PENDING'
                  ? 'admin.comments.reasons'
                  : row.status === 'SPAM'
                    ? 'admin.comments.reasonsSpam'
                    : 'admin.comments.reasonsNoted',
              )}
            </span>
            <ul>
              {row.reasons.map((code) => {
                const label = reasonLabel(code);
                return (
                  <li key={code} className="admin-reason" title={code}>
                    {label ? t(label) : code}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <div className="admin-comment__actions">
          {actionsFor(row.status).map((action) => (
            <button
              key={action}
              type="button"
              className={`admin-button admin-button--small ${
                action === 'APPROVE' || action === 'NOT_SPAM' || action === 'RESTORE'
                  ? 'admin-comment__primary'
                  : action === 'DELETE'
                    ? 'admin-button--danger'
                    : 'admin-button--secondary'
              }`}
              onClick={() => onAction(action)}
            >
              {t(ACTION_LABELS[action])}
            </button>
          ))}
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-expanded={mode === 'edit'}
            onClick={(event) => (mode === 'edit' ? close() : open('edit', event.currentTarget))}
          >
            <EditIcon width={14} height={14} />
            {t('admin.comments.edit')}
          </button>
          {canReply(row.status) && (
            <button
              type="button"
              className="admin-button admin-button--secondary admin-button--small"
              aria-expanded={mode === 'reply'}
              onClick={(event) => (mode === 'reply' ? close() : open('reply', event.currentTarget))}
            >
              <ReplyIcon width={14} height={14} />
              {t('admin.comments.reply')}
            </button>
          )}
        </div>
        {mode === 'reply' && (
          <TextBox
            label={t('admin.comments.replyLabel', { name: row.name })}
            initial={draft ?? ''}
            submitLabel={t('admin.comments.sendReply')}
            onCancel={close}
            onSubmit={async (text) => {
              if (await onReply(text)) close();
            }}
          />
        )}
      </div>
      <div className="admin-comment__status">
        <span className={`admin-badge admin-badge--comment-${row.status.toLowerCase()}`}>
          {t(STATUS_LABELS[row.status])}
        </span>
      </div>
    </li>
  );
}
