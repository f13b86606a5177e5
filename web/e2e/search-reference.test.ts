import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { MOBILE, openPage } from './support/browser.js';
import { stopBrowsing } from './support/browsing.js';
import { describeWithBibles, type PassagePost, SHOTS, startScriptureSite } from './support/scripture.js';
import type { Site } from './support/site.js';

// Searching the home page for a Bible reference: the passage's text on top of the results, and
// the posts citing it before the posts that merely hold its words. The Bibles come from the corpus
// (John of the four translations); without it the suite is skipped, saying why.

const LOVED_FR = 'Car Dieu a tant aimé le monde';

// The post holding the words is the newest and matches them in its title: by words alone it would come first.
const POSTS: PassagePost[] = [
  {
    locale: 'fr',
    title: 'L’amour qui donne',
    excerpt: 'Le verset que tout le monde connaît.',
    text: 'Tout l’Évangile tient dans Jean 3.16 : Dieu donne.',
    date: '2024-01-01T00:00:00Z',
  },
  {
    locale: 'en',
    title: 'So loved',
    excerpt: 'The best-known verse.',
    text: 'John 3:16 is the gospel in one sentence.',
    date: '2024-02-01T00:00:00Z',
  },
  {
    locale: 'en',
    title: 'Jean Valjean: 3 candlesticks, 16 lessons',
    excerpt: 'A novel, not a verse.',
    text: 'The bishop gives Jean Valjean 3 candlesticks.',
    date: '2024-03-01T00:00:00Z',
  },
];

describeWithBibles('searching the home page by Bible reference', () => {
  let site: Site;
  let browser: Browser;
  let french: { id: string; title: string };
  let english: { id: string; title: string };
  let words: { id: string; title: string };

  beforeAll(async () => {
    ({
      site,
      browser,
      posts: [french, english, words],
    } = await startScriptureSite([43], POSTS));
  }, 120000);
  afterAll(() => stopBrowsing({ site, browser }));

  it('shows the passage on top and the citing posts first, server-rendered and after a search from the box', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr' });
    try {
      // Server-rendered: the HTML holds the passage and the results in their order.
      const response = await page.goto(site.url(`/?search=${encodeURIComponent('Jean 3:16')}`));
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain(LOVED_FR);
      expect(html.indexOf(LOVED_FR)).toBeLessThan(html.indexOf(french.title));

      // From the search box, as a reader types it.
      await page.goto(site.url('/'));
      const box = page.locator('#home-search-input');
      await box.fill('Valjean');
      await box.press('Enter');
      await page
        .getByTestId('search-status')
        .getByText(/1 résultat/)
        .waitFor();
      expect(await page.getByTestId('search-passage').count()).toBe(0);

      await box.fill('Jean 3:16');
      await box.press('Enter');
      const passage = page.getByTestId('search-passage');
      await passage.getByText(LOVED_FR).waitFor();
      expect(await passage.getByRole('heading', { level: 3 }).innerText()).toBe('Jean 3:16');
      expect(await passage.innerText()).toContain('Louis Segond 1910 · Public domain');
      const open = passage.getByRole('link', { name: /Lire Jean 3:16/ });
      expect(await open.getAttribute('href')).toBe('/bible/John.3.16');

      const list = page.getByTestId('home-list');
      await page
        .getByTestId('search-status')
        .getByText(/3 résultat/)
        .waitFor();
      expect(await list.locator('.post-card__title').allInnerTexts()).toEqual([
        french.title,
        english.title,
        words.title,
      ]);
      // The passage stands above the results.
      const [passageBox, listBox] = [await passage.boundingBox(), await list.boundingBox()];
      expect(passageBox!.y + passageBox!.height).toBeLessThanOrEqual(listBox!.y);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'search-reference-1280.png'), fullPage: true });

      await open.click();
      await page.waitForURL(site.url('/bible/John.3.16'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120000);

  it('fits a phone, reads the passage in the reader’s Bible, and an ordinary search shows no passage', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      // A French reference read for an English reader: the verse from the reader's Bible, English posts first.
      await page.goto(site.url(`/?search=${encodeURIComponent('Jean 3:16')}`));
      const passage = page.getByTestId('search-passage');
      await passage.getByText('For God so loved the world').waitFor();
      expect(await page.getByTestId('home-list').locator('.post-card__title').allInnerTexts()).toEqual([
        english.title,
        french.title,
        words.title,
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await page.screenshot({ path: join(SHOTS, 'search-reference-375.png'), fullPage: true });

      await page.goto(site.url(`/?search=${encodeURIComponent('candlesticks')}`));
      await page
        .getByTestId('search-status')
        .getByText(/1 result/)
        .waitFor();
      expect(await page.getByTestId('search-passage').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120000);
});
