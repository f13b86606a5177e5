import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { type Site, startSite } from './support/site.js';

// Pages of other sites calling the API in Chromium, whose CORS checks are the ones that count:
// the API is at http://127.0.0.1:<port>, the pages at http://localhost:<other ports>, so each is
// its own origin. One page's origin is in CORS_ORIGINS, the other's is not.

interface PageServer {
  server: Server;
  origin: string;
}

/** Serves one empty HTML page at every path: a front end on an origin of its own. */
async function startPageServer(): Promise<PageServer> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Front end</title></head><body></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const stopPageServer = (page?: PageServer) =>
  new Promise<void>((resolve) => (page ? page.server.close(() => resolve()) : resolve()));

let allowed: PageServer;
let stranger: PageServer;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  allowed = await startPageServer();
  stranger = await startPageServer();
  browser = await launchBrowser();
  site = await startSite({ CORS_ORIGINS: allowed.origin });
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await stopPageServer(allowed);
  await stopPageServer(stranger);
});

/** Opens the page of `front` in a fresh context. */
async function frontPage(front: PageServer): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(`${front.origin}/`);
  return page;
}

interface Answer {
  status?: number;
  body?: any;
  headers?: Record<string, string | null>;
  /** The rejection of fetch(): how a browser reports an answer it may not read. */
  error?: string;
}

/**
 * Calls `fetch(url, init)` in the page. @returns the status, the JSON body and the headers named
 * in `read` as the page sees them (null when it may not read one), or the rejection.
 */
function fetchIn(page: Page, url: string, init: RequestInit = {}, read: string[] = []): Promise<Answer> {
  return page.evaluate(
    async ({ url, init, read }) => {
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        return {
          status: response.status,
          body: text ? JSON.parse(text) : null,
          headers: Object.fromEntries(read.map((name) => [name, response.headers.get(name)])),
        };
      } catch (error) {
        return { error: `${(error as Error).name}: ${(error as Error).message}` };
      }
    },
    { url, init, read },
  );
}

const graphqlPost = (page: Page, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  fetchIn(
    page,
    site.url('/graphql'),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    },
    ['retry-after', 'x-request-id'],
  );

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

describe('a page of an origin in CORS_ORIGINS', () => {
  let page: Page;
  let token: string;
  beforeAll(async () => {
    page = await frontPage(allowed);
    const login = await graphqlPost(page, LOGIN, ADMIN);
    expect(login.status).toBe(200);
    token = login.body.data.login.token;
  });
  afterAll(() => page.context().close());

  it('signs in, queries with the token over GET and POST, writes a post and reads it through REST', async () => {
    const me = await fetchIn(page, site.url(`/graphql?query=${encodeURIComponent('{ me { email } }')}`), {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    expect(me).toMatchObject({ status: 200, body: { data: { me: { email: ADMIN.email } } } });

    const created = await graphqlPost(
      page,
      'mutation ($input: PostInput!) { createPost(input: $input) { id title } }',
      {
        input: {
          title: 'Written from another site',
          excerpt: 'A post created by a front end on its own origin.',
          sections: [{ title: 'One', content: '<p>Hello from elsewhere.</p>' }],
          status: 'TO_PUBLISH',
        },
      },
      token,
    );
    expect(created).toMatchObject({
      status: 200,
      body: { data: { createPost: { title: 'Written from another site' } } },
    });
    // Exposed headers are readable by the page; without Access-Control-Expose-Headers they read null.
    expect(created.headers!['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const blogs = await fetchIn(page, site.url('/api/blogs'), {}, ['etag']);
    expect(blogs.status).toBe(200);
    expect(blogs.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Written from another site']);
    expect(blogs.headers!.etag).toBeTruthy();
  });

  it('reads Retry-After when sign-in attempts are used up (429)', async () => {
    let answer: Answer = {};
    // The limit is LOGIN_FAILURES_PER_EMAIL (5) failures in 15 minutes.
    for (let attempt = 0; attempt < 8 && answer.status !== 429; attempt++) {
      answer = await graphqlPost(page, LOGIN, { email: 'nobody@cross-origin.test', password: 'not the password' });
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers!['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a page of another origin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await frontPage(stranger);
  });
  afterAll(() => page.context().close());

  it('reads published posts anonymously, over REST and GraphQL', async () => {
    const blogs = await fetchIn(page, site.url('/api/blogs'));
    expect(blogs.status).toBe(200);
    expect(blogs.body.blogs).toHaveLength(1);
    const posts = await fetchIn(page, site.url(`/graphql?query=${encodeURIComponent('{ posts { totalItems } }')}`), {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(posts).toMatchObject({ status: 200, body: { data: { posts: { totalItems: 1 } } } });
  });

  it('is blocked by the browser when it posts or sends a token', async () => {
    const login = await graphqlPost(page, LOGIN, ADMIN);
    expect(login).toEqual({ error: 'TypeError: Failed to fetch' });
    const withToken = await fetchIn(page, site.url('/api/blogs?isAdminPage=true'), {
      headers: { authorization: `Bearer ${site.token}` },
    });
    expect(withToken).toEqual({ error: 'TypeError: Failed to fetch' });
  });
});
