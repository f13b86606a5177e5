// npm run bench -- --scripture: what Scripture costs. Reference recognition in a 5,000-word post
// per language (CPU, in this process, on the built parser), the re-scan of every post
// (`npm run content -- passages --rebuild` on the configured database) and, with the response
// cache off, "posts on a chapter" (postsByPassage) and a chapter's text (passage) for random
// chapters at 16 connections. Targets: 20 ms of CPU per post, 60 s for the re-scan, p99 under
// 20 ms and 10 ms.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { gql, ROOT } from './server.ts';
import type { MixSequence } from './mixes.ts';

export const RECOGNITION_TARGET_MS = 20;
export const RESCAN_TARGET_S = 60;
export const PASSAGE_TARGETS = { posts: 20, text: 10 } as const;

/** The corpus' Bible modules (Bible SuperSearch format), one per reader language. */
const BIBLES = join(ROOT, '../shared/corpus/aicwebtech-biblesupersearch_api');
const MODULE_BY_LOCALE = { en: 'kjv', fr: 'segond_1910', es: 'rv_1909', it: 'diodati' } as const;
type Locale = keyof typeof MODULE_BY_LOCALE;
const LOCALES = Object.keys(MODULE_BY_LOCALE) as Locale[];
/** How each language writes chapter and verse apart (the forms its readers use). */
const SEPARATOR: Record<Locale, string> = { en: ':', fr: '.', es: ':', it: ',' };
const WORDS = 5000;
/** Where chapter-and-verse numbers come from: every book has a chapter 1 with at least 9 verses. */
const SEED = 0x5eed;

interface Verse {
  book: number;
  chapter: number;
  text: string;
}

/** @returns the verses of a Bible SuperSearch `verses.txt` (book, chapter, text without markup). */
async function verses(module: string): Promise<Verse[]> {
  const text = await readFile(join(BIBLES, module, 'verses.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => {
      const [book, chapter, , words] = line.split('|');
      return { book: Number(book), chapter: Number(chapter), text: words.replace(/[¶[\]]/g, '').trim() };
    });
}

/** @returns the localised book names of `locale` (bible_books/{locale}.csv), by book number. */
async function bookNames(locale: Locale): Promise<string[]> {
  const csv = await readFile(join(BIBLES, 'bible_books', `${locale}.csv`), 'utf8');
  return csv
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[1]);
}

/**
 * A 5,000-word post in `locale`: the Gospel of John in that language's Bible, with a reference
 * written as that language writes it ("Jean 1.5", "Giovanni 1,5") after every `every` words.
 */
function post(bible: Verse[], names: string[], locale: Locale, every: number): string {
  const generator = xoroshiro128plus(SEED);
  const pick = (max: number) => unsafeUniformIntDistribution(1, max, generator);
  const words = bible
    .filter((verse) => verse.book >= 43)
    .flatMap((verse) => verse.text.split(/\s+/))
    .slice(0, WORDS);
  const out: string[] = [];
  words.forEach((word, index) => {
    out.push(word);
    if ((index + 1) % every === 0) out.push(`(${names[pick(66) - 1]} 1${SEPARATOR[locale]}${pick(9)})`);
  });
  return out.join(' ');
}

type ParseReferences = (text: string, locale: Locale) => unknown[];

/** Median and worst CPU milliseconds of `work` over `runs` runs, after two warm-up runs. */
function cpuMs(work: () => unknown, runs = 15): { median: number; worst: number } {
  work();
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], worst: times.at(-1)! };
}

/** Recognition rows: per language, a post with a reference every 100 words and one every 20. */
export async function recognitionRows(): Promise<string[]> {
  const { parseReferences } = (await import(
    join(ROOT, 'api/dist/api/src/modules/bible/reference/parse-references.js')
  )) as { parseReferences: ParseReferences };
  const rows: string[] = [];
  for (const locale of LOCALES) {
    const [bible, names] = await Promise.all([verses(MODULE_BY_LOCALE[locale]), bookNames(locale)]);
    for (const every of [100, 20]) {
      const text = post(bible, names, locale, every);
      const found = parseReferences(text, locale).length;
      const { median, worst } = cpuMs(() => parseReferences(text, locale));
      const ok = median < RECOGNITION_TARGET_MS ? 'ok' : 'MISSED';
      rows.push(
        `| recognition, ${locale}, ${WORDS} words, a reference every ${every} words (${found} found) | ${median.toFixed(1)} ms CPU (worst ${worst.toFixed(1)}) | < ${RECOGNITION_TARGET_MS} ms: ${ok} |`,
      );
      console.log(rows.at(-1));
    }
  }
  return rows;
}

/**
 * Runs `npm run content -- passages --rebuild`'s command on the configured database (the server
 * must not hold an embedded database meanwhile). @returns the table row, with the CLI's own report.
 */
export async function rescanRow(): Promise<string> {
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    const cli = spawn(
      process.execPath,
      [join(ROOT, 'api/dist/api/src/cli/content.js'), 'passages', '--rebuild', '--quiet'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    cli.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    cli.once('error', reject);
    cli.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`passages --rebuild exited with ${code}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const report = /Passages: .*/.exec(output)?.[0] ?? output.trim();
  const row = `| re-scan of every post (\`npm run content -- passages --rebuild\`): ${report} | ${seconds.toFixed(1)} s wall clock, start included | < ${RESCAN_TARGET_S} s: ${seconds < RESCAN_TARGET_S ? 'ok' : 'MISSED'} |`;
  console.log(row);
  return row;
}

/** Every chapter of the canon as an OSIS reference ("John.3"), from the tables the Scripture index uses. */
async function chapters(): Promise<string[]> {
  const { bookChapters } = (await import(join(ROOT, 'api/dist/api/src/modules/passage/scripture-index.js'))) as {
    bookChapters: () => readonly number[];
  };
  const { OSIS_BOOKS } = (await import(join(ROOT, 'api/dist/api/src/modules/bible/canon.js'))) as {
    OSIS_BOOKS: readonly string[];
  };
  return bookChapters().flatMap((count, index) =>
    Array.from({ length: count }, (_, at) => `${OSIS_BOOKS[index]}.${at + 1}`),
  );
}

const POSTS_BY_PASSAGE = `query ($ref: String!, $l: Locale) { postsByPassage(reference: $ref, pageSize: 10, locale: $l) {
  totalItems items { id slug title excerpt date tags } } }`;
const PASSAGE_TEXT = `query ($ref: String!, $t: String) { passage(reference: $ref, translation: $t) {
  osis label verses { osis text } } }`;
const TRANSLATIONS = Object.values(MODULE_BY_LOCALE);

/** The two request mixes: posts citing a random chapter, and a random chapter's text in a random Bible. */
export async function passageMixes(): Promise<{ name: string; target: 'posts' | 'text'; sequence: MixSequence }[]> {
  const all = await chapters();
  const seeded =
    (make: (chapter: string, roll: number) => Record<string, unknown>, query: string): MixSequence =>
    () => {
      const generator = xoroshiro128plus(SEED);
      return () => {
        const chapter = all[unsafeUniformIntDistribution(0, all.length - 1, generator)];
        const roll = unsafeUniformIntDistribution(0, 3, generator);
        return { path: '/graphql', body: gql(query, make(chapter, roll)) };
      };
    };
  return [
    {
      name: `random chapter of ${all.length}, GraphQL postsByPassage (posts citing it, 10 per page)`,
      target: 'posts',
      sequence: seeded((ref, roll) => ({ ref, l: LOCALES[roll] }), POSTS_BY_PASSAGE),
    },
    {
      name: 'random chapter, GraphQL passage (its text in a random one of the 4 Bibles)',
      target: 'text',
      sequence: seeded((ref, roll) => ({ ref, t: TRANSLATIONS[roll] }), PASSAGE_TEXT),
    },
  ];
}
