import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('sets security headers: a CSP with no remote script and a fresh nonce for inline ones, no framing, nosniff, referrer policy', async () => {
  const response = await fetch(`${t.url}/health`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  const next = await fetch(`${t.url}/health`);
  expect(/script-src ([^;]*)/.exec(next.headers.get('content-security-policy') ?? '')?.[1]).not.toBe(scriptSrc);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
});

it('sends no Strict-Transport-Security while PUBLIC_URL is http', async () => {
  const response = await fetch(`${t.url}/`);
  expect(response.headers.get('strict-transport-security')).toBeNull();
});

it('answers liveness and readiness with the database state, never cached', async () => {
  const live = await fetch(`${t.url}/health`);
  expect(await live.json()).toEqual({ status: 'ok', database: 'reachable' });
  const ready = await fetch(`${t.url}/health/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready', database: 'reachable' });
});

it('echoes a sane incoming request id and makes one up otherwise', async () => {
  const given = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
  expect(given.headers.get('x-request-id')).toBe('abc-123');
  const made = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

describe('caching', () => {
  it('lets shared caches keep anonymous REST GETs a while, revalidated with an ETag (304), and keeps admin answers private', async () => {
    const first = await fetch(`${t.url}/api/blogs`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() would add `Cache-Control: no-cache` to a conditional request unless one is given.
    const again = await fetch(`${t.url}/api/blogs`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const token = await t.login();
    const admin = await fetch(`${t.url}/api/blogs?isAdminPage=true`, { headers: { authorization: `Bearer ${token}` } });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'false', PUBLIC_URL: 'https://blog.example.org' });
  });
  afterAll(() => prod.close());

  it('tells browsers to keep to https for a year when PUBLIC_URL is https (pages, API and uploads alike)', async () => {
    for (const path of ['/', '/api/blogs', '/uploads/00000000-0000-4000-8000-000000000000.png']) {
      const response = await fetch(`${prod.url}${path}`);
      expect({ path, hsts: response.headers.get('strict-transport-security') }).toEqual({
        path,
        hsts: 'max-age=31536000',
      });
    }
  });

  it('turns introspection and the GraphQL IDE off unless GRAPHQL_INTROSPECTION=true', async () => {
    const result = await prod.gql('{ __schema { queryType { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
    const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await prod.gql('{ posts { totalItems } }')).data?.posts.totalItems).toBe(0);
  });
});
