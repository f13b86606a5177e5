// What a reader's browser downloads for one page of the reader site: scripts, style sheets and
// fonts, measured in Chromium from the responses it receives. Shared by `npm run bench` (the home
// page's JavaScript) and `npm run bench:weight` (bench/weight.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export type ResourceKind = 'script' | 'stylesheet' | 'font';

export interface Resource {
  kind: ResourceKind;
  /** Path of the file on the site (/static/js/react-<hash>.js). */
  path: string;
  /** Bytes of the decoded body. */
  raw: number;
  /** Bytes of the body at gzip -9: the measure the targets are written in. */
  gzip: number;
  /** Bytes of the body as sent (the server's .br files for scripts and styles; fonts as they are). */
  sent: number;
}

const KINDS = new Set<string>(['script', 'stylesheet', 'font']);

/**
 * Loads `url` in a new page of `browser` and waits for `ready` (the page's content is there),
 * then for the network to be idle. @returns every script, style sheet and font it received.
 */
export async function measurePage(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  try {
    const resources: Promise<Resource>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (!KINDS.has(kind)) return;
      resources.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          kind: kind as ResourceKind,
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Network idle can come before the page's own chunks when the server is still busy: the page
    // counts once its content is there and nothing more loads.
    await ready(page);
    await page.waitForLoadState('networkidle');
    return dedupe(await Promise.all(resources));
  } finally {
    await page.close();
  }
}

/**
 * One entry per file: a file the page preloaded is reported a second time when used, without a
 * body on the wire (Chromium then gives a negative body size), so bytes sent are summed, never below zero.
 */
function dedupe(resources: Resource[]): Resource[] {
  const byPath = new Map<string, Resource>();
  for (const resource of resources) {
    const seen = byPath.get(resource.path);
    const sent = Math.max(0, resource.sent) + (seen?.sent ?? 0);
    byPath.set(resource.path, { ...(seen ?? resource), sent });
  }
  return [...byPath.values()];
}

/** Sum of one measure over the resources of one kind. */
export const total = (resources: Resource[], kind: ResourceKind, measure: 'raw' | 'gzip' | 'sent') =>
  resources.filter((resource) => resource.kind === kind).reduce((sum, resource) => sum + resource[measure], 0);

/** Bytes as kilobytes with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
