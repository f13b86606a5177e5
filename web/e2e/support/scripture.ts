import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { hasCorpus, loadCorpusBibles, noCorpusReason } from '../../../api/test/helpers/corpus.js';
import { startPrepared } from './browsing.js';
import { createPost } from './seed.js';
import type { Site } from './site.js';

/** Where the Scripture journeys save their screenshots, to look at (not compared). */
export const SHOTS = process.env.SCRIPTURE_SHOTS_DIR ?? '/tmp/shots';

/**
 * A suite needing the corpus' Bibles: without the corpus it is skipped, with a warning and a
 * skipped test saying why (a suite skipped in silence would read as passed).
 */
export function describeWithBibles(name: string, suite: () => void): void {
  if (hasCorpus) return describe(name, suite);
  const reason = noCorpusReason(name);
  console.warn(reason);
  it.skip(reason, () => {});
  describe.skip(name, suite);
}

/**
 * A post to create, with the fields PostInput takes (published unless `status` says otherwise);
 * `text`, when given, is the HTML of its one untitled paragraph, where its references are read.
 */
export type PassagePost = Record<string, unknown> & { text?: string };

export interface ScriptureSite {
  site: Site;
  browser: Browser;
  /** The posts created, in the order given. */
  posts: { id: string; slug: string; title: string }[];
}

/**
 * Boots a browser and the site, loads some books of the corpus' Bibles (canon numbers: 43 is
 * John; none to only read references) and creates the posts one after the other, in order.
 * The screenshot folder is made too.
 * @throws what failed, after closing whatever was opened.
 */
export async function startScriptureSite(books: number[], posts: PassagePost[] = []): Promise<ScriptureSite> {
  mkdirSync(SHOTS, { recursive: true });
  const { site, browser, prepared } = await startPrepared(async (site) => {
    if (books.length) await loadCorpusBibles(site.t, books);
    const created: ScriptureSite['posts'] = [];
    for (const { text, ...post } of posts) {
      const sections = text === undefined ? {} : { sections: [{ title: '', content: `<p>${text}</p>` }] };
      created.push(await createPost(site, { ...post, ...sections }));
    }
    return created;
  });
  return { site, browser, posts: prepared };
}
