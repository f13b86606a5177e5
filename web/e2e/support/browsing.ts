import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type SeededPosts, seedContent } from './seed.js';
import { type Site, startSite } from './site.js';

export interface Browsing {
  site: Site;
  browser: Browser;
  posts: SeededPosts;
}

/**
 * Boots a browser and the site and seeds the reader content: the set-up the reader journeys share.
 * The browser starts first, so seeding follows the sign-in at once, on a live keep-alive connection.
 * @throws what failed, after closing whatever was opened (an open server or browser would keep
 * jest from exiting).
 */
export async function startBrowsing(): Promise<Browsing> {
  const browser = await launchBrowser();
  let site: Site | undefined;
  try {
    site = await startSite();
    return { site, browser, posts: await seedContent(site) };
  } catch (error) {
    await stopBrowsing({ site, browser });
    throw error;
  }
}

/** Closes what startBrowsing opened (whatever of it exists after a failed set-up). */
export async function stopBrowsing({ site, browser }: Partial<Browsing>): Promise<void> {
  await browser?.close();
  await site?.close();
}
