import { createHash } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';
import { PERSISTED_QUERIES_BYTES } from '../src/modules/cache/persisted-queries.js';

// HTTP caching of GraphQL reads over GET (GraphQL-over-HTTP, RFC 9110 conditional requests, RFC
// 9111 caching), with the response cache on and off: anonymous successful reads are shared
// (ETag, s-maxage, 304 on If-None-Match), everything else is private; automatic persisted queries
// are sent as GETs of a hash and cached the same way, in a store bounded by bytes.

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
const PRIVATE = 'private, no-store';
/** What Apollo Client sends with each GET: its Accept, and a Content-Type that passes CSRF prevention. */
const CLIENT_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

/**
 * A GET with exactly the headers given: fetch() would add `Cache-Control: no-cache` to a request
 * carrying If-None-Match (Fetch standard), which no browser cache or CDN sends when it revalidates.
 */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = CLIENT_HEADERS,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, method });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, headers: res.headers, body, json });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The GraphQL-over-HTTP GET URL of a request, parameters in Apollo Client's order. */
function url(params: { query?: string; variables?: object; extensions?: object }): string {
  const search = new URLSearchParams();
  if (params.query !== undefined) search.set('query', params.query);
  if (params.variables) search.set('variables', JSON.stringify(params.variables));
  if (params.extensions) search.set('extensions', JSON.stringify(params.extensions));
  return `/graphql?${search}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

/** Registers a persisted query as Apollo Client does after PERSISTED_QUERY_NOT_FOUND: a POST with both. */
async function register(t: TestApp, query: string, variables?: object): Promise<Response> {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ query, variables, extensions: persisted(query) }),
  });
}

const TITLES = 'query Titles { posts(pageSize: 20) { items { title } } }';
const COUNT = 'query Count { posts { totalItems } }';

describe.each([
  ['on', {}],
  ['off (RESPONSE_CACHE_MB=0)', { RESPONSE_CACHE_MB: '0' }],
])('with the response cache %s', (label, env: Record<string, string>) => {
  const cacheOn = label === 'on';
  let t: TestApp;
  let token: string;
  beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off', ...env })));
  afterAll(() => t?.close());
  beforeEach(() => t.reset());

  it('gives an anonymous GET an ETag, the shared Cache-Control and Vary: Accept, and answers 304 to If-None-Match', async () => {
    await createPost(t, token, { title: 'Kept' });
    const first = await get(t.url, url({ query: TITLES }));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ data: { posts: { items: [{ title: 'Kept' }] } } });
    expect(first.headers['cache-control']).toBe(SHARED);
    expect(first.headers.vary).toMatch(/\bAccept\b/);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await get(t.url, url({ query: TITLES }));
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect(again.headers['x-cache']).toBe(cacheOn ? 'HIT' : undefined);

    const revalidated = await get(t.url, url({ query: TITLES }), { ...CLIENT_HEADERS, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(SHARED);
    expect(revalidated.headers['content-type']).toBeUndefined();

    // A request a browser marks as a reload (Cache-Control: no-cache) gets the full answer.
    const reload = await get(t.url, url({ query: TITLES }), {
      ...CLIENT_HEADERS,
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect([reload.status, reload.headers.etag]).toEqual([200, etag]);
  });

  it('answers HEAD as it answers GET, without the body (RFC 9110)', async () => {
    await createPost(t, token, { title: 'Headed' });
    const full = await get(t.url, url({ query: TITLES }));
    const head = await get(t.url, url({ query: TITLES }), CLIENT_HEADERS, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['cache-control']).toBe(SHARED);
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
    const revalidated = await get(
      t.url,
      url({ query: TITLES }),
      { ...CLIENT_HEADERS, 'if-none-match': full.headers.etag! },
      'HEAD',
    );
    expect(revalidated.status).toBe(304);
  });

  it('gives equal bodies equal ETags, whether computed or replayed, with the cache on or off', async () => {
    const answer = await get(t.url, url({ query: COUNT }));
    expect(answer.body).toBe('{"data":{"posts":{"totalItems":0}}}\n');
    // Express's weak ETag (the etag package) of these exact bytes: what every server answers for them.
    const digest = createHash('sha1').update(answer.body).digest('base64').slice(0, 27);
    expect(answer.headers.etag).toBe(`W/"${Buffer.byteLength(answer.body).toString(16)}-${digest}"`);
    expect((await get(t.url, url({ query: COUNT }))).headers.etag).toBe(answer.headers.etag);
  });

  it('changes the ETag of a read at the very next request after a post is published or updated', async () => {
    const before = await get(t.url, url({ query: TITLES }));
    expect(before.json.data.posts.items).toEqual([]);
    const post = await createPost(t, token, { title: 'Published' });
    const published = await get(t.url, url({ query: TITLES }), {
      ...CLIENT_HEADERS,
      'if-none-match': before.headers.etag!,
    });
    expect(published.status).toBe(200);
    expect(published.json.data.posts.items).toEqual([{ title: 'Published' }]);
    expect(published.headers.etag).not.toBe(before.headers.etag);

    const updated = await t.gql(
      'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
      { id: post.id, input: { title: 'Published, edited' } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    const edited = await get(t.url, url({ query: TITLES }), {
      ...CLIENT_HEADERS,
      'if-none-match': published.headers.etag!,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data.posts.items).toEqual([{ title: 'Published, edited' }]);
    expect(edited.headers.etag).not.toBe(published.headers.etag);
  });

  it('keeps answers private and unstored for requests with Authorization, errors, POSTs and mutations', async () => {
    const signedIn = await get(t.url, url({ query: COUNT }), { ...CLIENT_HEADERS, authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE);
    expect(signedIn.headers['x-cache']).toBeUndefined();

    const invalid = await get(t.url, url({ query: '{ posts { totalItem } }' }));
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe(PRIVATE);
    // A 200 that carries errors: an unknown persisted query.
    const unknown = await get(t.url, url({ extensions: persisted('{ posts { totalItems } }  ') }));
    expect(unknown.status).toBe(200);
    expect(unknown.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers['cache-control']).toBe(PRIVATE);

    for (let i = 0; i < 2; i++) {
      const posted = await t.gql(COUNT);
      expect(posted.data).toEqual({ posts: { totalItems: 0 } });
      expect(posted.headers.get('cache-control')).toBe(PRIVATE);
    }

    const mutation = await get(t.url, url({ query: 'mutation { logout }' }));
    expect(mutation.status).toBe(405);
    expect(mutation.headers.allow).toBe('POST');
    expect(mutation.headers['cache-control']).toBe(PRIVATE);
  });

  it('refuses a GET without a CSRF preflight header or a JSON Content-Type, even one it has cached', async () => {
    expect((await get(t.url, url({ query: COUNT }))).status).toBe(200);
    expect((await get(t.url, url({ query: COUNT }))).status).toBe(200);
    const refusals: Record<string, string>[] = [{ accept: 'application/json' }, { 'content-type': 'text/plain' }];
    for (const headers of refusals) {
      const refused = await get(t.url, url({ query: COUNT }), headers);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control']).toBe(PRIVATE);
      expect(refused.headers['x-cache']).toBeUndefined();
    }
    const preflighted = await get(t.url, url({ query: COUNT }), { 'apollo-require-preflight': 'true' });
    expect([preflighted.status, preflighted.headers['cache-control']]).toEqual([200, SHARED]);
  });

  it('answers a persisted query by its hash over GET once registered, shared and revalidated like any read', async () => {
    await createPost(t, token, { title: 'By hash' });
    const byHash = url({ extensions: persisted(TITLES) });
    const unknown = await get(t.url, byHash);
    expect(unknown.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await register(t, TITLES);
    expect(await registered.json()).toEqual({ data: { posts: { items: [{ title: 'By hash' }] } } });
    expect(registered.headers.get('cache-control')).toBe(PRIVATE);

    const first = await get(t.url, byHash);
    expect(first.json).toEqual({ data: { posts: { items: [{ title: 'By hash' }] } } });
    expect(first.headers['cache-control']).toBe(SHARED);
    expect(first.headers['x-cache']).toBe(cacheOn ? 'MISS' : undefined);
    const second = await get(t.url, byHash);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-cache']).toBe(cacheOn ? 'HIT' : undefined);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(t.url, byHash, { ...CLIENT_HEADERS, 'if-none-match': first.headers.etag! });
    expect([revalidated.status, revalidated.body]).toEqual([304, '']);

    // Another document's hash is another key, answered with that document.
    await register(t, COUNT);
    const count = await get(t.url, url({ extensions: persisted(COUNT) }));
    expect(count.json).toEqual({ data: { posts: { totalItems: 1 } } });
    expect(count.headers['x-cache']).toBe(cacheOn ? 'MISS' : undefined);

    // Variables are part of the URL, so of the key.
    const byTag = 'query ByTag($tag: String!) { postsByTag(tag: $tag, first: 5) { edges { node { title } } } }';
    await register(t, byTag, { tag: 'none' });
    const tagged = (tag: string) => get(t.url, url({ variables: { tag }, extensions: persisted(byTag) }));
    await createPost(t, token, { title: 'Tagged', tags: ['kept'] });
    expect((await tagged('none')).json.data.postsByTag.edges).toEqual([]);
    expect((await tagged('kept')).json.data.postsByTag.edges).toEqual([{ node: { title: 'Tagged' } }]);

    // A write shows at once through the hash too.
    await createPost(t, token, { title: 'Newer' });
    const changed = await get(t.url, byHash, { ...CLIENT_HEADERS, 'if-none-match': first.headers.etag! });
    expect(changed.status).toBe(200);
    expect(changed.json.data.posts.items.map((post: { title: string }) => post.title)).toContain('Newer');
  });
});

describe('the response cache and conditional requests', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
  afterAll(() => t?.close());

  it('answers a conditional miss 304 when the bytes did not change, and stores the full answer', async () => {
    await createPost(t, token, { title: 'Unchanged' });
    const first = await get(t.url, url({ query: TITLES }));
    // A write the answer does not show still makes it a miss (lists depend on everything).
    await t.app.orm.em.fork().getConnection().execute('update post set excerpt = excerpt');
    const revalidated = await get(t.url, url({ query: TITLES }), {
      ...CLIENT_HEADERS,
      'if-none-match': first.headers.etag!,
    });
    expect([revalidated.status, revalidated.headers['x-cache'], revalidated.body]).toEqual([304, 'MISS', '']);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(SHARED);
    const next = await get(t.url, url({ query: TITLES }));
    expect([next.status, next.headers['x-cache'], next.body]).toEqual([200, 'HIT', first.body]);
  });

  it('does the same for a compressed answer', async () => {
    await createPost(t, token, { title: 'Long', excerpt: 'A long excerpt. '.repeat(100) });
    const query = url({ query: '{ posts(pageSize: 20) { items { title excerpt } } }' });
    const gzip = { ...CLIENT_HEADERS, 'accept-encoding': 'gzip' };
    const first = await get(t.url, query, gzip);
    expect([first.status, first.headers['content-encoding']]).toEqual([200, 'gzip']);
    await t.app.orm.em.fork().getConnection().execute('update post set slug = slug');
    const revalidated = await get(t.url, query, { ...gzip, 'if-none-match': first.headers.etag! });
    expect([revalidated.status, revalidated.headers['x-cache'], revalidated.body]).toEqual([304, 'MISS', '']);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    const hit = await get(t.url, query, gzip);
    expect([hit.status, hit.headers['x-cache'], hit.headers['content-encoding'], hit.headers.etag]).toEqual([
      200,
      'HIT',
      'gzip',
      first.headers.etag,
    ]);
  });

  it('keeps the persisted-query store under its byte cap however many large documents are registered', async () => {
    const padding = 'x'.repeat(80 * 1024);
    const documents = Array.from(
      { length: 40 },
      (_, i) => `query Padded${i} { posts { totalItems } } # ${i} ${padding}`,
    );
    for (const document of documents) {
      const registered = await register(t, document);
      expect(registered.status).toBe(200);
    }
    const usage = t.app.responseCache.persistedQueries.usage();
    expect(usage.bytes).toBeLessThanOrEqual(PERSISTED_QUERIES_BYTES);
    expect(usage.entries).toBeGreaterThan(0);
    expect(usage.entries).toBeLessThan(documents.length);
    // The oldest were evicted: their hash is unknown again, the newest still answers.
    const oldest = await get(t.url, url({ extensions: persisted(documents[0]!) }));
    expect(oldest.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const newest = await get(t.url, url({ extensions: persisted(documents.at(-1)!) }));
    expect(newest.json).toEqual({ data: { posts: { totalItems: expect.any(Number) } } });
  });
});
