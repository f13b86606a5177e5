import type { Browser } from 'playwright-core';
import { openPage } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import { recordOperations, rewriteOperation } from './support/graphql.js';
import type { SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

describe('home page', () => {
  it('shows the featured block, the card grid, popular posts, the about panel and popular topics', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(site.url('/'));
    const featured = page.getByTestId('featured');
    await featured.waitFor();
    const items = featured.locator('article');
    expect(await items.count()).toBe(3);
    expect(await items.nth(0).getAttribute('class')).toContain('featured__item--large');
    expect(await items.nth(0).locator('h2').innerText()).toBe(posts.shepherd.title);
    expect(await items.nth(0).innerText()).toContain('October 12, 2025');
    expect(await items.nth(1).locator('h3').innerText()).toBe(posts.wisdom.title);

    const cards = page.locator('.post-grid article.post-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    const first = cards.first();
    expect(await first.innerText()).toContain('Oct 12, 2025');
    expect(await first.innerText()).toContain('Daniel Mercer');
    // First two tags only, opening /tag/{tag} in a new tab.
    const chips = first.locator('.chip');
    expect(await chips.count()).toBe(2);
    expect(await chips.first().getAttribute('href')).toBe('/tag/psalms');
    expect(await chips.first().getAttribute('target')).toBe('_blank');
    // Covers reserve their space (width and height) and load lazily.
    const cover = first.locator('img');
    expect(await cover.getAttribute('width')).toBe('1200');
    expect(await cover.getAttribute('height')).toBe('675');
    expect(await cover.getAttribute('loading')).toBe('lazy');

    await page.getByRole('heading', { name: 'Popular Posts' }).waitFor();
    expect(await page.locator('.popular__item').count()).toBe(2);
    expect(await page.locator('.popular__item').first().innerText()).toContain('2 comments');
    await page.getByRole('heading', { name: 'Popular Topics' }).waitFor();
    expect(await page.locator('.tag-cloud__tag').first().innerText()).toContain('#faith');
    expect(await page.getByRole('link', { name: 'Read our story' }).getAttribute('href')).toBe('/about');

    expect(await page.title()).toBe('Wisdom Blog');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Bible studies/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(site.url('/og-image.png'));
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    expect(await page.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630');
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(site.url('/'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the posts with numbered pagination (fade, then scroll to the list)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/'));
    await page.locator('.post-grid article.post-card').first().waitFor();
    expect(await page.locator('.pagination__status').innerText()).toBe('Page 1 of 2');
    await page.getByRole('link', { name: 'Page 2' }).click();
    // The list fades out first.
    await page.waitForSelector('[data-testid="home-list"].home__list--faded');
    await page.waitForURL(/\?page=2$/);
    await page.waitForSelector('[data-testid="home-list"]:not(.home__list--faded)');
    expect(await page.locator('.pagination__status').innerText()).toBe('Page 2 of 2');
    expect(await page.locator('.post-grid article.post-card').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.pagination__step[aria-label="Next"]').getAttribute('aria-disabled')).toBe('true');
    // The list is scrolled into view.
    await page.waitForFunction(
      () => Math.abs(document.querySelector('.home__posts')!.getBoundingClientRect().top) < 80,
    );
    // Light for the Path has no excerpt.
    const lamp = page.locator('.post-card', { hasText: posts.lamp.title });
    expect(await lamp.innerText()).toContain('No description available');
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL((url) => !url.search.includes('page='));
    await page.locator('.post-card', { hasText: posts.shepherd.title }).first().waitFor();
    await context.close();
  });

  it('searches from the home box after 300 ms, with the result texts, and leaves search mode on an empty submit', async () => {
    const { context, page } = await openPage(browser);
    const operations = recordOperations(page);
    await page.goto(site.url('/'));
    await page.getByTestId('featured').waitFor();
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.pressSequentially('shepherd', { delay: 20 });
    await page.waitForURL(/\?search=shepherd$/);
    expect(await page.getByTestId('search-status').innerText()).toMatch(
      /Found 1 result\(s\) for "shepherd"|Loading.../,
    );
    await page.getByText('Found 1 result(s) for "shepherd"').waitFor();
    expect(await page.getByRole('heading', { name: 'Search Results' }).isVisible()).toBe(true);
    expect(await page.getByTestId('featured').count()).toBe(0);
    expect(await page.locator('.post-grid article.post-card').count()).toBe(1);
    // Debounced: one search for the whole word, not one per keystroke.
    const searches = operations.filter((op) => op.name === 'PostList' && op.variables.search);
    expect(searches.map((op) => op.variables.search)).toEqual(['shepherd']);
    // Search looks in every language, the reader's first.
    expect(searches[0].variables).toMatchObject({ locale: null, preferLocale: 'en' });

    await box.fill('');
    await box.press('Enter');
    await page.waitForURL((url) => url.search === '');
    await page.getByTestId('featured').waitFor();
    await context.close();
  });

  it('shows the no-hit text for a header search, and an empty header search removes the parameter', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/tags'));
    const header = page.getByRole('searchbox', { name: 'Search articles' });
    await header.fill('  zzqxv  ');
    await header.press('Enter');
    await page.waitForURL(/\/\?search=zzqxv$/);
    await page.getByText('No blogs found for "zzqxv"').waitFor();
    expect(await page.locator('.post-grid article.post-card').count()).toBe(0);
    expect(await page.getByTestId('sample-post').count()).toBe(0);
    await header.fill('');
    await header.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByTestId('featured').waitFor();
    await context.close();
  });

  it('falls back to a placeholder cover, "Anonymous" and "No description available" on cards', async () => {
    const { context, page } = await openPage(browser);
    await rewriteOperation(page, 'PostList', (body) => {
      const item = body.data.posts.items[3];
      Object.assign(item, { author: '', excerpt: '', cover: null, coverImage: null });
      return body;
    });
    // The server renders the first page: the list comes from the API once the browser asks for it.
    await page.goto(site.url('/about'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    const card = page.locator('.post-grid article.post-card').nth(3);
    await card.waitFor();
    expect(await card.innerText()).toContain('Anonymous');
    expect(await card.innerText()).toContain('No description available');
    expect(await card.locator('img').getAttribute('src')).toBe('/images/placeholder-cover.svg');
    await context.close();
  });

  it('loads only the public chunks (no admin or editor code), from /static/js', async () => {
    const { context, page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url('/'));
    await page.getByTestId('featured').waitFor();
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toMatch(/^\/static\/js\/[\w-]+-[\w-]{8}\.js$/);
    expect(scripts.some((script) => /HomePage/.test(script))).toBe(true);
    expect(scripts.filter((script) => /admin|editor|slate|featured-?manager/i.test(script))).toEqual([]);
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/'));
    await page.getByTestId('featured').waitFor();
    await page.locator('.popular__item').first().waitFor();
    await page.locator('.tag-cloud__tag').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The dark theme too (prefers-color-scheme: dark).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(500); // colour transitions settle
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a sample post when there is none', async () => {
    await site.t.reset();
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/'));
    await page.getByTestId('sample-post').waitFor();
    expect(await page.getByTestId('sample-post').innerText()).toContain('Welcome to Wisdom Blog');
    expect(await page.getByTestId('featured').count()).toBe(0);
    await context.close();
  });
});
