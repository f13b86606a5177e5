import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CommentAction } from '../../gql/schema-types';
import { useAdminT } from '../../i18n/admin-messages';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog';
import { errorMessage } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminCommentsDocument } from './api/comments.generated';
import { CommentRow } from './components/CommentRow';
import { QueueTabs } from './components/QueueTabs';
import { ShortcutsHelp } from './components/ShortcutsHelp';
import {
  ACTION_LABELS,
  bulkActionsFor,
  focusAfterRemoval,
  inTab,
  nextStatus,
  parseQueueState,
  QUEUE_PAGE_SIZE,
  queueParams,
  SHORTCUTS,
  statusOfTab,
  TAB_LABELS,
} from './moderation';
import { type QueueRow, useModeration } from './use-moderation';
import './comments.css';

/** The search box waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const PANEL_ID = 'admin-comments-panel';

/** Fields where a letter key is text, not a shortcut. */
const TYPING = 'textarea, select, [contenteditable="true"], input:not([type="checkbox"]):not([type="radio"])';

function Skeleton() {
  const t = useAdminT();
  return (
    <div className="admin-comments__skeleton" role="status">
      <span className="visually-hidden">{t('admin.comments.loading')}</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="admin-comment-skeleton admin-panel" aria-hidden="true">
          <span className="admin-skeleton admin-skeleton--box" />
          <span className="admin-skeleton admin-skeleton--short" />
          <span className="admin-skeleton admin-skeleton--long" />
          <span className="admin-skeleton admin-skeleton--medium" />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/comments: the moderation queue. Tabs by status with their counts, search by text, name
 * or e-mail, pages, a selection for bulk actions, per-row actions, inline edit and reply, and the
 * shortcuts of the focused row (a, s, t, j, k). The tab, page, search and a comment to focus
 * (`?status=pending&focus=ID`, from the e-mail notifications) live in the URL.
 */
export default function CommentsPage() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const { tab, page, search, focus, linkAction } = parseQueueState(params);
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // A new search text starts again from page 1.
  useEffect(() => {
    const term = debounced.trim();
    if (term === search) return;
    setParams((current) => queueParams(current, { search: term }), { replace: true });
  }, [debounced, search, setParams]);

  const variables = useMemo(
    () => ({ status: statusOfTab(tab), search: search || null, page, pageSize: QUEUE_PAGE_SIZE }),
    [tab, search, page],
  );
  const { data, previousData, loading, error, refetch } = useQuery(AdminCommentsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.comments;
  // Rows of another tab (the previous answer while the new one loads) are not shown as this one's.
  const items = useMemo(() => (result?.items ?? []).filter((row) => inTab(tab, row.status)), [result, tab]);
  const { moderate, edit, reply } = useModeration(tab, variables);

  // Selection: reset with the list's tab, page and search; rows that left are unselected.
  const listKey = `${tab}|${page}|${search}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: listKey, ids: new Set() });
  const selectedIds = selection.key === listKey ? selection.ids : new Set<string>();
  const selectedRows = items.filter((row) => selectedIds.has(row.id));
  const select = (ids: string[], checked: boolean) =>
    setSelection(() => {
      const next = new Set(selectedIds);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return { key: listKey, ids: next };
    });

  // The focused row (one in the tab order): the notification's comment, else the first.
  const [activeId, setActiveId] = useState<string | null>(focus);
  const currentId = items.some((row) => row.id === activeId) ? activeId : (items[0]?.id ?? null);
  const rowElements = useRef(new Map<string, HTMLLIElement>());
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    const element = rowElements.current.get(id);
    if (element) {
      focusNext.current = null;
      element.focus();
    }
  });
  const focusRow = (id: string | null) => {
    if (!id) return;
    setActiveId(id);
    focusNext.current = id;
    rowElements.current.get(id)?.focus();
  };

  // The comment an e-mail links to: focused and scrolled to once it is on screen.
  const focusedOnce = useRef<string | null>(null);
  useEffect(() => {
    if (!focus || focusedOnce.current === focus) return;
    const element = rowElements.current.get(focus);
    if (!element) return;
    focusedOnce.current = focus;
    setActiveId(focus);
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, [focus, items]);

  const [confirmDelete, setConfirmDelete] = useState<QueueRow[] | null>(null);

  // A notification e-mail's "Approve" or "Spam" link: asked here, done only once confirmed.
  const linked = items.find((row) => row.id === focus);
  const proposed = linked && linkAction && nextStatus(linked.status, linkAction) !== linked.status ? linked : null;
  const dropLinkAction = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );

  const run = async (rows: QueueRow[], action: CommentAction, fromKeyboard = false) => {
    if (action === 'DELETE') {
      setConfirmDelete(rows);
      return;
    }
    const ids = rows.map((row) => row.id);
    const leaving = rows.filter((row) => {
      const status = nextStatus(row.status, action) ?? row.status;
      return !inTab(tab, status);
    });
    // The focus stays in the list: on the row, or the next one when it leaves the tab.
    const order = items.map((row) => row.id);
    const nextFocus = currentId
      ? focusAfterRemoval(
          order,
          currentId,
          leaving.map((row) => row.id),
        )
      : null;
    if (fromKeyboard && nextFocus) focusNext.current = nextFocus;
    if (nextFocus) setActiveId(nextFocus);
    select(ids, false);
    await moderate(rows, action);
  };

  const confirmDeleteForever = async () => {
    const rows = confirmDelete ?? [];
    setConfirmDelete(null);
    select(
      rows.map((row) => row.id),
      false,
    );
    await moderate(rows, 'DELETE');
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(TYPING)) return;
    const id = target.closest<HTMLElement>('[data-comment-id]')?.dataset.commentId;
    const index = items.findIndex((row) => row.id === id);
    if (index < 0) return;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'k') {
      event.preventDefault();
      const next = items[index + (key === 'j' ? 1 : -1)];
      if (next) focusRow(next.id);
      return;
    }
    const action = SHORTCUTS[key];
    if (!action || event.shiftKey) return;
    event.preventDefault();
    const row = items[index]!;
    const status = nextStatus(row.status, action);
    if (status && status !== row.status) void run([row], action, true);
  };

  const goTo = (next: number) => setParams((current) => queueParams(current, { page: next }));
  // A page past the end (after moderation emptied it) shows the last one.
  useEffect(() => {
    if (data && data.comments.totalPages > 0 && page > data.comments.totalPages) {
      setParams((current) => queueParams(current, { page: data.comments.totalPages }), { replace: true });
    }
  }, [data, page, setParams]);

  const allSelected = items.length > 0 && selectedRows.length === items.length;
  const someSelected = selectedRows.length > 0 && !allSelected;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);

  let body: ReactNode;
  if (!result && loading) {
    body = <Skeleton />;
  } else if (!result && error) {
    body = (
      <div className="admin-state admin-state--error" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="admin-state admin-panel">
        {search ? t('admin.comments.noMatch', { search }) : t(TAB_LABELS[tab].empty)}
      </p>
    );
  } else {
    body = (
      <ul className="admin-comments__list" aria-label={t(TAB_LABELS[tab].label)} onKeyDown={onListKeyDown}>
        {items.map((row) => (
          <CommentRow
            key={row.id}
            row={row}
            active={row.id === currentId}
            highlighted={row.id === focus}
            selected={selectedIds.has(row.id)}
            rowRef={(element) => {
              if (element) rowElements.current.set(row.id, element);
              else rowElements.current.delete(row.id);
            }}
            onSelect={(checked) => select([row.id], checked)}
            onFocusRow={() => setActiveId(row.id)}
            onAction={(action) => void run([row], action)}
            onEdit={(content) => edit(row, content)}
            onReply={(content) => reply(row, content)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="admin-comments">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.comments.title')}</h1>
        <ShortcutsHelp />
      </div>
      <QueueTabs
        tab={tab}
        counts={result?.counts ?? null}
        panelId={PANEL_ID}
        onChange={(next) => setParams((current) => queueParams(current, { tab: next }))}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`admin-comments-tab-${tab}`}
        className="admin-comments__panel"
        tabIndex={-1}
      >
        <div className="admin-comments__toolbar">
          <label className="visually-hidden" htmlFor="admin-comment-search">
            {t('admin.comments.searchLabel')}
          </label>
          <input
            id="admin-comment-search"
            className="admin-input admin-comments__search"
            type="search"
            placeholder={t('admin.comments.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {result && (
            <p className="admin-hint" aria-live="polite">
              {t('admin.comments.count', { count: result.totalItems })}
            </p>
          )}
        </div>
        {items.length > 0 && (
          <div className="admin-comments__bulk" role="group" aria-label={t('admin.comments.bulkLabel')}>
            <label className="admin-comments__select-all">
              <input
                ref={selectAll}
                type="checkbox"
                className="admin-checkbox"
                checked={allSelected}
                onChange={(event) =>
                  select(
                    items.map((row) => row.id),
                    event.target.checked,
                  )
                }
              />
              {t('admin.comments.selectAll')}
            </label>
            <span className="admin-hint" aria-live="polite">
              {selectedRows.length > 0 ? t('admin.comments.selected', { count: selectedRows.length }) : ''}
            </span>
            {selectedRows.length > 0 && (
              <div className="admin-comments__bulk-actions">
                {bulkActionsFor(selectedRows.map((row) => row.status)).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`admin-button admin-button--small ${
                      action === 'DELETE' ? 'admin-button--danger' : 'admin-button--secondary'
                    }`}
                    onClick={() => void run(selectedRows, action)}
                  >
                    {t(ACTION_LABELS[action])}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
        <div aria-busy={loading}>{body}</div>
        {result && result.totalPages > 0 && items.length > 0 && (
          <AdminPagination page={page} totalPages={result.totalPages} onChange={goTo} disabled={loading} />
        )}
      </div>
      {proposed && linkAction && (
        <ConfirmDialog
          title={t(linkAction === 'SPAM' ? 'admin.comments.linkSpamTitle' : 'admin.comments.linkApproveTitle', {
            name: proposed.name,
          })}
          text={t('admin.comments.linkText')}
          confirmLabel={t(ACTION_LABELS[linkAction])}
          danger={linkAction === 'SPAM'}
          onConfirm={() => {
            dropLinkAction();
            void run([proposed], linkAction);
          }}
          onCancel={dropLinkAction}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={t('admin.comments.deleteTitle', { count: confirmDelete.length })}
          text={t('admin.comments.deleteText', { count: confirmDelete.length })}
          confirmLabel={t('admin.comments.action.delete')}
          danger
          onConfirm={() => void confirmDeleteForever()}
          onCancel={() => setConfirmDelete(null)}
        />
      )}
    </div>
  );
}
