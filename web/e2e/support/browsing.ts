import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type SeededPosts, seedContent } from './seed.js';
import { type Site, startSite } from './site.js';

export interface Browsing {
  site: Site;
  browser: Browser;
  posts: SeededPosts;
}

/** Boots the site and a browser and seeds the reader content: the set-up the reader journeys share. */
export async function startBrowsing(): Promise<Browsing> {
  const site = await startSite();
  const browser = await launchBrowser();
  return { site, browser, posts: await seedContent(site) };
}

/** Closes what startBrowsing opened (whatever of it exists after a failed set-up). */
export async function stopBrowsing({ site, browser }: Partial<Browsing>): Promise<void> {
  await browser?.close();
  await site?.close();
}
