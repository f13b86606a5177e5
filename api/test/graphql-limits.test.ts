import { startTestApp, type TestApp } from './helpers/test-app.js';

// The GraphQL endpoint as production runs it, facing a hostile anonymous client: document size,
// memo bounds, no schema hints, and the GraphQL-over-HTTP rules with the response cache on.
let t: TestApp;
const CACHE_BYTES = 1024 * 1024;
beforeAll(
  async () =>
    (t = await startTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RESPONSE_CACHE_MB: String(CACHE_BYTES / 1024 / 1024),
      // The cache-bound case sends 1,500 distinct queries from one address: past the per-address
      // limit (anonymous-limit.test.ts tests that one), which is not what is measured here.
      ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
    })),
);
afterAll(() => t?.close());

const DOCUMENT_MAX_BYTES = 100 * 1024;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('x-cache'),
    body: JSON.parse(text) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** A valid document padded with spaces to `bytes` bytes. */
const padded = (document: string, bytes: number) => document + ' '.repeat(bytes - document.length);

describe('document size', () => {
  it('refuses a 2 MB whitespace document with 413 PAYLOAD_TOO_LARGE, before parsing it', async () => {
    const valid = await post({ query: padded('{ posts { totalItems } }', 2 * 1024 * 1024) });
    expect(valid.status).toBe(413);
    expect(valid.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    // Not even read: a syntax error as long gets the same answer, not GRAPHQL_PARSE_FAILED.
    const broken = await post({ query: padded('{ posts {', 2 * 1024 * 1024) });
    expect(broken.status).toBe(413);
    expect(broken.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a document of exactly GRAPHQL_DOCUMENT_MAX_BYTES (default 100 kB)', async () => {
    const result = await post({ query: padded('{ posts { totalItems } }', DOCUMENT_MAX_BYTES) });
    expect(result.status).toBe(200);
    expect(result.body.data?.posts.totalItems).toBe(0);
    expect((await post({ query: padded('{ posts { totalItems } }', DOCUMENT_MAX_BYTES + 1) })).status).toBe(413);
  });

  it('refuses 8 MB documents, sent at once, with 413 and stays healthy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post({ query: padded(`{ a${i}: __typename }`, 8 * 1024 * 1024) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    // A made-up token does not buy the signed-in body limit.
    const forged = await post({ query: padded('{ __typename }', 8 * 1024 * 1024) }, { authorization: 'Bearer forged' });
    expect(forged.status).toBe(413);
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('counts UTF-8 bytes, and checks multipart requests as well', async () => {
    // 40,000 three-byte characters: 120 kB, though only 40,000 UTF-16 units.
    const comment = `# ${'€'.repeat(40_000)}\n{ __typename }`;
    expect((await post({ query: comment })).status).toBe(413);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: padded('{ __typename }', 200 * 1024), variables: {} }));
    form.set('map', '{}');
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(response.status).toBe(413);
  });
});

describe('response cache bounds', () => {
  it('keeps many distinct queries within its bytes, accounting for every block its bodies hold', async () => {
    const first = '{ q0: __typename }';
    expect((await post({ query: first })).cache).toBe('MISS');
    for (let i = 1; i < 1500; i += 1) await post({ query: `{ q${i}: __typename }` });
    const usage = t.app.responseCache.usage();
    expect(usage.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    expect(usage.bufferBytes).toBeLessThanOrEqual(usage.bytes);
    expect(usage.entries).toBeLessThan(1500);
    // The oldest answer made room for the newer ones.
    expect((await post({ query: first })).cache).toBe('MISS');
  });
});

describe('no schema hints in production', () => {
  it('leaves "Did you mean" out of validation and variable errors', async () => {
    const field = await post({ query: '{ posts { totalItem } }' });
    expect(field.status).toBe(400);
    expect(field.body.errors?.[0]?.message).toBe('Cannot query field "totalItem" on type "PostPage".');
    const enumValue = await post({
      query: 'query ($locale: Locale) { posts(locale: $locale) { totalItems } }',
      variables: { locale: 'enn' },
    });
    expect(enumValue.status).toBe(400);
    expect(enumValue.body.errors?.[0]?.message).toMatch(/"enn"/);
    expect(JSON.stringify([field.body, enumValue.body])).not.toMatch(/did you mean/i);
  });
});

describe('GraphQL over HTTP with the response cache', () => {
  const JSON_TYPE = 'application/json; charset=utf-8';
  const GRAPHQL_TYPE = 'application/graphql-response+json; charset=utf-8';

  it('answers in the media type the Accept header asks for, on a miss and on a hit', async () => {
    const query = { query: '{ posts(pageSize: 3) { totalItems } }' };
    const asJson = { accept: 'application/json' };
    const asGraphql = { accept: 'application/graphql-response+json' };
    expect(await post(query, asJson)).toMatchObject({ cache: 'MISS', type: JSON_TYPE });
    expect(await post(query, asGraphql)).toMatchObject({ cache: 'MISS', type: GRAPHQL_TYPE });
    expect(await post(query, asGraphql)).toMatchObject({ cache: 'HIT', type: GRAPHQL_TYPE });
    expect(await post(query, asJson)).toMatchObject({ cache: 'HIT', type: JSON_TYPE });
  });

  it('refuses extensions that are not a map with 400, even for a query the cache holds', async () => {
    const query = '{ posts(pageSize: 4) { totalItems } }';
    await post({ query });
    expect((await post({ query })).cache).toBe('HIT');
    for (const extensions of ['string', 0, false, ['array']]) {
      const result = await post({ query, extensions });
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
    expect((await post({ query, extensions: { some: 'value' } })).status).toBe(200);
  });
});
