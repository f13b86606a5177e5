// Temporary probe (deleted before hand-off).
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage } from './support/browser.js';
import { type SeededPosts, seedContent } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  posts = await seedContent(site, browser);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});
it('probe', async () => {
  const { context, page } = await openPage(browser);
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto(site.url('/tags'));
  const header = page.getByRole('searchbox', { name: 'Search articles' });
  await header.fill('  zzqxv  ');
  await header.press('Enter');
  await page.waitForURL(/\/\?search=zzqxv$/);
  await page.getByText('No blogs found for "zzqxv"').waitFor();
  console.log('value before', await header.inputValue());
  await header.fill('');
  console.log('value after', await header.inputValue());
  await header.press('Enter');
  await page.waitForTimeout(1000);
  console.log('url', page.url());
  await context.close();
});
