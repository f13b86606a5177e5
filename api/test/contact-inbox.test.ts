import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The owner's inbox over GraphQL and REST on a real server and database: pages, filters, search
// with LIKE wildcards taken literally, read markers, deletion, bounds, and who may do any of it
// (the owner's session only: anonymous callers get 401, API tokens 403, whatever their scopes).

const SEND = 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }';
const LIST = `query ($page: Int, $pageSize: Int, $unread: Boolean, $search: String) {
  contactMessages(page: $page, pageSize: $pageSize, unread: $unread, search: $search) {
    items { id fullName email message createdAt read }
    page pageSize totalItems totalPages unreadCount
  }
}`;
const MARK = 'mutation ($ids: [ID!]!, $read: Boolean) { markMessagesRead(ids: $ids, read: $read) }';
const DELETE = 'mutation ($ids: [ID!]!) { deleteMessages(ids: $ids) }';
const UNREAD = '{ unreadMessageCount }';

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t.close());
beforeEach(() => t.reset());

interface Message {
  id: string;
  fullName: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
}

/** Sends messages through the public form, oldest first. */
async function send(...messages: { fullName?: string; email?: string; message: string }[]): Promise<void> {
  for (const input of messages) {
    const result = await t.gql(SEND, { input: { fullName: 'Ann Reader', email: 'ann@example.com', ...input } });
    expect(result.errors).toBeUndefined();
  }
}

async function list(variables: Record<string, unknown> = {}) {
  const result = await t.gql<{
    contactMessages: {
      items: Message[];
      page: number;
      pageSize: number;
      totalItems: number;
      totalPages: number;
      unreadCount: number;
    };
  }>(LIST, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.contactMessages;
}

const texts = (items: Message[]) => items.map((item) => item.message);

async function rest(method: string, path: string, options: { body?: unknown; bearer?: string | null } = {}) {
  const bearer = options.bearer === undefined ? token : options.bearer;
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('contactMessages', () => {
  it('lists messages newest first with their read state, totals and the unread count', async () => {
    await send({ message: 'first' }, { fullName: 'Bob', email: 'bob@example.com', message: 'second' });
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalItems: 2, totalPages: 1, unreadCount: 2 });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        fullName: 'Bob',
        email: 'bob@example.com',
        message: 'second',
        createdAt: expect.any(String),
        read: false,
      },
      expect.objectContaining({ fullName: 'Ann Reader', message: 'first', read: false }),
    ]);
  });

  it('pages through the inbox', async () => {
    await send(...['m1', 'm2', 'm3', 'm4', 'm5'].map((message) => ({ message })));
    const first = await list({ pageSize: 2 });
    expect(texts(first.items)).toEqual(['m5', 'm4']);
    expect(first).toMatchObject({ totalItems: 5, totalPages: 3, unreadCount: 5 });
    expect(texts((await list({ page: 3, pageSize: 2 })).items)).toEqual(['m1']);
    expect((await list({ page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it('filters by read state; unreadCount stays the whole inbox', async () => {
    await send({ message: 'old' }, { message: 'new' });
    const [newest, oldest] = (await list()).items;
    expect((await t.gql(MARK, { ids: [oldest.id] }, { token })).data).toEqual({ markMessagesRead: 1 });
    const unread = await list({ unread: true });
    expect(texts(unread.items)).toEqual(['new']);
    expect(unread).toMatchObject({ totalItems: 1, unreadCount: 1 });
    const read = await list({ unread: false });
    expect(read.items).toEqual([expect.objectContaining({ id: oldest.id, read: true })]);
    expect(read.unreadCount).toBe(1);
    expect(newest.read).toBe(false);
  });

  it('searches names, addresses and messages case-insensitively, wildcards taken literally', async () => {
    await send(
      { fullName: 'Maria Lopez', email: 'maria@example.org', message: 'Hola' },
      { fullName: 'Ann', email: 'ann@example.com', message: 'A question about PRAYER' },
      { fullName: 'Zed', email: 'zed@example.net', message: 'Got 100% of it' },
      { fullName: 'Under_score', email: 'u@example.net', message: 'plain' },
    );
    expect(texts((await list({ search: 'lopez' })).items)).toEqual(['Hola']);
    expect(texts((await list({ search: 'EXAMPLE.ORG' })).items)).toEqual(['Hola']);
    expect(texts((await list({ search: 'prayer' })).items)).toEqual(['A question about PRAYER']);
    expect(texts((await list({ search: '%' })).items)).toEqual(['Got 100% of it']);
    expect(texts((await list({ search: '_' })).items)).toEqual(['plain']);
    expect((await list({ search: '  ' })).totalItems).toBe(4);
    const combined = await list({ search: 'example.net', unread: true, pageSize: 1 });
    expect(combined).toMatchObject({ totalItems: 2, totalPages: 2, unreadCount: 4 });
  });

  it('refuses a search over 200 characters and a page size over 100 with BAD_USER_INPUT', async () => {
    for (const variables of [{ search: 'x'.repeat(201) }, { pageSize: 101 }, { page: 0 }]) {
      const result = await t.gql(LIST, variables, { token });
      expect(result.status).toBe(400);
      expect(result.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('markMessagesRead, deleteMessages and unreadMessageCount', () => {
  it('marks read and unread again, counting only the messages that changed', async () => {
    await send({ message: 'a' }, { message: 'b' }, { message: 'c' });
    const ids = (await list()).items.map((item) => item.id);
    expect((await t.gql(UNREAD, {}, { token })).data).toEqual({ unreadMessageCount: 3 });
    expect((await t.gql(MARK, { ids: [ids[0], ids[1], '999999'] }, { token })).data).toEqual({ markMessagesRead: 2 });
    // Already read: nothing changes, the first read time is kept.
    expect((await t.gql(MARK, { ids: [ids[0], ids[0]] }, { token })).data).toEqual({ markMessagesRead: 0 });
    expect((await t.gql(UNREAD, {}, { token })).data).toEqual({ unreadMessageCount: 1 });
    expect((await t.gql(MARK, { ids: [ids[0]], read: false }, { token })).data).toEqual({ markMessagesRead: 1 });
    expect((await list()).items.map((item) => item.read)).toEqual([false, true, false]);
  });

  it('deletes messages for good', async () => {
    await send({ message: 'keep' }, { message: 'drop' });
    const [drop] = (await list()).items;
    expect((await t.gql(DELETE, { ids: [drop.id, '999999'] }, { token })).data).toEqual({ deleteMessages: 1 });
    expect(texts((await list()).items)).toEqual(['keep']);
    expect((await t.gql(UNREAD, {}, { token })).data).toEqual({ unreadMessageCount: 1 });
  });

  it('refuses empty, oversized and malformed id lists with BAD_USER_INPUT, changing nothing', async () => {
    await send({ message: 'untouched' });
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    for (const [query, ids] of [
      [MARK, []],
      [MARK, many],
      [MARK, ['abc']],
      [DELETE, []],
      [DELETE, many],
      [DELETE, ['-1']],
    ] as const) {
      const result = await t.gql(query, { ids }, { token });
      expect(result.status).toBe(400);
      expect(result.data).toBeNull();
      expect(result.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await list()).toMatchObject({ totalItems: 1, unreadCount: 1 });
  });
});

describe('REST /api/admin/messages', () => {
  it('lists with query parameters, marks read and deletes', async () => {
    await send({ message: 'one' }, { fullName: 'Bob', message: 'two' }, { message: 'three' });
    const all = await rest('GET', '/admin/messages?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      messages: [
        expect.objectContaining({ message: 'three', read: false }),
        expect.objectContaining({ message: 'two' }),
      ],
      pagination: { page: 1, pageSize: 2, totalPages: 2, totalItems: 3 },
      unreadCount: 3,
    });
    const ids = all.body.messages.map((message: Message) => message.id);

    expect(await rest('POST', '/admin/messages/read', { body: { ids: [Number(ids[0])] } })).toEqual({
      status: 200,
      body: { changed: 1 },
    });
    const unread = await rest('GET', '/admin/messages?unread=true&search=o');
    expect(unread.body.messages.map((message: Message) => message.message)).toEqual(['two', 'one']);
    expect(unread.body.unreadCount).toBe(2);
    expect(await rest('POST', '/admin/messages/read', { body: { ids: [ids[0]], read: false } })).toEqual({
      status: 200,
      body: { changed: 1 },
    });

    expect(await rest('DELETE', `/admin/messages?ids=${ids.join(',')}`)).toEqual({
      status: 200,
      body: { deleted: 2 },
    });
    expect((await rest('GET', '/admin/messages')).body.messages.map((message: Message) => message.message)).toEqual([
      'one',
    ]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases = [
      ['GET', '/admin/messages?unread=maybe', undefined, 'unread'],
      ['GET', '/admin/messages?pageSize=500', undefined, undefined],
      ['POST', '/admin/messages/read', {}, 'ids'],
      ['POST', '/admin/messages/read', { ids: ['x'] }, 'ids'],
      ['POST', '/admin/messages/read', { ids: [1], read: 'yes' }, 'read'],
      ['DELETE', '/admin/messages', undefined, 'ids'],
      ['DELETE', '/admin/messages?ids=1,two', undefined, 'ids'],
    ] as const;
    for (const [method, path, body, field] of cases) {
      const answer = await rest(method, path, { body });
      expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({
        method,
        path,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      if (field) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
  });
});

describe('only the owner reaches the inbox', () => {
  const fields = [
    { name: 'contactMessages', query: '{ contactMessages { totalItems } }', variables: {} },
    { name: 'unreadMessageCount', query: UNREAD, variables: {} },
    { name: 'markMessagesRead', query: MARK, variables: { ids: ['1'] } },
    { name: 'deleteMessages', query: DELETE, variables: { ids: ['1'] } },
  ];
  const routes = [
    ['GET', '/admin/messages', undefined],
    ['POST', '/admin/messages/read', { ids: ['1'] }],
    ['DELETE', '/admin/messages?ids=1', undefined],
  ] as const;

  /** An API token holding every scope there is. */
  async function fullToken(): Promise<string> {
    const created = await t.gql<{ createApiToken: { secret: string } }>(
      'mutation { createApiToken(input: { name: "all scopes", scopes: [DRAFTS_READ, CONTENT_WRITE] }) { secret } }',
      {},
      { token },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.createApiToken.secret;
  }

  it('refuses anonymous callers with 401 and API tokens with 403, touching nothing', async () => {
    await send({ message: 'private' });
    const apiToken = await fullToken();
    for (const { name, query, variables } of fields) {
      const anonymous = await t.gql(query, variables);
      expect({ name, status: anonymous.status, code: anonymous.errors?.[0].extensions?.code }).toEqual({
        name,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(anonymous.data).toBeNull();
      const byToken = await t.gql(query, variables, { token: apiToken });
      expect({ name, status: byToken.status, code: byToken.errors?.[0].extensions?.code }).toEqual({
        name,
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(byToken.data).toBeNull();
    }
    for (const [method, path, body] of routes) {
      expect({ method, path, ...(await rest(method, path, { body, bearer: null })) }).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      });
      expect({ method, path, ...(await rest(method, path, { body, bearer: apiToken })) }).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    }
    expect(await list()).toMatchObject({ totalItems: 1, unreadCount: 1 });
  });

  it('refuses bad input from anonymous callers with 401 first: the guard runs before validation', async () => {
    const result = await t.gql(MARK, { ids: [] });
    expect(result.status).toBe(401);
    expect((await rest('DELETE', '/admin/messages', { bearer: null })).status).toBe(401);
  });
});
