// bench/results.md: one "## " section per measurement setting, each replaced by the run that
// measures it, the others kept as they are.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './server.ts';

export const RESULTS = join(ROOT, 'bench/results.md');

const HEADER =
  '# Benchmark results\n\n' +
  'Written by `npm run bench` (bench/run.ts; targets from the issue: 2 cores, full corpus, 16 connections, PostgreSQL, PGlite at least half), ' +
  '`npm run lighthouse` (bench/lighthouse.ts) and `npm run bench:weight` (bench/weight.ts).\n\n';

/** The server bench's settings, in the order the file lists them. */
export const BENCH_SECTIONS = [
  'PostgreSQL',
  'PostgreSQL, response cache off',
  'PGlite',
  'PGlite, response cache off',
].flatMap((name) => [name, `${name}, hostile traffic`, `${name}, readers and a writer`]);

/** The first lines of a section: its "## " title, then the paragraph that says how it was measured. */
export const sectionStart = (title: string, intro: string): string[] => [`## ${title}`, '', intro, ''];

export const LIGHTHOUSE_SECTION = 'Lighthouse, mobile preset';

export const PAGE_WEIGHT_SECTION = 'Page weight';

/** The Scripture bench's settings (bench/scripture.ts): the passage reads run with the cache off. */
const SCRIPTURE_SECTIONS = ['PostgreSQL, Scripture', 'PGlite, Scripture'];

/** The instances bench (bench/instances.ts): PostgreSQL only, several instances share one database. */
export const INSTANCES_SECTION = 'PostgreSQL, one vs two instances behind nginx';

const ORDER = [
  ...BENCH_SECTIONS,
  ...SCRIPTURE_SECTIONS,
  INSTANCES_SECTION,
  LIGHTHOUSE_SECTION,
  PAGE_WEIGHT_SECTION,
].map((name) => `## ${name}`);

/**
 * Puts `section` (its first line, "## name", names it) into bench/results.md in place of the
 * section of that name; the other sections stay, known ones in the order above, any other after them.
 */
export async function writeSection(section: string): Promise<void> {
  const previous = existsSync(RESULTS) ? await readFile(RESULTS, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of previous.split(/^(?=## )/m).filter((part) => part.startsWith('## '))) {
    sections.set(part.split('\n')[0], part.trimEnd() + '\n');
  }
  sections.set(section.split('\n')[0], section.trimEnd() + '\n');
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  const ordered = [...sections.keys()].sort((a, b) => rank(a) - rank(b)).map((key) => sections.get(key)!);
  await writeFile(RESULTS, HEADER + ordered.join('\n'));
}
