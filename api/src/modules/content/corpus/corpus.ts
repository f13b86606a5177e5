import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type ContentBundle } from '../bundle.js';
import { BIBLE_MODULES, biblePosts, parseVerses, type Verse } from './bible.js';
import { loadBooks } from './books.js';
import { parseSpurgeon, readingPost } from './spurgeon.js';

/** Where the corpus files are, relative to the corpus folder (see shared/corpus/SOURCES.md). */
export const CORPUS_PATHS = {
  bibles: 'aicwebtech-biblesupersearch_api',
  books: 'aicwebtech-biblesupersearch_api/bible_books',
  spurgeon: 'straitstreet-spurgeon-devotional/spurgeon.json',
};

/** @returns whether `dir` looks like the corpus folder. */
export const isCorpusDir = (dir: string) =>
  existsSync(join(dir, CORPUS_PATHS.books, 'en.csv')) && existsSync(join(dir, CORPUS_PATHS.spurgeon));

/**
 * Turns the public-domain corpus into an import bundle: every Bible chapter in en, fr, es and
 * it (1,189 x 4 posts, the four linked as translations) and every Spurgeon reading (732 posts).
 * @returns the bundle (no site settings, no featured posts, no images).
 * @throws Error when a file is missing or malformed.
 */
export async function buildCorpusBundle(dir: string): Promise<ContentBundle> {
  if (!isCorpusDir(dir))
    throw new Error(`No corpus in ${dir} (expected ${CORPUS_PATHS.books} and ${CORPUS_PATHS.spurgeon})`);
  const books = await loadBooks(join(dir, CORPUS_PATHS.books));
  const versesByModule = new Map<string, Verse[]>();
  for (const bible of BIBLE_MODULES) {
    const file = join(dir, CORPUS_PATHS.bibles, bible.module, 'verses.txt');
    versesByModule.set(bible.module, parseVerses(await readFile(file, 'utf8'), file));
  }
  const readings = parseSpurgeon(await readFile(join(dir, CORPUS_PATHS.spurgeon), 'utf8'));
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    siteSettings: null,
    featured: [],
    uploads: [],
    posts: [...biblePosts(books, versesByModule), ...readings.map((reading) => readingPost(reading, books))],
  };
}
