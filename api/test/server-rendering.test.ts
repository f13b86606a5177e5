import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The reader site's pages as a crawler or a link preview gets them: one GET, no JavaScript. Needs
// the web build (npm run build --workspace web), whose server renderer the API loads.
let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t?.close());
beforeEach(() => t.reset());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, any>,
  );
}

/** The text of a page without its tags (entities left as they are). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('server-rendered pages', () => {
  it('renders a post with its title, every section, its tags, its canonical URL and BlogPosting JSON-LD', async () => {
    const post = await createPost(t, token, {
      title: 'Grace in the wilderness',
      excerpt: 'What the desert teaches',
      tags: ['faith', 'desert'],
      sections: [
        { title: 'First steps', content: '<p>Manna fell every morning.</p>' },
        { title: 'Water from rock', content: '<p>The rock was struck twice.</p>' },
      ],
    });
    const page = await get(`/blogs/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toMatch(/^<!DOCTYPE html>/i);
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toMatch(/<title>Grace in the wilderness — [^<]+<\/title>/);
    for (const content of ['First steps', 'Manna fell every morning.', 'Water from rock', 'The rock was struck twice.'])
      expect(text(page.body)).toContain(content);
    expect(page.body).toContain(`href="/tag/faith"`);
    expect(page.body).toContain(`href="/tag/desert"`);
    expect(page.body).toContain(`<link rel="canonical" href="${t.url}/blogs/${post.id}"/>`);
    // The post page's own styles and script come with it (its styles matter without JavaScript too);
    // the styles inline, so the first paint waits for no other request.
    expect(page.body).not.toContain('rel="stylesheet"');
    const postStyles = /<style data-href="(\/static\/css\/PostPage-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(page.body);
    expect(postStyles?.[2]).toBe(await (await fetch(`${t.url}${postStyles?.[1]}`)).text());
    expect(page.body).toMatch(
      /<link rel="modulepreload" href="\/static\/js\/PostPage-[\w-]+\.js" fetchpriority="low">/,
    );
    const blocks = jsonLd(page.body);
    const article = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ headline: 'Grace in the wilderness', inLanguage: 'en' });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('answers 404 with the not-found page for an unknown post, a malformed id, an unknown tag or path', async () => {
    await createPost(t, token, { tags: ['known'] });
    for (const path of ['/blogs/999999', '/blogs/99999999999999999999999', '/blogs/%20x', '/tag/nobody-uses-this']) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.body).toContain('noindex');
    }
    const unknown = await get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(text(unknown.body)).toContain('Page not found');
    // Broken percent-encoding is bad input, never a server error.
    for (const path of ['/tag/%E0%A4%A', '/blogs/%E0%A4%A']) {
      const broken = await get(path);
      expect({ path, status: broken.status }).toEqual({
        path,
        status: broken.status < 500 ? broken.status : 'not 5xx',
      });
    }
    const archive = await get('/archive/1850');
    expect(archive.status).toBe(404);
    expect((await get('/tag/known')).status).toBe(200);
  });

  it('does not render a draft', async () => {
    const draft = await createPost(t, token, { title: 'Secret draft title', status: 'DRAFT' });
    const page = await get(`/blogs/${draft.id}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('Secret draft title');
  });

  it('puts the CSP nonce of the response on every script, and no title can close the state script', async () => {
    const post = await createPost(t, token, { title: '</script><script>alert(1)</script>' });
    const page = await get(`/blogs/${post.id}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThanOrEqual(3);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    // The title appears only escaped: as text, and as \u003c in the state.
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const state = /<script type="application\/json" id="__APOLLO_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(page.body);
    const cache = JSON.parse(state![1]) as Record<string, any>;
    expect(cache[`Post:${post.id}`].title).toBe('</script><script>alert(1)</script>');
  });

  it("carries text with replacement patterns ($&, $', $`, $$) into the state unchanged", async () => {
    const title = "Prices: $& then $' then $` and $$";
    const post = await createPost(t, token, { title });
    const page = await get(`/blogs/${post.id}`);
    const state = /<script type="application\/json" id="__APOLLO_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(page.body);
    const cache = JSON.parse(state![1]) as Record<string, any>;
    expect(cache[`Post:${post.id}`].title).toBe(title);
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('renders the interface in the language ?lang names', async () => {
    await createPost(t, token, { tags: ['faith'] });
    const page = await get('/tags?lang=fr');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="fr"');
    expect(text(page.body)).toContain('Accueil');
    const english = await get('/tags');
    expect(english.body).toContain('<html lang="en"');
    expect(text(english.body)).toContain('Home');
  });

  it('renders a post in its own language, and other pages in the language cookie', async () => {
    const post = await createPost(t, token, { locale: 'it', title: 'La grazia' });
    expect((await get(`/blogs/${post.id}`)).body).toContain('<html lang="it"');
    expect((await get('/about', { cookie: 'user-language=es' })).body).toContain('<html lang="es"');
  });

  it('serves the second anonymous request from the cache, never an admin-authorized one', async () => {
    await createPost(t, token, { title: 'Cached' });
    const first = await get('/?page=1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('/?page=1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
    // The cached page keeps the nonce its scripts were rendered with, in its CSP too.
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
    expect(second.body).toContain(`nonce="${nonce}"`);
    const admin = await get('/?page=1', { authorization: `Bearer ${token}` });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('x-cache')).toBeNull();
    await createPost(t, token, { title: 'Invalidates the cache' });
    const after = await get('/?page=1');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(text(after.body)).toContain('Invalidates the cache');
  });

  it('renders the home page, a search and a post page in one pass, and pages with other queries in more', async () => {
    const post = await createPost(t, token, { title: 'One pass', tags: ['stillness', 'still waters'], locale: 'fr' });
    await createPost(t, token, { title: 'Two', tags: ['stillness'] });
    const passes = (response: Awaited<ReturnType<typeof get>>) =>
      /^render;dur=[\d.]+;desc="(\d+) pass(?:es)?"$/.exec(response.headers.get('server-timing') ?? '')?.[1];
    for (const [path, headers] of [
      ['/', {}],
      ['/?page=2', {}],
      ['/?search=pass', {}],
      ['/?lang=it', {}],
      [`/blogs/${post.id}`, {}],
      [`/blogs/${post.id}?lang=es`, {}],
      [`/blogs/${post.slug}`, { 'accept-language': 'it' }],
      ['/blogs/999999', {}],
      ['/tag/stillness', {}],
      ['/tag/stillness?lang=fr', {}],
      ['/tag/still%20waters', { 'accept-language': 'fr' }],
    ] as const) {
      const page = await get(path, headers);
      expect({ path, passes: passes(page) }).toEqual({ path, passes: '1' });
    }
    expect(text((await get(`/blogs/${post.id}`)).body)).toContain('One pass');
    // The tags page's own query is found while rendering: the page still has its data.
    const tags = await get('/tags');
    expect(Number(passes(tags))).toBeGreaterThan(1);
    expect(tags.body).toContain('href="/tag/stillness"');
  });

  it('keeps serving the admin area as the noindex client-side app', async () => {
    const page = await get('/admin/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.body).toContain('<div id="root"></div>');
  });
});
