import { gql, InMemoryCache } from '@apollo/client';
import { AdminContactMessagesDocument, type AdminContactMessagesQuery } from './api/messages.generated';
import { applyReadChange, forgetMessages, removeMessages } from './inbox-cache';

const COUNT = gql`
  query UnreadCount {
    unreadMessageCount
  }
`;

const message = (id: string, read: boolean) => ({
  __typename: 'ContactMessage' as const,
  id,
  fullName: `Sender ${id}`,
  email: `${id}@example.com`,
  message: `Message ${id}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  read,
});

const VARS = { page: 1, pageSize: 20, search: null, unread: null };

function cacheWithInbox() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: AdminContactMessagesDocument,
    variables: VARS,
    data: {
      contactMessages: {
        __typename: 'ContactMessagePage',
        page: 1,
        pageSize: 20,
        totalItems: 3,
        totalPages: 1,
        unreadCount: 2,
        items: [message('1', false), message('2', false), message('3', true)],
      },
    },
  });
  cache.writeQuery({ query: COUNT, data: { unreadMessageCount: 2 } });
  return cache;
}

/** What the screen shows: the optimistic layers included. */
const inbox = (cache: InMemoryCache) =>
  cache.readQuery<AdminContactMessagesQuery>({
    query: AdminContactMessagesDocument,
    variables: VARS,
    optimistic: true,
  })!.contactMessages;
const badge = (cache: InMemoryCache) =>
  cache.readQuery<{ unreadMessageCount: number }>({ query: COUNT, optimistic: true })!;

describe('applyReadChange', () => {
  it('marks the messages and moves both unread counts by how many changed', () => {
    const cache = cacheWithInbox();
    applyReadChange(cache, ['1', '3'], true);
    expect(inbox(cache).items.map((item) => item.read)).toEqual([true, false, true]);
    expect(inbox(cache).unreadCount).toBe(1);
    expect(badge(cache).unreadMessageCount).toBe(1);

    applyReadChange(cache, ['1', '2', '3'], false);
    expect(inbox(cache).unreadCount).toBe(3);
    expect(badge(cache).unreadMessageCount).toBe(3);
  });

  it('leaves the counts alone for unknown ids and for messages already in that state', () => {
    const cache = cacheWithInbox();
    applyReadChange(cache, ['3', 'unknown'], true);
    expect(inbox(cache).unreadCount).toBe(2);
    expect(badge(cache).unreadMessageCount).toBe(2);
  });

  it('is undone with the optimistic layer it was written to', () => {
    const cache = cacheWithInbox();
    cache.recordOptimisticTransaction((layer) => applyReadChange(layer, ['1'], true), 'mark');
    expect(inbox(cache).unreadCount).toBe(1);
    cache.removeOptimistic('mark');
    expect(inbox(cache).items[0].read).toBe(false);
    expect(inbox(cache).unreadCount).toBe(2);
    expect(badge(cache).unreadMessageCount).toBe(2);
  });
});

describe('removeMessages', () => {
  it('takes the messages out of the page, its total and the unread counts', () => {
    const cache = cacheWithInbox();
    removeMessages(cache, ['1', '3']);
    expect(inbox(cache).items.map((item) => item.id)).toEqual(['2']);
    expect(inbox(cache).totalItems).toBe(1);
    expect(inbox(cache).unreadCount).toBe(1);
    expect(badge(cache).unreadMessageCount).toBe(1);
  });

  it('is undone with its optimistic layer; forgetMessages then drops them for good', () => {
    const cache = cacheWithInbox();
    cache.recordOptimisticTransaction((layer) => removeMessages(layer, ['2']), 'delete');
    expect(inbox(cache).items).toHaveLength(2);
    cache.removeOptimistic('delete');
    expect(inbox(cache).items).toHaveLength(3);

    removeMessages(cache, ['2']);
    forgetMessages(cache, ['2']);
    expect(cache.extract()['ContactMessage:2']).toBeUndefined();
  });
});
