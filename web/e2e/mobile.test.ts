import type { Browser } from 'playwright-core';
import { MOBILE, openPage } from './support/browser.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

describe('at 375 px', () => {
  it('opens the menu as a slide-in panel that locks scrolling, traps focus and closes on an outside click', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(site.url('/'));
    await page.getByTestId('featured').waitFor();
    expect(await page.locator('.main-nav').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await panel.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['Home', 'About', 'Tags', 'Contact Us']),
    );
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    // A click outside the panel closes it; focus returns to the toggle.
    await page.mouse.click(10, 400);
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);

    // Following a link closes it too.
    await toggle.click();
    await panel.getByRole('link', { name: 'Tags' }).click();
    await page.waitForURL(/\/tags$/);
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'All Topics' }).waitFor();

    // Escape closes it.
    await toggle.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('expands and collapses the header search with its icon', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(site.url('/about'));
    const input = page.getByRole('searchbox', { name: 'Search articles' });
    expect(await input.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open search' }).click();
    await input.waitFor();
    await page.getByRole('button', { name: 'Close search' }).click();
    await input.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open search' }).click();
    await input.fill('wisdom');
    await input.press('Enter');
    await page.waitForURL(/\/\?search=wisdom$/);
    await page.getByText(/Found \d+ result\(s\) for "wisdom"/).waitFor();
    await context.close();
  });

  it('hides the contact illustration', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(site.url('/contact-us'));
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await page.locator('.contact__illustration').isVisible()).toBe(false);
    await context.close();
  });
});
