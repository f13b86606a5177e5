import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN } from '../../../api/test/helpers/test-app.js';
import { collectConsoleErrors, openPage, type PageOptions } from './browser.js';
import type { Site } from './site.js';

/**
 * Opens a fresh page and signs the seeded administrator in through the login form, as the owner
 * does; it ends on the post list the sign-in leads to.
 * @returns the page, its context, and the list the page's errors and console errors keep being
 *   added to while the test runs.
 */
export async function signInAdmin(
  browser: Browser,
  site: Site,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page, errors } = await openPage(browser, options);
  collectConsoleErrors(page, errors);
  await page.goto(site.url('/admin/login'));
  await page.locator('#admin-email').fill(ADMIN.email);
  await page.locator('#admin-password').fill(ADMIN.password);
  await page.locator('#admin-password').press('Enter');
  await page.waitForURL(site.url('/admin/panel/posts'));
  return { context, page, errors };
}
