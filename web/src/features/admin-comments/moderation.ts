import type { CommentAction, CommentStatus } from '../../gql/schema-types';
import type { AdminMessageId } from '../../i18n/admin-messages';
import { parsePage } from '../../lib/pagination';

/** The tabs of the queue: "all" is PENDING and APPROVED together, as the API's `counts.all`. */
export const TABS = ['all', 'pending', 'approved', 'spam', 'trash'] as const;
export type Tab = (typeof TABS)[number];

/** Comments a page of the queue holds. */
export const QUEUE_PAGE_SIZE = 20;

const TAB_STATUS: Record<Tab, CommentStatus | null> = {
  all: null,
  pending: 'PENDING',
  approved: 'APPROVED',
  spam: 'SPAM',
  trash: 'TRASH',
};

/** @returns the `status` argument of the `comments` query for `tab` (null: the "All" tab). */
export const statusOfTab = (tab: Tab): CommentStatus | null => TAB_STATUS[tab];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** What the URL of the queue says: `?status=pending&page=2&search=…&focus=ID`. */
export interface QueueState {
  tab: Tab;
  page: number;
  search: string;
  /** The comment to highlight and focus (the e-mail notifications link to it), or null. */
  focus: string | null;
  /**
   * What a notification e-mail's link offers to do to the focused comment (`&action=approve` or
   * `&action=spam`), or null. It is only proposed: a link followed is never a change by itself.
   */
  linkAction: CommentAction | null;
}

/** The actions a notification e-mail may link to. */
const LINK_ACTIONS: Record<string, CommentAction> = { approve: 'APPROVE', spam: 'SPAM' };

/** @returns the queue's state from its URL parameters; anything unknown reads as the default. */
export function parseQueueState(params: URLSearchParams): QueueState {
  const status = params.get('status')?.toLowerCase() ?? null;
  const focus = params.get('focus')?.trim() ?? '';
  return {
    tab: isTab(status) ? status : 'all',
    page: parsePage(params.get('page')),
    search: (params.get('search') ?? '').trim(),
    focus: /^\d{1,18}$/.test(focus) ? focus : null,
    linkAction: LINK_ACTIONS[params.get('action')?.toLowerCase() ?? ''] ?? null,
  };
}

/**
 * @returns the URL parameters of `change` applied to `current`: the default values (the "All"
 * tab, page 1, no search) are left out, and a new tab or search starts again from page 1.
 */
export function queueParams(
  current: URLSearchParams,
  change: Partial<Omit<QueueState, 'focus' | 'linkAction'>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.tab !== undefined) set('status', change.tab === 'all' ? null : change.tab);
  if (change.search !== undefined) set('search', change.search.trim() || null);
  if (change.tab !== undefined || change.search !== undefined) {
    next.delete('page');
    next.delete('focus');
    next.delete('action');
  }
  if (change.page !== undefined) set('page', change.page > 1 ? String(change.page) : null);
  return next;
}

/** The actions offered on a comment, in the order of its buttons (edit and reply aside). */
const ACTIONS: Record<CommentStatus, CommentAction[]> = {
  PENDING: ['APPROVE', 'SPAM', 'TRASH'],
  APPROVED: ['UNAPPROVE', 'SPAM', 'TRASH'],
  SPAM: ['NOT_SPAM', 'TRASH', 'DELETE'],
  TRASH: ['RESTORE', 'DELETE'],
};

/** @returns the moderation actions that change a comment with `status`. */
export const actionsFor = (status: CommentStatus): CommentAction[] => ACTIONS[status];

/** Every action in the order the bulk bar shows them. */
const ACTION_ORDER: CommentAction[] = ['APPROVE', 'UNAPPROVE', 'NOT_SPAM', 'RESTORE', 'SPAM', 'TRASH', 'DELETE'];

/** @returns the actions that change at least one of the selected comments (their statuses). */
export function bulkActionsFor(statuses: Iterable<CommentStatus>): CommentAction[] {
  const offered = new Set([...statuses].flatMap(actionsFor));
  return ACTION_ORDER.filter((action) => offered.has(action));
}

/** Whether the owner may reply to a comment with `status` (the API refuses spam and trash). */
export const canReply = (status: CommentStatus): boolean => status === 'PENDING' || status === 'APPROVED';

/**
 * @returns the status `action` gives a comment with `status`, as the API decides it, or null when
 * it leaves the comment as it is (or deletes it). A restored comment goes back to the status it
 * had before the trash, which the list does not know: it reads as PENDING until the answer comes.
 */
export function nextStatus(status: CommentStatus, action: CommentAction): CommentStatus | null {
  switch (action) {
    case 'APPROVE':
      return 'APPROVED';
    case 'UNAPPROVE':
      return 'PENDING';
    case 'SPAM':
      return 'SPAM';
    case 'TRASH':
      return 'TRASH';
    case 'NOT_SPAM':
      return status === 'SPAM' ? 'APPROVED' : null;
    case 'RESTORE':
      return status === 'TRASH' ? 'PENDING' : null;
    case 'DELETE':
      return null;
  }
}

/** Whether a comment with `status` is listed in `tab`. */
export const inTab = (tab: Tab, status: CommentStatus): boolean => {
  const wanted = statusOfTab(tab);
  return wanted === null ? status === 'PENDING' || status === 'APPROVED' : status === wanted;
};

export interface StatusCounts {
  all: number;
  pending: number;
  approved: number;
  spam: number;
  trash: number;
}

interface QueueRow {
  id: string;
  status: CommentStatus;
}

interface QueuePage {
  items: QueueRow[];
  counts: StatusCounts;
  totalItems: number;
  totalPages: number;
  pageSize: number;
}

const COUNT_KEY: Record<CommentStatus, Exclude<keyof StatusCounts, 'all'>> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  SPAM: 'spam',
  TRASH: 'trash',
};

/** One comment an action changed: its status before, and after (null: deleted for good). */
export interface StatusChange {
  id: string;
  from: CommentStatus;
  to: CommentStatus | null;
}

/**
 * @returns the changes `action` makes to `rows` (as the list knows them), as the API will make
 * them; a comment it leaves as it is keeps its status.
 */
export const changesOf = (rows: readonly QueueRow[], action: CommentAction): StatusChange[] =>
  rows.map((row) => ({
    id: row.id,
    from: row.status,
    to: action === 'DELETE' ? null : (nextStatus(row.status, action) ?? row.status),
  }));

/**
 * @returns `page` once `changes` are made: the rows' status changed, those no longer in `tab`
 * (or deleted) left out, the counts and totals moved with them. What the optimistic answer shows
 * until the server's arrives, then what the server's answer makes of the list.
 */
export function applyChanges<Page extends QueuePage>(page: Page, tab: Tab, changes: readonly StatusChange[]): Page {
  const byId = new Map(changes.map((change) => [change.id, change]));
  const counts = { ...page.counts };
  for (const { from, to } of changes) {
    if (to === from) continue;
    counts[COUNT_KEY[from]] = Math.max(0, counts[COUNT_KEY[from]] - 1);
    if (to) counts[COUNT_KEY[to]] += 1;
  }
  counts.all = counts.pending + counts.approved;
  const items: Page['items'] = [];
  let removed = 0;
  for (const row of page.items) {
    const change = byId.get(row.id);
    if (!change) items.push(row);
    else if (change.to && inTab(tab, change.to))
      items.push(change.to === row.status ? row : { ...row, status: change.to });
    else removed += 1;
  }
  const totalItems = Math.max(0, page.totalItems - removed);
  return { ...page, items, counts, totalItems, totalPages: Math.ceil(totalItems / page.pageSize) };
}

/** @returns `page` once `action` is applied to its comments of `ids` (see applyChanges). */
export const applyAction = <Page extends QueuePage>(
  page: Page,
  tab: Tab,
  ids: readonly string[],
  action: CommentAction,
): Page =>
  applyChanges(
    page,
    tab,
    changesOf(
      page.items.filter((row) => ids.includes(row.id)),
      action,
    ),
  );

/**
 * @returns the id of the row to focus once the rows of `ids` may have left the list: the first
 * row after the focused one that is not among them, else the last one before it; null if none.
 */
export function focusAfterRemoval(order: readonly string[], focused: string, ids: readonly string[]): string | null {
  const gone = new Set(ids);
  if (!gone.has(focused)) return focused;
  const at = order.indexOf(focused);
  const after = order.slice(at + 1).find((id) => !gone.has(id));
  if (after) return after;
  const before = order
    .slice(0, Math.max(at, 0))
    .reverse()
    .find((id) => !gone.has(id));
  return before ?? null;
}

/** The labels of the reason codes the comment rules record (api/src/modules/comment/spam). */
const REASONS: Record<string, AdminMessageId> = {
  honeypot: 'admin.comments.reason.honeypot',
  'too-fast': 'admin.comments.reason.tooFast',
  'bad-form-token': 'admin.comments.reason.badFormToken',
  'no-form-token': 'admin.comments.reason.noFormToken',
  'stale-form-token': 'admin.comments.reason.staleFormToken',
  links: 'admin.comments.reason.links',
  script: 'admin.comments.reason.script',
  'blocklist:word': 'admin.comments.reason.blockedWord',
  'blocklist:domain': 'admin.comments.reason.blockedDomain',
  'blocklist:ip': 'admin.comments.reason.blockedIp',
  'first-time': 'admin.comments.reason.firstTime',
  'moderation-all': 'admin.comments.reason.moderationAll',
};

/** @returns the message naming a reason code, or null for a code this version does not know (shown as is). */
export const reasonLabel = (code: string): AdminMessageId | null => REASONS[code] ?? null;

/** The label of each action's button. */
export const ACTION_LABELS: Record<CommentAction, AdminMessageId> = {
  APPROVE: 'admin.comments.action.approve',
  UNAPPROVE: 'admin.comments.action.unapprove',
  SPAM: 'admin.comments.action.spam',
  NOT_SPAM: 'admin.comments.action.notSpam',
  TRASH: 'admin.comments.action.trash',
  RESTORE: 'admin.comments.action.restore',
  DELETE: 'admin.comments.action.delete',
};

/** The toast once an action is done, with `{count}` comments. */
export const ACTION_DONE: Record<CommentAction, AdminMessageId> = {
  APPROVE: 'admin.comments.done.approve',
  UNAPPROVE: 'admin.comments.done.unapprove',
  SPAM: 'admin.comments.done.spam',
  NOT_SPAM: 'admin.comments.done.notSpam',
  TRASH: 'admin.comments.done.trash',
  RESTORE: 'admin.comments.done.restore',
  DELETE: 'admin.comments.done.delete',
};

/** The label of each status badge. */
export const STATUS_LABELS: Record<CommentStatus, AdminMessageId> = {
  PENDING: 'admin.comments.status.pending',
  APPROVED: 'admin.comments.status.approved',
  SPAM: 'admin.comments.status.spam',
  TRASH: 'admin.comments.status.trash',
};

/** The label of each tab and the text of its empty state. */
export const TAB_LABELS: Record<Tab, { label: AdminMessageId; empty: AdminMessageId }> = {
  all: { label: 'admin.comments.tab.all', empty: 'admin.comments.empty.all' },
  pending: { label: 'admin.comments.tab.pending', empty: 'admin.comments.empty.pending' },
  approved: { label: 'admin.comments.tab.approved', empty: 'admin.comments.empty.approved' },
  spam: { label: 'admin.comments.tab.spam', empty: 'admin.comments.empty.spam' },
  trash: { label: 'admin.comments.tab.trash', empty: 'admin.comments.empty.trash' },
};

/** The keyboard shortcuts of a focused row: the key and what it does. */
export const SHORTCUTS: Record<string, CommentAction> = { a: 'APPROVE', s: 'SPAM', t: 'TRASH' };
