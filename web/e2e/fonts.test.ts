import type { Browser, Page } from 'playwright-core';
import { openPage } from './support/browser.js';
import type { SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

/**
 * Bounds on the font bytes of a first visit. With Inter as one variable font and Source Serif 4
 * in three faces, Latin woff2 only, the home page draws two files (about 68 KB) and a post page
 * four (about 107 KB); every subset in woff2 and woff came to 137 and 176 KB.
 */
const HOME_FONT_KB = 80;
const POST_FONT_KB = 120;

interface FontResponse {
  path: string;
  bytes: number;
}

/**
 * Opens `path` in a fresh context (empty cache). @returns, once its fonts are ready, the font files
 * it downloaded (bytes on the wire: woff2 is sent as it is), the faces loaded and the preloaded URLs.
 */
async function loadFonts(path: string, ready: (page: Page) => Promise<void>, language?: string) {
  const { context, page, errors } = await openPage(browser, { language });
  const fonts: Promise<FontResponse>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    // A file the page had preloaded comes as a second response without a body on the wire.
    fonts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ path: new URL(response.url()).pathname, bytes: Math.max(0, sizes.responseBodySize) })),
    );
  });
  await page.goto(site.url(path));
  await ready(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => {
    const faces: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') faces.push(`${face.family} ${face.weight}`);
    });
    return faces;
  });
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const downloaded = (await Promise.all(fonts)).filter((font) => font.bytes > 0);
  return { context, page, errors, fonts: downloaded, loaded, preloaded };
}

const kilobytes = (fonts: FontResponse[]) => fonts.reduce((sum, font) => sum + font.bytes, 0) / 1024;

describe('fonts', () => {
  it('home page: Latin woff2 files only, within the budget, Inter and Source Serif 4 loaded from the preloads', async () => {
    const { context, errors, fonts, loaded, preloaded } = await loadFonts('/', (page) =>
      page.locator('article.post-card').first().waitFor(),
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.path).toMatch(/\.woff2$/);
      expect(font.path).not.toMatch(/cyrillic|greek|vietnamese/);
    }
    expect(kilobytes(fonts)).toBeLessThan(HOME_FONT_KB);
    expect(loaded).toEqual(
      expect.arrayContaining([expect.stringMatching(/^"?Inter/), expect.stringMatching(/^"?Source Serif 4/)]),
    );
    // The two preloaded files are the ones the page draws with: its own requests reuse the preloads.
    expect(preloaded).toHaveLength(2);
    for (const path of preloaded) expect(fonts.filter((font) => font.path === path)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('post page: body serif, its italic and semibold, and Inter, within the budget', async () => {
    const { context, errors, fonts, loaded } = await loadFonts(`/blogs/${posts.shepherd.slug}`, (page) =>
      page.locator('article.article h1').waitFor(),
    );
    for (const font of fonts) {
      expect(font.path).toMatch(/\.woff2$/);
      expect(font.path).not.toMatch(/cyrillic|greek|vietnamese/);
    }
    expect(kilobytes(fonts)).toBeLessThan(POST_FONT_KB);
    expect(loaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^"?Inter/),
        expect.stringMatching(/^"?Source Serif 4"? 400$/),
        expect.stringMatching(/^"?Source Serif 4"? 600$/),
      ]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['fr', 'shepherd-fr', 'œuvre à côté, façade'],
    ['es', 'shepherd-es', 'señor, corazón, pequeño'],
    ['it', 'shepherd-it', 'città, perché, più'],
  ])('%s post: the accented letters are drawn by the site fonts', async (language, key, sample) => {
    const { context, page, fonts } = await loadFonts(
      `/blogs/${posts[key].slug}`,
      (page) => page.locator('article.article h1').waitFor(),
      language,
    );
    for (const font of fonts) expect(font.path).not.toMatch(/cyrillic|greek|vietnamese|\.woff$/);
    // load() answers with the faces of the family whose unicode-range holds the text: none when
    // the site's fonts leave a letter to a fallback font.
    const uncovered = await page.evaluate(async (text) => {
      const fonts = [
        '400 19px "Source Serif 4"',
        'italic 400 19px "Source Serif 4"',
        '600 19px "Source Serif 4"',
        '16px "Inter Variable"',
      ];
      const letters = [...new Set(text.replace(/[\s,]/g, ''))];
      const missing: string[] = [];
      for (const font of fonts)
        for (const letter of letters)
          if ((await document.fonts.load(font, letter)).length === 0) missing.push(`${font} ${letter}`);
      return missing;
    }, sample);
    expect(uncovered).toEqual([]);
    await context.close();
  });
});
