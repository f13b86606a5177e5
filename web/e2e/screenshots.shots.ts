import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser.js';
import { type SeededPosts, seedContent } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

/** Written here (git-ignored) so anyone can look at the site without running a browser. */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
  posts = await seedContent(site);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold: scroll through the page so they load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

const shots: {
  name: string;
  path: () => string;
  ready?: (page: Page) => Promise<void>;
  language?: string;
  allLanguages?: boolean;
}[] = [
  { name: 'home', path: () => '/', ready: (page) => page.waitForSelector('[data-testid="featured"]').then(() => {}) },
  {
    name: 'post',
    path: () => `/blogs/${posts.shepherd.id}`,
    ready: (page) => page.waitForSelector('.article__title').then(() => {}),
  },
  {
    name: 'tags',
    path: () => '/tags',
    ready: (page) => page.waitForSelector('[data-testid="tag-cards"]').then(() => {}),
  },
  {
    name: 'contact',
    path: () => '/contact-us',
    ready: (page) => page.waitForSelector('.contact__form').then(() => {}),
  },
  { name: 'tag', path: () => '/tag/faith', ready: (page) => page.waitForSelector('.post-card--row').then(() => {}) },
  { name: 'about', path: () => '/about', ready: (page) => page.waitForSelector('.mission').then(() => {}) },
  {
    name: 'home-fr',
    path: () => '/',
    language: 'fr',
    ready: (page) => page.waitForSelector('[data-testid="featured"]').then(() => {}),
  },
  {
    name: 'home-fr-all-languages',
    path: () => '/',
    language: 'fr',
    allLanguages: true,
    ready: (page) => page.waitForSelector('.post-card:not([lang="fr"])').then(() => {}),
  },
  {
    name: 'post-untranslated-fr',
    path: () => `/blogs/${posts.grace.id}`,
    language: 'fr',
    ready: (page) => page.waitForSelector('[data-testid="language-notice"]').then(() => {}),
  },
  {
    name: 'tag-fr',
    path: () => '/tag/foi',
    language: 'fr',
    ready: (page) => page.waitForSelector('.post-card--row').then(() => {}),
  },
];

describe('screenshots', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`pages at ${label} px`, async () => {
      for (const shot of shots) {
        const { context, page } = await openPage(browser, {
          viewport,
          language: shot.language,
          allLanguages: shot.allLanguages,
        });
        await page.goto(site.url(shot.path()));
        await shot.ready?.(page);
        await settle(page);
        await page.screenshot({ path: join(OUT, `${shot.name}-${label}.png`), fullPage: true });
        await context.close();
      }
    });
  }

  it('mobile menu and language overlay at 375 px', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(site.url('/'));
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, 'menu-375.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, 'language-375.png') });
    await context.close();
  });

  it('dark theme at 1280 px', async () => {
    const { context, page } = await openPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [name, path] of [
      ['home-dark', '/'],
      ['post-dark', `/blogs/${posts.shepherd.id}`],
    ]) {
      await page.goto(site.url(path));
      await page.waitForSelector('main h1, main h2');
      await settle(page);
      await page.screenshot({ path: join(OUT, `${name}-1280.png`), fullPage: true });
    }
    await context.close();
  });
});
