import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { delayOperation, failOperation, recordOperations } from './support/graphql.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

describe('tag page', () => {
  it('loads more posts when the sentinel scrolls into view, with two skeleton cards meanwhile', async () => {
    const { context, page } = await openPage(browser);
    const operations = recordOperations(page);
    await page.goto(site.url('/tag/faith'));
    await page.getByRole('heading', { level: 1, name: 'Posts tagged with #faith' }).waitFor();
    const cards = page.locator('.tag-page__list article.post-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    const first = cards.first();
    expect(await first.innerText()).toContain('October 12, 2025');
    expect(await first.innerText()).toContain('By Daniel Mercer');
    expect(await first.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toMatch(/^\/blogs\/\d+$/);
    expect(await first.locator('.chip').first().getAttribute('target')).toBeNull();
    expect(await page.getByTestId('scroll-sentinel').evaluate((node) => node.getBoundingClientRect().height)).toBe(20);

    await delayOperation(page, 'PostsByTag', 700);
    await page.getByTestId('scroll-sentinel').scrollIntoViewIfNeeded();
    await page.getByTestId('loading-more').waitFor();
    expect(await page.getByTestId('loading-more').locator('[data-testid="post-skeleton"]').count()).toBe(2);
    await page.waitForFunction(() => document.querySelectorAll('.tag-page__list article.post-card').length === 9);
    await page.getByText('You have reached the end.').waitFor();
    // The first page came rendered by the server; the browser asked for the next one only.
    const pages = operations.filter((op) => op.name === 'PostsByTag');
    expect(pages).toHaveLength(1);
    expect(pages[0].variables).toMatchObject({ tag: 'faith', first: 6, locale: 'en', after: expect.any(String) });
    await context.close();
  });

  it("says 'No posts found with tag' for an unused tag and shows errors", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/tag/nothing-here'));
    await page.getByText('No posts found with tag "#nothing-here"').waitFor();
    // The browser's own request fails, on its way from the topics to the tag.
    await failOperation(page, 'PostsByTag', 'Failed to fetch blogs');
    await page.goto(site.url('/tags'));
    await page.locator('.tag-card', { hasText: '#faith' }).first().click();
    await page.getByText('Error: Failed to fetch blogs').waitFor();
    await context.close();
  });
});

describe('tags page', () => {
  it('lists every topic with counts, filters them and summarizes what is shown', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/tags'));
    await page.getByRole('heading', { level: 1, name: 'All Topics' }).waitFor();
    const cards = page.getByTestId('tag-cards').locator('.tag-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(16);
    expect(await cards.first().innerText()).toMatch(/#faith\s+9 posts/);
    expect(await page.locator('.tag-card', { hasText: '#comfort' }).innerText()).toMatch(/1 post\b/);
    const summary = page.getByTestId('tags-summary');
    expect(await summary.innerText()).toMatch(/Topics shown\s+16\s+Total posts\s+26\s+Average posts per topic\s+2/);

    await page.getByRole('searchbox', { name: 'Filter topics' }).fill('PS');
    await page.waitForFunction(() => document.querySelectorAll('.tag-card').length === 1);
    expect(await cards.first().innerText()).toContain('#psalms');
    expect(await summary.innerText()).toMatch(/Topics shown\s+1\s+Total posts\s+2\s+Average posts per topic\s+2/);
    await page.getByRole('searchbox', { name: 'Filter topics' }).fill('zzz');
    await page.getByText('No topic matches "zzz".').waitFor();

    await page.getByRole('searchbox', { name: 'Filter topics' }).fill('sermon');
    await page.locator('.tag-card').first().click();
    await page.waitForURL(/\/tag\/sermon-on-the-mount$/);
    await page.getByRole('heading', { level: 1, name: 'Posts tagged with #sermon-on-the-mount' }).waitFor();
    expect(await page.title()).toBe('Posts tagged with #sermon-on-the-mount — Wisdom Blog');
    await context.close();
  });

  it("shows 'Loading topics...', then the error state (noindex)", async () => {
    const { context, page } = await openPage(browser);
    // The handler added last runs first: delay, then fail.
    await failOperation(page, 'AllTags', 'Failed to fetch tags');
    await delayOperation(page, 'AllTags', 500);
    // The server renders a first visit: the browser loads the topics on its way from the home page.
    await page.goto(site.url('/'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tags' }).click();
    await page.getByText('Loading topics...').waitFor();
    await page.getByText('Error loading topics: Failed to fetch tags').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/tags'));
    await page.getByTestId('tag-cards').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows 'No Topics Available' when there is no topic", async () => {
    await site.t.reset();
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/tags'));
    await page.getByTestId('tags-empty').waitFor();
    expect(await page.getByTestId('tags-empty').innerText()).toMatch(
      /^No Topics Available\s+There are currently no topics to display\. Check back later!$/,
    );
    await context.close();
  });
});
