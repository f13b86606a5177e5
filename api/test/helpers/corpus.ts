import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBibles } from '../../src/modules/bible/bible-loader.js';
import { CORPUS_PATHS, isCorpusDir } from '../../src/modules/content/corpus/corpus.js';
import type { TestApp } from './test-app.js';

/** The corpus (the Bibles, Spurgeon's readings), kept outside the repository: ../shared/corpus or CORPUS_DIR. */
export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../../shared/corpus', import.meta.url));

/** Whether the corpus is there: the tests needing it are skipped without it, saying why. */
export const hasCorpus = isCorpusDir(CORPUS_DIR);

/** Why a suite needing the corpus is skipped, for its warning and its skipped test. */
export const noCorpusReason = (what: string) =>
  `${what} skipped: no corpus at ${CORPUS_DIR} (set CORPUS_DIR to the corpus folder)`;

/**
 * Loads some books (canon numbers: 43 is John) of every Bible of the corpus into the test app's
 * database, with every book's names; does nothing without the corpus.
 */
export async function loadCorpusBibles(t: TestApp, books: number[]): Promise<void> {
  if (hasCorpus) await loadBibles(t.app.orm.em.fork(), join(CORPUS_DIR, CORPUS_PATHS.bibles), { books });
}
