import { parsePage } from '../../lib/pagination';

/** Which messages the inbox lists: every one, or the unread ones only. */
export type InboxFilter = 'all' | 'unread';

/** What the inbox shows, as the URL keeps it (`?filter=unread&search=…&page=2`). */
export interface InboxView {
  filter: InboxFilter;
  /** The search text, trimmed; '' for none. */
  search: string;
  /** From 1. */
  page: number;
}

/** The longest search the API accepts (`contactMessages(search:)`). */
export const MAX_SEARCH_LENGTH = 200;

/** Reads the inbox's state from the URL's parameters; anything unknown reads as the default. */
export function readInboxView(params: URLSearchParams): InboxView {
  return {
    filter: params.get('filter') === 'unread' ? 'unread' : 'all',
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(params.get('page')),
  };
}

/**
 * @returns the parameters for `change` applied to `current`: other parameters are kept, defaults
 *   are left out (no `filter=all`, no `page=1`, no empty search), and a new filter or search
 *   starts again from page 1.
 */
export function inboxParams(current: URLSearchParams, change: Partial<InboxView>): URLSearchParams {
  const view = { ...readInboxView(current), ...change };
  if (
    change.page === undefined &&
    ((change.filter !== undefined && change.filter !== readInboxView(current).filter) ||
      (change.search !== undefined && change.search.trim() !== readInboxView(current).search))
  ) {
    view.page = 1;
  }
  const next = new URLSearchParams(current);
  if (view.filter === 'unread') next.set('filter', 'unread');
  else next.delete('filter');
  const search = view.search.trim().slice(0, MAX_SEARCH_LENGTH);
  if (search) next.set('search', search);
  else next.delete('search');
  if (view.page > 1) next.set('page', String(view.page));
  else next.delete('page');
  return next;
}

/** The query's variables for a view: `unread: true` for the Unread filter, no filter otherwise. */
export function inboxVariables(view: InboxView, pageSize: number) {
  return {
    page: view.page,
    pageSize,
    search: view.search || null,
    unread: view.filter === 'unread' ? true : null,
  };
}
