import type { Browser, Page, Request } from 'playwright-core';
import { collectConsoleErrors, openPage } from './support/browser.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';
import { POSTS, type SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';

// The reader site as the server renders it: read without JavaScript, and hydrated by the browser
// without a mismatch and without asking the API again for what the page already holds.
let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

const LOCALES = ['en', 'fr', 'es', 'it'] as const;
type Locale = (typeof LOCALES)[number];

/** A post and a tag written in each language (support/seed.ts). */
const BY_LOCALE: Record<Locale, { post: string; tag: string }> = {
  en: { post: 'shepherd', tag: 'faith' },
  fr: { post: 'shepherd-fr', tag: 'foi' },
  es: { post: 'shepherd-es', tag: 'fe' },
  it: { post: 'shepherd-it', tag: 'fede' },
};

/** `path` in `locale`: `?lang=` as the site writes it (English without it). */
const inLanguage = (path: string, locale: Locale) =>
  locale === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

describe('without JavaScript', () => {
  it('reads home, a post, a tag, the next page and search results through real links and forms', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const shepherd = POSTS.find((post) => post.key === 'shepherd')!;
      await page.goto(site.url('/'));
      await page.getByRole('link', { name: shepherd.title }).first().click();
      await page.waitForURL(`**/blogs/${posts.shepherd.id}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(shepherd.title);
      expect(await page.locator('article').innerText()).toContain(shepherd.paragraphs[0][0]);
      expect(await page.getByTestId('comment-needs-javascript').isVisible()).toBe(true);

      await page.locator('article').getByRole('link', { name: 'psalms', exact: false }).first().click();
      await page.waitForURL('**/tag/psalms');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('psalms');
      expect(await page.getByRole('link', { name: shepherd.title }).count()).toBeGreaterThan(0);

      await page.goto(site.url('/'));
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL('**/?page=2');
      expect(await page.locator('.pagination__status').innerText()).toBe('Page 2 of 2');

      await page.locator('#home-search-input').fill('shepherd');
      await page.locator('#home-search-input').press('Enter');
      await page.waitForURL('**/?search=shepherd');
      expect(await page.getByTestId('search-status').innerText()).toMatch(/shepherd/i);
      expect(await page.getByRole('link', { name: shepherd.title }).count()).toBeGreaterThan(0);

      await page.goto(site.url('/?lang=fr'));
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await page.locator('#home-search-input').fill('berger');
      await page.locator('#home-search-input').press('Enter');
      await page.waitForURL('**/?search=berger&lang=fr');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    } finally {
      await context.close();
    }
  }, 120000);
});

/** Opens `path`, waits until the page is hydrated and idle; @returns the GraphQL requests it sent. */
async function load(page: Page, path: string): Promise<string[]> {
  const graphql: string[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
  };
  page.on('request', onRequest);
  await page.goto(site.url(path), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  page.off('request', onRequest);
  return graphql;
}

describe('with JavaScript', () => {
  for (const locale of LOCALES) {
    it(`hydrates every public page in ${locale} without a warning and without a GraphQL request`, async () => {
      const { context, page, errors } = await openPage(browser);
      const consoleErrors = collectConsoleErrors(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      try {
        const { post, tag } = BY_LOCALE[locale];
        const paths = [
          '/',
          '/?page=2',
          '/?search=faith',
          `/blogs/${posts[post].id}`,
          `/tag/${tag}`,
          '/tags',
          '/about',
          '/contact-us',
          '/blog',
          '/archive/2025',
          '/privacy',
          '/styles',
          '/demo/nft',
          '/demo/music',
          '/no/such/page',
        ];
        for (const path of paths) {
          const url = inLanguage(path, locale);
          const requests = await load(page, url);
          expect({ url, lang: await page.locator('html').getAttribute('lang') }).toEqual({ url, lang: locale });
          expect({ url, requests }).toEqual({ url, requests: [] });
          expect({ url, errors: [...errors, ...consoleErrors] }).toEqual({ url, errors: [] });
          expect({ url, warnings: warnings.filter((text) => /hydrat/i.test(text)) }).toEqual({ url, warnings: [] });
        }
      } finally {
        await context.close();
      }
    }, 180000);
  }

  it('keeps where the reader scrolled to before the page hydrated, and opens the next page at its top', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 375, height: 640 } });
    try {
      // Scripts held back until the reader has scrolled, as on a slow link.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/js/**', async (route) => {
        await held;
        await route.continue();
      });
      // goto resolves once the page has hydrated (support/browser.ts): after the release below.
      const opened = page.goto(site.url(`/blogs/${posts.shepherd.id}`));
      await page.waitForSelector('footer');
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, 900);
        return window.scrollY;
      });
      expect(scrolled).toBeGreaterThan(300);
      release();
      await opened;
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      await page.locator('article').getByRole('link', { name: 'psalms', exact: false }).first().click();
      await page.waitForURL('**/tag/psalms');
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await context.close();
    }
  });
});
