import { useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog';
import { useAdminT } from '../../i18n/admin-messages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { errorMessage } from '../../lib/errors';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminContactMessagesDocument, type InboxMessageFragment } from './api/messages.generated';
import { BulkBar } from './components/BulkBar';
import { InboxSkeleton } from './components/InboxSkeleton';
import { MessageRow } from './components/MessageRow';
import { type InboxFilter, inboxParams, inboxVariables, MAX_SEARCH_LENGTH, readInboxView } from './inbox-url';
import { quoteTime } from './message-time';
import { replyHref } from './reply-link';
import { useInboxActions } from './use-inbox-actions';
import './messages.css';

/** Messages per page. */
export const INBOX_PAGE_SIZE = 20;
/** The search box waits this long after the last key (as the posts list does). */
const SEARCH_DEBOUNCE_MS = 300;

/** The selection belongs to one view: another page, filter or search starts with none. */
interface Selection {
  view: string;
  ids: ReadonlySet<string>;
}

/**
 * /admin/messages: the owner's inbox of contact messages, newest first. Filter All / Unread,
 * search (debounced), pages, all in the URL; a message opens in place and is marked read; rows
 * are selected for Mark as read / unread and Delete (asked first). Changes show at once and are
 * undone if the server refuses them.
 */
export default function MessagesPage() {
  const t = useAdminT();
  const { locale } = useLanguage();
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const view = readInboxView(params);
  const viewKey = `${view.filter}|${view.search}|${view.page}`;
  const [text, setText] = useState(view.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>({ view: viewKey, ids: new Set() });
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new search text starts again from page 1 (the URL keeps it, as the posts list does).
  useEffect(() => {
    const term = debounced.trim();
    if (term === view.search) return;
    setParams((current) => inboxParams(current, { search: term }), { replace: true });
  }, [debounced, view.search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: inboxVariables(view, INBOX_PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const result = (data ?? previousData)?.contactMessages;
  const messages = useMemo(() => result?.items ?? [], [result]);
  // Relative times ("5 minutes ago") count from when the list arrived.
  const now = useMemo(() => (result ? new Date() : new Date(0)), [result]);

  const refreshList = useCallback(() => refetch(), [refetch]);
  const actions = useInboxActions(refreshList);

  const selected = useMemo(() => {
    const ids = selection.view === viewKey ? selection.ids : new Set<string>();
    return messages.filter((message) => ids.has(message.id)).map((message) => message.id);
  }, [messages, selection, viewKey]);
  const select = (ids: Iterable<string>) => setSelection({ view: viewKey, ids: new Set(ids) });

  const go = (change: Parameters<typeof inboxParams>[1]) => setParams((current) => inboxParams(current, change));

  // A page past the end (after deletions) shows the last one.
  const lastPage = data?.contactMessages.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && view.page > lastPage) {
      setParams((current) => inboxParams(current, { page: lastPage }), { replace: true });
    }
  }, [lastPage, view.page, setParams]);

  const toggle = (message: InboxMessageFragment) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (!message.read) void actions.markRead([message.id], true, { quiet: true });
  };

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const markSelected = (read: boolean) =>
    run(async () => {
      const done = await actions.markRead(selected, read);
      if (done) select([]);
      return done;
    });

  const confirmDelete = async () => {
    const ids = confirming ?? [];
    setConfirming(null);
    await run(async () => {
      const done = await actions.remove(ids);
      if (done) {
        select(selected.filter((id) => !ids.includes(id)));
        if (openId && ids.includes(openId)) setOpenId(null);
        heading.current?.focus();
      }
      return done;
    });
  };

  const siteName = site.name.trim();
  const replyTo = (message: InboxMessageFragment) =>
    replyHref(message, {
      subject: siteName ? t('admin.messages.replySubject', { site: siteName }) : t('admin.messages.replySubjectPlain'),
      intro: t('admin.messages.replyIntro', {
        date: quoteTime(message.createdAt, locale),
        name: message.fullName,
      }),
    });

  const filterButton = (filter: InboxFilter, label: ReactNode) => (
    <button
      type="button"
      className="inbox-filter__button"
      aria-pressed={view.filter === filter}
      onClick={() => view.filter !== filter && go({ filter })}
    >
      {label}
    </button>
  );

  let body: ReactNode;
  if (loading && !result) {
    body = <InboxSkeleton />;
  } else if (error && !result) {
    body = (
      <div className="admin-state admin-state--error admin-panel" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className="admin-state admin-panel inbox-empty">
        <p className="inbox-empty__title">
          {view.search
            ? t('admin.messages.noMatch')
            : view.filter === 'unread'
              ? t('admin.messages.noUnread')
              : t('admin.messages.empty')}
        </p>
        {!view.search && view.filter === 'all' && <p className="admin-hint">{t('admin.messages.emptyHint')}</p>}
      </div>
    );
  } else {
    body = (
      <>
        <BulkBar
          count={messages.length}
          selected={selected.length}
          busy={busy}
          onSelectAll={(all) => select(all ? messages.map((message) => message.id) : [])}
          onMarkRead={(read) => void markSelected(read)}
          onDelete={() => setConfirming(selected)}
        />
        <ul className="inbox-list admin-panel" aria-labelledby="inbox-title">
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              open={openId === message.id}
              selected={selected.includes(message.id)}
              busy={busy}
              now={now}
              replyHref={replyTo(message)}
              onToggle={() => toggle(message)}
              onSelect={(checked) =>
                select(checked ? [...selected, message.id] : selected.filter((id) => id !== message.id))
              }
              onMarkRead={(read) => void run(() => actions.markRead([message.id], read))}
              onDelete={() => setConfirming([message.id])}
            />
          ))}
        </ul>
      </>
    );
  }

  const unreadCount = result?.unreadCount ?? 0;
  return (
    <div className="admin-inbox">
      <div className="admin-page-head">
        <h1 id="inbox-title" className="admin-page-title" ref={heading} tabIndex={-1}>
          {t('admin.messages.title')}
        </h1>
      </div>
      <p className="admin-hint inbox-intro">{t('admin.messages.intro')}</p>
      <div className="inbox-toolbar">
        <div className="inbox-filter" role="group" aria-label={t('admin.messages.filterLabel')}>
          {filterButton('all', t('admin.messages.filterAll'))}
          {filterButton(
            'unread',
            <>
              {t('admin.messages.filterUnread')}
              {result && (
                // The pill for the eye, "Unread (3)" for the ear (the pill alone would read "Unread 3").
                <>
                  <span
                    className={`admin-count inbox-filter__count${unreadCount ? '' : ' inbox-filter__count--zero'}`}
                    aria-hidden="true"
                  >
                    {unreadCount}
                  </span>
                  <span className="visually-hidden"> ({unreadCount})</span>
                </>
              )}
            </>,
          )}
        </div>
        <label className="visually-hidden" htmlFor="inbox-search">
          {t('admin.messages.searchLabel')}
        </label>
        <input
          id="inbox-search"
          className="admin-input inbox-search"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('admin.messages.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {result && result.totalItems > 0 && (
          <p className="admin-hint inbox-count" aria-live="polite">
            {t('admin.messages.count', { count: result.totalItems })}
          </p>
        )}
      </div>
      <div aria-busy={loading}>{body}</div>
      {result && result.totalPages > 0 && messages.length > 0 && (
        <AdminPagination
          page={view.page}
          totalPages={result.totalPages}
          onChange={(page) => go({ page })}
          disabled={loading}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin.messages.confirmDeleteTitle', { count: confirming.length })}
          text={t('admin.messages.confirmDeleteText', { count: confirming.length })}
          confirmLabel={t('admin.messages.delete')}
          danger
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
