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
 * @throws what failed, after closing whatever was opened.
 */
export async function startBrowsing(): Promise<Browsing> {
  const { site, browser, prepared } = await startPrepared(seedContent);
  return { site, browser, posts: prepared };
}

/**
 * Boots a browser and the site, then prepares the site (content, Bibles...) with `prepare`. The
 * browser starts first, so preparing follows the sign-in at once, on a live keep-alive connection.
 * @returns the site, the browser and what `prepare` returned.
 * @throws what failed, after closing whatever was opened (an open server or browser would keep
 * jest from exiting).
 */
export async function startPrepared<T>(
  prepare: (site: Site) => Promise<T>,
): Promise<{ site: Site; browser: Browser; prepared: T }> {
  const browser = await launchBrowser();
  let site: Site | undefined;
  try {
    site = await startSite();
    return { site, browser, prepared: await prepare(site) };
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
