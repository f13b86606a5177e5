import type { ApolloCache, Reference } from '@apollo/client';

/** A page of the inbox as the cache stores it (the page has no id: it lives in its ROOT_QUERY field). */
interface StoredPage {
  items: readonly Reference[];
  totalItems: number;
  totalPages: number;
  unreadCount: number;
}

interface InboxRoot {
  contactMessages: StoredPage;
  unreadMessageCount: number;
}

const messageId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'ContactMessage', id });

/** Whether the cache holds message `id` as unread (false when it does not hold it). */
function isUnread(cache: ApolloCache, id: string): boolean {
  let unread = false;
  const cacheId = messageId(cache, id);
  if (cacheId) {
    cache.modify<{ read: boolean }>({
      id: cacheId,
      fields: {
        read(value) {
          unread = value === false;
          return value;
        },
      },
    });
  }
  return unread;
}

/**
 * Moves the unread count of every cached inbox page and the navigation badge's
 * `unreadMessageCount` by `delta` (never below 0).
 */
function shiftUnread(cache: ApolloCache, delta: number): void {
  if (!delta) return;
  cache.modify<InboxRoot>({
    id: 'ROOT_QUERY',
    fields: {
      contactMessages: (page) => ({ ...page, unreadCount: Math.max(0, (page as StoredPage).unreadCount + delta) }),
      unreadMessageCount: (count) => Math.max(0, count + delta),
    },
  });
}

/**
 * Marks the cached messages `ids` read (or unread) and moves the unread counts by how many of them
 * change: the mutation's `update`, run on an optimistic layer (dropped again if the server refuses)
 * and then on the server's answer.
 */
export function applyReadChange(cache: ApolloCache, ids: readonly string[], read: boolean): void {
  let delta = 0;
  for (const id of ids) {
    const cacheId = messageId(cache, id);
    if (!cacheId) continue;
    cache.modify<{ read: boolean }>({
      id: cacheId,
      fields: {
        read(was) {
          if (was !== read) delta += read ? -1 : 1;
          return read;
        },
      },
    });
  }
  shiftUnread(cache, delta);
}

/**
 * Takes the messages `ids` out of every cached inbox page (their totals and unread counts
 * follow) and out of the badge's count: the delete mutation's `update`, optimistic first.
 */
export function removeMessages(cache: ApolloCache, ids: readonly string[]): void {
  const gone = new Set(ids);
  const unread = ids.filter((id) => isUnread(cache, id)).length;
  cache.modify<InboxRoot>({
    id: 'ROOT_QUERY',
    fields: {
      contactMessages(value, { readField }) {
        const page = value as StoredPage;
        const items = page.items.filter((ref) => !gone.has(readField<string>('id', ref) ?? ''));
        const removed = page.items.length - items.length;
        return {
          ...page,
          items,
          totalItems: Math.max(0, page.totalItems - removed),
          unreadCount: Math.max(0, page.unreadCount - unread),
        };
      },
      unreadMessageCount: (count) => Math.max(0, count - unread),
    },
  });
}

/** Forgets deleted messages for good (the dashboard's latest messages drop them too). */
export function forgetMessages(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) {
    const cacheId = messageId(cache, id);
    if (cacheId) cache.evict({ id: cacheId });
  }
  cache.gc();
}
