import { startTestApp, type TestApp } from './helpers/test-app.js';

// Cross-origin access under the Fetch standard's CORS protocol (http/cors.ts): anonymous reads
// are open to every origin, tokens and writes only to the origins of CORS_ORIGINS.

const FRONT = 'https://front.example';
const SECOND = 'http://localhost:5173';
const STRANGER = 'https://stranger.example';
const EXPOSED = 'Retry-After, ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-Request-Id';
const POSTS_QUERY = '{ posts(page: 1, pageSize: 2) { totalItems } }';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: `${FRONT},${SECOND}`, LOGIN_FAILURES_PER_EMAIL: '2' });
  token = await t.login();
});
afterAll(() => t.close());

/** The CORS headers of an answer, and whether it says Origin in Vary. */
function corsOf(response: Response) {
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    exposed: response.headers.get('access-control-expose-headers'),
    credentials: response.headers.get('access-control-allow-credentials'),
    varyOrigin: vary.includes('origin'),
  };
}

function postQuery(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

describe('anonymous reads', () => {
  it('answer Access-Control-Allow-Origin: * to any origin, and to callers sending none (the same answer for shared caches)', async () => {
    for (const headers of [{ origin: STRANGER }, { origin: FRONT }, {}] as Record<string, string>[]) {
      const rest = await fetch(`${t.url}/api/blogs`, { headers });
      expect(corsOf(rest)).toEqual({
        status: 200,
        allowOrigin: '*',
        exposed: EXPOSED,
        credentials: null,
        varyOrigin: false,
      });
      const head = await fetch(`${t.url}/api/blogs`, { method: 'HEAD', headers });
      expect(corsOf(head)).toMatchObject({ status: 200, allowOrigin: '*', credentials: null });
      const graphql = await fetch(`${t.url}/graphql?query=${encodeURIComponent(POSTS_QUERY)}`, {
        headers: { ...headers, 'apollo-require-preflight': 'true' },
      });
      expect(corsOf(graphql)).toMatchObject({ status: 200, allowOrigin: '*', exposed: EXPOSED, credentials: null });
      expect(await graphql.json()).toEqual({ data: { posts: { totalItems: 0 } } });
    }
  });

  it('keep * on a cached REST answer and its 304', async () => {
    const first = await fetch(`${t.url}/api/blogs?page=1`, { headers: { origin: STRANGER } });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${t.url}/api/blogs?page=1`, {
      headers: { origin: STRANGER, 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(corsOf(again)).toMatchObject({ status: 304, allowOrigin: '*' });
  });
});

describe('requests with a token, and writes', () => {
  it('name the exact origin when it is in CORS_ORIGINS, with Vary: Origin', async () => {
    for (const origin of [FRONT, SECOND]) {
      const response = await postQuery('{ me { email } }', { origin, authorization: `Bearer ${token}` });
      expect(corsOf(response)).toEqual({
        status: 200,
        allowOrigin: origin,
        exposed: EXPOSED,
        credentials: null,
        varyOrigin: true,
      });
      expect(await response.json()).toEqual({ data: { me: { email: 'admin@test.local' } } });
    }
    const rest = await fetch(`${t.url}/api/blogs?isAdminPage=true`, {
      headers: { origin: FRONT, authorization: `Bearer ${token}` },
    });
    expect(corsOf(rest)).toMatchObject({ status: 200, allowOrigin: FRONT, varyOrigin: true });
  });

  it('carry no Access-Control-Allow-Origin for other origins, and are served all the same (the browser blocks the read)', async () => {
    const stranger = await postQuery('{ me { email } }', { origin: STRANGER, authorization: `Bearer ${token}` });
    expect(corsOf(stranger)).toEqual({
      status: 200,
      allowOrigin: null,
      exposed: null,
      credentials: null,
      varyOrigin: true,
    });
    const tokenGet = await fetch(`${t.url}/api/blogs?isAdminPage=true`, {
      headers: { origin: STRANGER, authorization: `Bearer ${token}` },
    });
    expect(corsOf(tokenGet)).toMatchObject({ status: 200, allowOrigin: null });
    // Same-origin pages and non-browser clients send no Origin: not a CORS request.
    const plain = await postQuery('{ me { email } }', { authorization: `Bearer ${token}` });
    expect(corsOf(plain)).toMatchObject({ status: 200, allowOrigin: null, exposed: null, credentials: null });
  });

  it("answer each caller of a cached anonymous POST query for its own origin, never the first caller's", async () => {
    const query = '{ posts(page: 1, pageSize: 3) { totalItems } }';
    const answers = [];
    for (const origin of [FRONT, SECOND, undefined, STRANGER, FRONT]) {
      const response = await postQuery(query, origin ? { origin } : {});
      answers.push({ cache: response.headers.get('x-cache'), ...corsOf(response) });
    }
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
    expect(answers.map((answer) => answer.allowOrigin)).toEqual([FRONT, SECOND, null, null, FRONT]);
    expect(answers.every((answer) => answer.varyOrigin && answer.credentials === null)).toBe(true);
  });

  it('let an allowed page read Retry-After of a 429, from GraphQL and REST', async () => {
    const login = (email: string) =>
      postQuery(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { origin: FRONT },
        { email, password: 'wrong password' },
      );
    let graphql = await login('nobody@cors.test');
    for (let i = 0; graphql.status !== 429 && i < 5; i++) graphql = await login('nobody@cors.test');
    expect(corsOf(graphql)).toMatchObject({ status: 429, allowOrigin: FRONT, exposed: EXPOSED, varyOrigin: true });
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);

    const restLogin = () =>
      fetch(`${t.url}/api/admin/login`, {
        method: 'POST',
        headers: { origin: SECOND, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@cors.test', password: 'wrong password' }),
      });
    let rest = await restLogin();
    for (let i = 0; rest.status !== 429 && i < 5; i++) rest = await restLogin();
    expect(corsOf(rest)).toMatchObject({ status: 429, allowOrigin: SECOND, exposed: EXPOSED });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('preflights', () => {
  const preflight = (path: string, origin: string, method: string, headers?: string, init: RequestInit = {}) =>
    fetch(`${t.url}${path}`, {
      ...init,
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        ...(headers ? { 'access-control-request-headers': headers } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  /** Everything a preflight answer says, Vary as a list. */
  function preflightOf(response: Response) {
    return {
      status: response.status,
      allowOrigin: response.headers.get('access-control-allow-origin'),
      methods: response.headers.get('access-control-allow-methods'),
      headers: response.headers.get('access-control-allow-headers'),
      maxAge: response.headers.get('access-control-max-age'),
      credentials: response.headers.get('access-control-allow-credentials'),
      vary: (response.headers.get('vary') ?? '').split(',').map((name) => name.trim()),
    };
  }
  const ALLOWED_HEADERS =
    'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, If-None-Match';
  const VARY = ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers'];

  it('allow a POST with a token from an allowed origin: 204, the GraphQL methods, the headers by name, 10 minutes', async () => {
    const response = await preflight('/graphql', FRONT, 'POST', 'authorization,content-type');
    expect(preflightOf(response)).toEqual({
      status: 204,
      allowOrigin: FRONT,
      methods: 'GET, HEAD, POST',
      headers: ALLOWED_HEADERS,
      maxAge: '600',
      credentials: null,
      vary: VARY,
    });
    expect(await response.text()).toBe('');
    const rest = await preflight('/api/admin/blogs/1', SECOND, 'DELETE', 'authorization');
    expect(preflightOf(rest)).toMatchObject({
      status: 204,
      allowOrigin: SECOND,
      methods: 'GET, HEAD, POST, PUT, DELETE',
    });
  });

  it('allow an anonymous GET from any origin with *', async () => {
    const response = await preflight('/graphql', STRANGER, 'GET', 'apollo-require-preflight');
    expect(preflightOf(response)).toEqual({
      status: 204,
      allowOrigin: '*',
      methods: 'GET, HEAD, POST',
      headers: ALLOWED_HEADERS,
      maxAge: '600',
      credentials: null,
      vary: VARY,
    });
  });

  it('refuse writes and tokens from other origins with a 204 that allows nothing', async () => {
    for (const [path, method, headers] of [
      ['/graphql', 'POST', 'content-type'],
      ['/graphql', 'GET', 'Authorization'],
      ['/api/admin/blogs', 'POST', 'authorization,content-type'],
      ['/api/admin/blogs/1', 'PUT', undefined],
    ] as const) {
      const response = await preflight(path, STRANGER, method, headers);
      expect({ path, method, ...preflightOf(response) }).toEqual({
        path,
        method,
        status: 204,
        allowOrigin: null,
        methods: null,
        headers: null,
        maxAge: null,
        credentials: null,
        vary: VARY,
      });
    }
  });

  it('are answered before the body parsers and the multipart CSRF guard', async () => {
    const malformed = await preflight('/graphql', FRONT, 'POST', 'content-type', {
      headers: { 'content-type': 'application/json' },
      body: '{ not json',
    });
    expect(preflightOf(malformed)).toMatchObject({ status: 204, allowOrigin: FRONT });
    const multipart = await preflight('/graphql', FRONT, 'POST', 'content-type', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(preflightOf(multipart)).toMatchObject({ status: 204, allowOrigin: FRONT });
  });
});

it('leaves the site, the admin area, uploads and health checks without CORS headers', async () => {
  for (const path of ['/', '/admin/login', '/uploads/00000000-0000-4000-8000-000000000000.png', '/health']) {
    for (const method of ['GET', 'OPTIONS']) {
      const response = await fetch(`${t.url}${path}`, {
        method,
        headers: { origin: FRONT, 'access-control-request-method': 'GET', authorization: `Bearer ${token}` },
      });
      const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect({ path, method, cors }).toEqual({ path, method, cors: [] });
    }
  }
});
