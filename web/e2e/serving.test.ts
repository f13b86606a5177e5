import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { launchBrowser, openPage } from './support/browser.js';
import { type Site, startSite } from './support/site.js';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(site.url(path), { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the API server serves the built site', () => {
  it('answers the reader routes with server-rendered pages and the admin area with index.html, never cached', async () => {
    for (const path of ['/', '/tags', '/contact-us', '/about', '/privacy', '/admin/login']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      if (path.startsWith('/admin')) {
        expect(response.body).toContain('<div id="root"></div>');
      } else {
        expect(response.body).toContain('id="__RENDERED_PAGE__"');
        expect(response.body).toContain('<main id="main-content"');
      }
    }
    // Nothing is published on this site yet.
    for (const path of ['/blogs/12', '/blogs/some-slug', '/tag/faith', '/archive/2023']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('serves hashed assets under /static with a one-year immutable cache', async () => {
    const index = await get('/');
    const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(index.body)![1];
    const response = await get(script);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends scripts, styles and pages compressed to browsers that accept it', async () => {
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(site.url(path), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const index = await get('/');
    const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(index.body)![1];
    const style = /href="(\/static\/css\/[^"]+\.css)"/.exec(index.body)![1];
    for (const path of [script, style]) {
      const plain = await raw(path, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const answer = await raw(path, `${encoding}, identity`);
        expect({ path, encoding: answer.headers['content-encoding'] }).toEqual({ path, encoding });
        expect(answer.headers['content-type']?.toLowerCase()).toBe(plain.headers['content-type']?.toLowerCase());
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.body.length).toBeLessThan(plain.body.length / 2);
        expect(decode(answer.body).equals(plain.body)).toBe(true);
      }
    }
    const page = await raw('/', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('id="__RENDERED_PAGE__"');
  });

  it('answers unknown pages with the not-found page (404), and missing files with a plain 404', async () => {
    const page = await get('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page not found');
    for (const path of ['/static/js/missing-12345678.js', '/missing.png']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('leaves the API paths to the API', async () => {
    const api = await get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect((await get('/health')).body).toContain('ok');
    expect((await get('/uploads/nothing.png')).status).toBe(404);
    const graphql = await fetch(site.url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tags { tag } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { tags: [] } });
  });
});

describe('page chunks', () => {
  let browser: import('playwright-core').Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('retries a page chunk that cannot load, then shows a "Try again" screen that reloads it', async () => {
    const { context, page } = await openPage(browser);
    let blocked = 0;
    await page.route(/\/static\/js\/TagsPage-[\w-]+\.js$/, async (route) => {
      blocked++;
      await route.abort('connectionreset');
    });
    await page.goto(site.url('/tags'));
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(blocked).toBeGreaterThanOrEqual(1);
    await page.unroute(/\/static\/js\/TagsPage-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Topics' }).waitFor();
    await context.close();
  });
});
