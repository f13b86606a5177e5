import { startTestApp, type TestApp } from './helpers/test-app.js';

// The per-address limit on anonymous API requests, against a real server: only requests the
// response cache does not answer count; every address, API token and the owner has a budget of
// its own; GraphQL and REST answer 429 with Retry-After; server-rendered pages are not limited.

const LIMIT = 4;
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ ANONYMOUS_REQUESTS_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' });
  owner = await t.login();
});
afterAll(() => t.close());

let addresses = 0;
/** A client address no earlier request used (198.18.0.0/15, the benchmarking range). */
const newAddress = () => `198.18.1.${++addresses}`;

let queries = 0;
/** An anonymous query no earlier request sent, so the response cache cannot answer it. */
const query = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ query: `{ posts(page: ${++queries}) { page } }` }),
  });

it('answers 429 with Retry-After on GraphQL once an address has spent its requests', async () => {
  const address = newAddress();
  for (let i = 0; i < LIMIT; i++) expect((await query(address)).status).toBe(200);
  const refused = await query(address);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
  expect(body.errors[0]).toMatchObject({
    message: expect.stringMatching(/^Too many requests from this address/),
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });
  // Another address is not held back by this one.
  expect((await query(newAddress())).status).toBe(200);
});

it('answers 429 on REST reads the cache cannot answer, and never counts cache hits', async () => {
  const address = newAddress();
  const get = (path: string) => fetch(`${t.url}/api${path}`, { headers: { 'x-forwarded-for': address } });
  // Warm the cache from another address, then read the same URL many times: hits cost nothing.
  await fetch(`${t.url}/api/blogs?page=1`, { headers: { 'x-forwarded-for': newAddress() } });
  for (let i = 0; i < LIMIT * 3; i++) expect((await get('/blogs?page=1')).status).toBe(200);
  for (let i = 0; i < LIMIT; i++) expect((await get(`/blogs?page=1&n=${i}`)).status).toBe(200);
  const refused = await get('/blogs?page=1&n=last');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
});

it('does not count the owner, API tokens or page views against the address', async () => {
  const address = newAddress();
  for (let i = 0; i < LIMIT; i++) await query(address);
  expect((await query(address)).status).toBe(429);
  expect((await query(address, { authorization: `Bearer ${owner}` })).status).toBe(200);
  const created = await t.gql<{ createApiToken: { secret: string } }>(
    'mutation { createApiToken(input: { name: "reader app", scopes: [] }) { secret } }',
    {},
    { token: owner },
  );
  expect((await query(address, { authorization: `Bearer ${created.data!.createApiToken.secret}` })).status).toBe(200);
  // A made-up token does not escape the limit: it is refused, or counted as anonymous.
  expect([401, 429]).toContain((await query(address, { authorization: 'Bearer wbt_madeup' })).status);
  for (let i = 0; i < 3; i++) {
    const page = await fetch(`${t.url}/tags?n=${i}`, { headers: { 'x-forwarded-for': address } });
    expect(page.status).toBe(200);
  }
});
