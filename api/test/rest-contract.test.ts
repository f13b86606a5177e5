import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { type RestRoute, ROUTES } from '../src/rest/routes.js';
import { createPost, PNG_1x1 } from './helpers/factories.js';
import { ADMIN, startSignedIn, type TestApp } from './helpers/test-app.js';

// The REST contract, checked against the real listening server: every route of the table is
// driven to its success status and to each error status its OpenAPI entry documents (statuses
// that follow from the row are provoked generically: a bad parameter, no token, an unreadable
// body, a cached GET). Every answer's status must be in the entry and its body must validate
// against the entry's schema (JSON Schema 2020-12, as OpenAPI 3.1 uses). A route added without
// contract cases, a status the document lacks, or an Express route outside the table fails here.

let t: TestApp;
let token: string;
/** A session of its own for the logout case, signed in before the login cases use up the budget. */
let spareToken: string;
beforeAll(async () => {
  ({ t, token } = await startSignedIn({
    // Throttles on and low, so each throttled route reaches its 429 within a few calls.
    LOGIN_FAILURES_PER_EMAIL: '2',
    CONTACT_PER_HOUR: '1',
    UPLOAD_MAX_BYTES: '2048',
    API_TOKEN_REQUESTS_PER_MINUTE: '2',
    // Each call comes from an address of its own (X-Forwarded-For, one trusted proxy), so only the
    // cases that spend an address's budget on purpose meet the anonymous limit.
    ANONYMOUS_REQUESTS_PER_MINUTE: '3',
    TRUST_PROXY_HOPS: '1',
  }));
  spareToken = await t.login();
});
afterAll(() => t.close());

/** What an answer is checked on. */
interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Sent as is (multipart forms, malformed JSON). */
  raw?: string | FormData;
  headers?: Record<string, string>;
  /** The admin token by default; null for none, or another bearer value. */
  token?: string | null;
  /** The client address the request comes from; a new one for each call by default. */
  address?: string;
}

/** One request of the contract: the status it must get. */
interface Case {
  status: number;
  call: Call | (() => Promise<Call>);
  /** Repeats the call until it gets `status` (throttles), at most this many times. */
  repeat?: number;
}

const url = (route: RestRoute, call: Call) =>
  `${t.url}/api${route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params![name]))}${
    call.query ?? ''
  }`;

let addresses = 0;
/** A client address no earlier call used (198.18.0.0/15, the benchmarking range). */
const newAddress = () => {
  addresses += 1;
  return `198.18.${addresses >> 8}.${addresses & 255}`;
};

async function send(route: RestRoute, call: Call, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const bearer = call.token === undefined ? token : call.token;
  const response = await fetch(url(route, call), {
    method: route.method.toUpperCase(),
    headers: {
      'x-forwarded-for': call.address ?? newAddress(),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...call.headers,
      ...extraHeaders,
    },
    body: call.raw ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const form = (bytes: Buffer | string, type: string, field = 'file') => {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), 'upload.bin');
  return body;
};

// Fixtures, made once the server is up.
let post: Record<string, any>;
let closed: Record<string, any>;
const fresh = () => createPost(t, token, { tags: ['faith'] });
const featured = async () => {
  const created = await fresh();
  await send(
    ROUTES.find((route) => route.id === 'addFeatured')!,
    { body: { blogId: created.id } },
  );
  return created;
};
beforeAll(async () => {
  post = await featured();
  await fresh();
  closed = await createPost(t, token, { allowComments: false });
});

/** A new API token without scopes: each case gets its own, so none runs out of requests. */
async function scopelessToken(): Promise<string> {
  const created = await t.gql<{ createApiToken: { secret: string } }>(
    'mutation { createApiToken(input: { name: "contract", scopes: [] }) { secret } }',
    {},
    { token },
  );
  return created.data!.createApiToken.secret;
}

/** An API token that has used up its requests for the minute (API_TOKEN_REQUESTS_PER_MINUTE=2). */
async function spentToken(): Promise<string> {
  const secret = await scopelessToken();
  for (let i = 0; i < 2; i++) await fetch(`${t.url}/api/blogs`, { headers: { authorization: `Bearer ${secret}` } });
  return secret;
}

let spentQueries = 0;
/** An address that has used up its anonymous requests for the minute (ANONYMOUS_REQUESTS_PER_MINUTE=3). */
async function spentAddress(): Promise<string> {
  const address = newAddress();
  for (let i = 0; i < 3; i++) {
    // A query of its own each time, so the response cache answers none of them: each one counts.
    await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: `{ posts(page: ${++spentQueries}) { page } }` }),
    });
  }
  return address;
}

/** A token id to regenerate or revoke. */
const tokenId = async () => {
  const created = await t.gql<{ createApiToken: { token: { id: string } } }>(
    'mutation { createApiToken(input: { name: "to change", scopes: [DRAFTS_READ] }) { token { id } } }',
    {},
    { token },
  );
  return created.data!.createApiToken.token.id;
};

/** A held comment on the fixture post, stored directly (the comment route is throttled): @returns its id. */
async function storedComment(): Promise<string> {
  const [row] = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `insert into comment (post_id, name, email, content, created_at, status, reasons)
         values (?, 'Reader', 'reader@example.com', 'Held', now(), 'pending', '{first-time}') returning id`,
      [Number(post.id)],
    );
  return String(row.id);
}

/** A one-verse KJV stored directly (the corpus loader has its own suite): @returns the query of its verse. */
let bibleStored = false;
async function storedVerse(): Promise<string> {
  if (!bibleStored) {
    const em = t.app.orm.em.fork();
    const [row] = await em.execute<{ id: number }[]>(
      `insert into bible_translation (code, name, short_name, language, licence, verse_count, source_hash)
         values ('kjv', 'Authorized King James Version', 'KJV', 'en', 'Public domain', 1, '') returning id`,
    );
    await em.execute(
      `insert into bible_verse (translation_id, ordinal, book, chapter, verse, text) values (?, 43003016, 43, 3, 16, ?)`,
      [row.id, 'For God so loved the world.'],
    );
    bibleStored = true;
  }
  return '?ref=John.3.16';
}

const MISSING = { id: '999999', blogId: '999999' };
const comment = { name: 'Reader', email: 'reader@example.com', content: 'Thank you.' };
/** The addresses whose second comment and second contact message are throttled. */
const COMMENTER = '192.0.2.10';
const SENDER = '192.0.2.11';
const contact = { fullName: 'Reader', email: 'reader@example.com', message: 'Hello' };

/**
 * The cases each row needs beyond the generic ones (derived below): its success and the error
 * statuses particular to it. A new route must add its own here.
 */
const CASES: Record<string, Case[]> = {
  login: [
    { status: 200, call: { body: ADMIN, token: null } },
    { status: 400, call: { body: { email: ADMIN.email }, token: null } },
    { status: 401, call: { body: { ...ADMIN, password: 'wrong password' }, token: null } },
    { status: 429, call: { body: { ...ADMIN, password: 'wrong password' }, token: null }, repeat: 5 },
  ],
  logout: [{ status: 204, call: () => Promise.resolve({ token: spareToken }) }],
  changePassword: [
    { status: 400, call: { body: { current: ADMIN.password, next: 'short' } } },
    { status: 429, call: { body: { current: 'not the password', next: 'an unusual long passphrase 42' } }, repeat: 5 },
  ],
  listBlogs: [
    { status: 200, call: { query: '?page=1', token: null } },
    { status: 200, call: { query: '?isAdminPage=true&search=Post' } },
    { status: 400, call: { query: '?page=0', token: null } },
    { status: 401, call: { query: '?isAdminPage=true', token: 'not-a-token' } },
    { status: 403, call: async () => ({ query: '?isAdminPage=true', token: await scopelessToken() }) },
  ],
  listFeaturedBlogs: [{ status: 200, call: { token: null } }],
  listPopularBlogs: [
    { status: 200, call: { query: '?limit=3', token: null } },
    { status: 400, call: { query: '?limit=99', token: null } },
  ],
  listPopularTags: [{ status: 200, call: { token: null } }],
  getBiblePassage: [
    { status: 200, call: async () => ({ query: await storedVerse(), token: null }) },
    { status: 400, call: { query: '?ref=not%20a%20verse', token: null } },
    { status: 404, call: { query: '?ref=John.3.16&translation=nope', token: null } },
  ],
  getScriptureIndex: [
    { status: 200, call: { query: '?locale=fr', token: null } },
    { status: 400, call: { query: '?locale=de', token: null } },
  ],
  listBlogsByPassage: [
    { status: 200, call: { query: '?ref=John%203%3A16&page=1', token: null } },
    { status: 400, call: { query: '?ref=not%20a%20reference', token: null } },
    { status: 400, call: { query: '?ref=John%203%3A16&page=0', token: null } },
  ],
  listBlogsByTag: [
    { status: 200, call: { params: { tag: 'faith' }, query: '?limit=1', token: null } },
    { status: 400, call: { params: { tag: 'faith' }, query: '?cursor=forged', token: null } },
  ],
  getBlog: [
    { status: 200, call: () => Promise.resolve({ params: { id: post.id }, token: null }) },
    { status: 200, call: () => Promise.resolve({ params: { id: post.slug }, token: null }) },
    { status: 404, call: { params: MISSING, token: null } },
  ],
  addComment: [
    { status: 400, call: () => Promise.resolve({ params: { id: post.id }, body: { name: 'A', email: 'x' } }) },
    { status: 403, call: () => Promise.resolve({ params: { id: closed.id }, body: comment }) },
    { status: 404, call: { params: MISSING, body: { name: 'A', email: 'a@b.example', content: 'Hi' } } },
    { status: 201, call: () => Promise.resolve({ params: { id: post.id }, body: comment, address: COMMENTER }) },
    { status: 429, call: () => Promise.resolve({ params: { id: post.id }, body: comment, address: COMMENTER }) },
    // The same text again on the same post, from another address.
    { status: 409, call: () => Promise.resolve({ params: { id: post.id }, body: comment }) },
  ],
  listComments: [
    { status: 200, call: { query: '?status=pending&search=Reader&page=1&pageSize=5' } },
    { status: 400, call: { query: '?status=unknown' } },
  ],
  countPendingComments: [{ status: 200, call: {} }],
  moderateComments: [
    { status: 200, call: async () => ({ body: { ids: [await storedComment()], action: 'approve' } }) },
    { status: 400, call: { body: { ids: [], action: 'approve' } } },
  ],
  updateComment: [
    { status: 200, call: async () => ({ params: { id: await storedComment() }, body: { content: 'Edited' } }) },
    { status: 400, call: async () => ({ params: { id: await storedComment() }, body: { content: ' ' } }) },
    { status: 404, call: { params: MISSING, body: { content: 'Edited' } } },
  ],
  replyToComment: [
    { status: 201, call: async () => ({ params: { id: await storedComment() }, body: { content: 'Thank you' } }) },
    { status: 400, call: async () => ({ params: { id: await storedComment() }, body: {} }) },
    { status: 404, call: { params: MISSING, body: { content: 'Thank you' } } },
  ],
  deleteComment: [
    { status: 204, call: async () => ({ params: { id: await storedComment() } }) },
    { status: 404, call: { params: MISSING } },
  ],
  sendContactMessage: [
    { status: 400, call: { body: { fullName: 'A', email: 'not-an-email', message: 'Hi' }, token: null } },
    { status: 201, call: { body: contact, token: null, address: SENDER } },
    { status: 429, call: { body: contact, token: null, address: SENDER } },
  ],
  createBlog: [
    { status: 201, call: { body: { title: 'Contract', sections: [{ title: 'One', content: '<p>Text</p>' }] } } },
    { status: 400, call: { body: { excerpt: 'No title' } } },
  ],
  updateBlog: [
    { status: 200, call: async () => ({ params: { id: (await fresh()).id }, body: { title: 'Renamed' } }) },
    { status: 400, call: async () => ({ params: { id: (await fresh()).id }, body: { status: 'live' } }) },
    { status: 404, call: { params: MISSING, body: { title: 'Nobody' } } },
    { status: 409, call: async () => ({ params: { id: (await fresh()).id }, body: { title: 'Late', version: 0 } }) },
  ],
  deleteBlog: [
    { status: 204, call: async () => ({ params: { id: (await fresh()).id } }) },
    { status: 404, call: { params: MISSING } },
  ],
  uploadImage: [
    { status: 201, call: { raw: form(PNG_1x1, 'image/png') } },
    { status: 400, call: { raw: form('no file here', 'text/plain', 'other') } },
    { status: 413, call: { raw: form(Buffer.concat([PNG_1x1, Buffer.alloc(4096)]), 'image/png') } },
    { status: 415, call: { raw: form('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml') } },
  ],
  addFeatured: [
    { status: 200, call: async () => ({ body: { blogId: (await fresh()).id } }) },
    { status: 400, call: { body: {} } },
    { status: 404, call: { body: { blogId: MISSING.id } } },
  ],
  removeFeatured: [
    { status: 204, call: async () => ({ params: { blogId: (await featured()).id } }) },
    { status: 404, call: { params: MISSING } },
  ],
  placeFeatured: [
    { status: 200, call: async () => ({ body: { blogId: (await fresh()).id, orderIndex: 0 } }) },
    { status: 400, call: async () => ({ body: { blogId: (await fresh()).id, orderIndex: -1 } }) },
    { status: 404, call: { body: { blogId: MISSING.id } } },
  ],
  unplaceFeatured: [
    { status: 204, call: async () => ({ params: { id: (await featured()).id } }) },
    { status: 404, call: { params: MISSING } },
  ],
  listChanges: [
    { status: 200, call: { token: null } },
    { status: 400, call: { query: '?since=forged', token: null } },
    // A well-formed token from a database further along than this one: resync.
    {
      status: 410,
      call: {
        query: `?since=${Buffer.from(JSON.stringify([1e9, null, null, new Date().toISOString()])).toString('base64url')}`,
        token: null,
      },
    },
  ],
  listMessages: [
    { status: 200, call: { query: '?unread=true&search=Reader&page=1&pageSize=5' } },
    { status: 400, call: { query: '?pageSize=500' } },
  ],
  markMessagesRead: [
    { status: 200, call: { body: { ids: ['999999'], read: true } } },
    { status: 400, call: { body: { ids: [] } } },
  ],
  deleteMessages: [
    { status: 200, call: { query: '?ids=999999' } },
    { status: 400, call: { query: '?ids=' } },
  ],
  listApiTokens: [{ status: 200, call: {} }],
  createApiToken: [
    { status: 201, call: { body: { name: 'Static build', scopes: ['drafts:read'], expiresAt: null } } },
    { status: 400, call: { body: { name: '', scopes: [] } } },
  ],
  regenerateApiToken: [
    { status: 200, call: async () => ({ params: { id: await tokenId() } }) },
    { status: 404, call: { params: MISSING } },
  ],
  revokeApiToken: [
    { status: 204, call: async () => ({ params: { id: await tokenId() } }) },
    { status: 404, call: { params: MISSING } },
  ],
};
/**
 * Documented statuses the cases do not cause: a bug (500), an outage (503: faults-postgres.test.ts)
 * and two creates racing for one slug on PostgreSQL (409).
 */
const NOT_PROVOKED: Record<string, number[]> = {
  all: [500, 503],
  createBlog: [409],
  // A password change ends every session, the shared token's too, and the login cases have used
  // up the e-mail's sign-in budget by then; sessions.test.ts covers its 200 over REST.
  changePassword: [200],
};

/** Any existing value for each path parameter, for the generic cases. */
const someParams = () => ({ id: post.id, blogId: post.id, tag: 'faith' });

/**
 * The cases every row of its kind gets: a parameter that is not acceptable text (400); for admin
 * rows, no token (401) and an API token without scopes (403); for rows that take a token, one
 * that has used up its requests (429); for rows anonymous callers use, an address that has used
 * up its requests (429); for JSON bodies, one in a charset the server does not read (415) and one
 * over the 10 MB limit (413).
 */
function genericCases(route: RestRoute): Case[] {
  const cases: Case[] = [{ status: 400, call: () => Promise.resolve({ params: someParams(), query: '?probe=%00' }) }];
  if (route.admin) {
    cases.push({ status: 401, call: () => Promise.resolve({ params: someParams(), token: null }) });
    // No admin route is open to a token without scopes: each needs one, or the owner's session.
    cases.push({ status: 403, call: async () => ({ params: someParams(), token: await scopelessToken() }) });
  }
  if (route.admin || route.acceptsToken) {
    cases.push({ status: 429, call: async () => ({ params: someParams(), token: await spentToken() }) });
  }
  if (!route.admin) {
    // A query string no earlier call sent, so the response cache cannot answer a GET.
    cases.push({
      status: 429,
      call: async () => ({
        params: someParams(),
        query: `?uncached=${addresses}`,
        token: null,
        address: await spentAddress(),
      }),
    });
  }
  if (route.body && route.body !== 'multipart') {
    cases.push({
      status: 415,
      call: () =>
        Promise.resolve({
          params: someParams(),
          raw: '{}',
          headers: { 'content-type': 'application/json; charset=latin1' },
        }),
    });
    cases.push({
      status: 413,
      call: () =>
        Promise.resolve({
          params: someParams(),
          raw: ' '.repeat(11 * 1024 * 1024),
          headers: { 'content-type': 'application/json' },
        }),
    });
  }
  return cases;
}

// The document as served, its schemas compiled once (strict: a keyword ajv does not know fails).
let document: Record<string, any>;
/** The same document with its schema references pointing into ajv's copy of the components. */
let forAjv: Record<string, any>;
const validators = new Map<unknown, ValidateFunction>();
const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
// A CommonJS module: its default export is the plugin under NodeNext typing.
ajvFormats.default(ajv);
beforeAll(async () => {
  const response = await fetch(`${t.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Record<string, any>;
  // Component schemas become one schema's $defs, so the document's $refs resolve inside ajv.
  forAjv = JSON.parse(JSON.stringify(document).replaceAll('"#/components/schemas/', '"openapi#/$defs/'));
  ajv.addSchema({ $id: 'openapi', $defs: forAjv.components.schemas });
});

/** The documented response for a status, with component references followed. */
function documented(route: RestRoute, status: number): Record<string, any> | undefined {
  const response = forAjv.paths[route.path]?.[route.method]?.responses?.[status];
  const ref = response?.$ref as string | undefined;
  return ref ? forAjv.components.responses[ref.split('/').pop()!] : response;
}

/** Statuses answered per route id. */
const seen = new Map<string, Set<number>>();

/** Checks an answer against the route's entry: status documented, body valid, headers present. */
function expectDocumented(route: RestRoute, answer: Answer): void {
  const where = `${route.method.toUpperCase()} ${route.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  const entry = documented(route, answer.status);
  expect({ where, documented: Boolean(entry) }).toEqual({ where, documented: true });
  const schema = entry!.content?.['application/json']?.schema;
  if (schema) {
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
    const validate = validators.get(schema)!;
    const valid = validate(JSON.parse(answer.text));
    expect({ where, errors: valid ? [] : validate.errors }).toEqual({ where, errors: [] });
  } else {
    expect({ where, body: answer.text }).toEqual({ where, body: '' });
  }
  for (const [name, header] of Object.entries<Record<string, any>>(entry!.headers ?? {})) {
    if (header.required) {
      expect({ where, [name]: answer.headers.get(name) }).toEqual({ where, [name]: expect.stringMatching(/^\d+$/) });
    }
  }
  if (!seen.has(route.id)) seen.set(route.id, new Set());
  seen.get(route.id)!.add(answer.status);
}

async function run(route: RestRoute, item: Case): Promise<Answer> {
  const call = typeof item.call === 'function' ? await item.call() : item.call;
  let answer = await send(route, call);
  for (let attempt = 1; attempt < (item.repeat ?? 1) && answer.status !== item.status; attempt++) {
    expectDocumented(route, answer);
    answer = await send(route, call);
  }
  expect({ status: answer.status, body: answer.text.slice(0, 300) }).toMatchObject({ status: item.status });
  expectDocumented(route, answer);
  const etag = answer.headers.get('etag');
  if (route.method === 'get' && answer.status === 200 && etag) {
    // The same GET with the ETag it was given: 304, documented too.
    // (fetch would add `Cache-Control: no-cache` to a conditional request, which forbids a 304.)
    const again = await send(route, call, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    expectDocumented(route, again);
  }
  return answer;
}

describe('REST answers match the OpenAPI document', () => {
  it('has contract cases for every route of the table', () => {
    expect(ROUTES.map((route) => route.id).filter((id) => !CASES[id])).toEqual([]);
  });

  it('documents every route Express serves under /api, and no other', () => {
    // The REST router is the one serving /openapi.json; every other route of it comes from the table.
    const routers = (t.app.express as any).router.stack.map((layer: any) => layer.handle?.stack).filter(Boolean);
    const rest = routers.find((stack: any[]) => stack.some((layer) => layer.route?.path === '/openapi.json'));
    const served = rest
      .filter((layer: any) => layer.route && layer.route.path !== '/openapi.json')
      .flatMap((layer: any) => Object.keys(layer.route.methods).map((method) => `${method} ${layer.route.path}`))
      .sort();
    const inDocument = Object.entries<Record<string, unknown>>(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    expect(served).toEqual(inDocument);
  });

  describe.each(ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it('answers each documented status with a documented body', async () => {
        for (const item of [...genericCases(route), ...(CASES[route.id] ?? [])]) await run(route, item);
        // Every documented status was met, except those no single request can cause on purpose.
        const unprovoked = [...NOT_PROVOKED.all, ...(NOT_PROVOKED[route.id] ?? [])];
        const statuses = Object.keys(document.paths[route.path][route.method].responses).map(Number);
        const byNumber = (a: number, b: number) => a - b;
        expect([...(seen.get(route.id) ?? [])].sort(byNumber)).toEqual(
          statuses.filter((status) => !unprovoked.includes(status)).sort(byNumber),
        );
      });
    },
  );
});
