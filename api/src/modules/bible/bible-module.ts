import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Locale, LOCALES } from '../../common/locale.js';
import { cleanVerse, parseVerses } from '../content/corpus/bible.js';
import { stripBrackets } from '../content/corpus/clean.js';
import { verseOrdinal } from './canon.js';

/**
 * Changes whenever the cleaning below changes what is stored, so that the next load replaces
 * every translation instead of keeping text cleaned the old way.
 */
const LOADER_VERSION = '1';

/** The columns and delimiter of verses.txt this reader understands (Bible SuperSearch 4+). */
const FIELDS = ['book', 'chapter', 'verse', 'text', 'italics', 'strongs'];

/** The licence lines of the Bible SuperSearch copyright ids (its database/dumps/copyrights.sql). */
const LICENCES: Record<number, string> = {
  1: 'Public domain',
  2: 'Public domain; Crown copyright in the United Kingdom',
};

/** A verse ready to be stored: its ordinal (canon.ts) and plain text. */
export interface ModuleVerse {
  ordinal: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

/** A Bible SuperSearch module folder as read from disk, before its verses are parsed. */
export interface ModuleFiles {
  folder: string;
  code: string;
  name: string;
  shortName: string;
  language: Locale;
  licence: string;
  /** SHA-256 of both files (and of the book filter): equal hashes mean nothing to load. */
  hash: string;
  versesText: string;
  versesFile: string;
}

/** A folder that was not loaded, and why. */
export interface SkippedModule {
  folder: string;
  reason: string;
}

/** @returns whether a folder holds a module (info.json and verses.txt). */
export const isModuleDir = (dir: string) => existsSync(join(dir, 'info.json')) && existsSync(join(dir, 'verses.txt'));

/** @returns the licence line of a module: its own statement, else its copyright id's. */
function licenceOf(info: Record<string, unknown>): string {
  const statement =
    typeof info.copyright_statement === 'string'
      ? info.copyright_statement
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  if (statement) return statement.slice(0, 500);
  const id = Number(info.copyright_id);
  return LICENCES[id] ?? `Licence unknown (Bible SuperSearch copyright_id ${String(info.copyright_id)})`;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/**
 * Reads one module folder: info.json (`module`, `name`, `shortname`, `lang_short`,
 * `copyright_id`, `copyright_statement`, `delimiter`, `fields`) and the bytes of verses.txt.
 * @param books when given, only these book numbers will be loaded (it is part of the hash).
 * @returns the module, or the reason it cannot be loaded.
 */
export async function readModule(
  dir: string,
  folder: string,
  books?: readonly number[],
): Promise<ModuleFiles | SkippedModule> {
  const infoBytes = await readFile(join(dir, folder, 'info.json'));
  let info: Record<string, unknown>;
  try {
    info = JSON.parse(infoBytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { folder, reason: 'info.json is not JSON' };
  }
  if ((info.delimiter ?? '|') !== '|' || (Array.isArray(info.fields) && info.fields.join('|') !== FIELDS.join('|')))
    return { folder, reason: `verses.txt must have the columns ${FIELDS.join('|')}` };
  const code = text(info.module, folder).toLowerCase();
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(code))
    return { folder, reason: `module "${code}" is not a code (letters, digits, _ and -, at most 64)` };
  const language = text(info.lang_short, '').toLowerCase();
  if (!(LOCALES as string[]).includes(language))
    return { folder, reason: `language "${language}" is not one of the site's (${LOCALES.join(', ')})` };
  const versesFile = join(dir, folder, 'verses.txt');
  const versesBytes = await readFile(versesFile);
  const hash = createHash('sha256')
    .update(`${LOADER_VERSION}\0${books?.join(',') ?? 'all'}\0`)
    .update(infoBytes)
    .update('\0')
    .update(versesBytes)
    .digest('hex');
  const name = text(info.name, code).slice(0, 200);
  return {
    folder,
    code,
    name,
    shortName: text(info.shortname, name).slice(0, 64),
    language: language as Locale,
    licence: licenceOf(info),
    hash,
    versesText: versesBytes.toString('utf8'),
    versesFile,
  };
}

/** @returns the folders of `dir` that hold a module, by name. */
export async function moduleFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && isModuleDir(join(dir, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Parses and cleans the verses of a module with the corpus' readers (parseVerses, cleanVerse):
 * ¶ marks, red-letter marks, stray markers and C1 characters go, chapter-initial capitals are
 * normalised, translator additions lose their brackets and the Reina-Valera subscriptions
 * (colophons after an epistle's last verse, not Scripture) are left out.
 * @returns the verses in file order.
 * @throws Error naming the line of a malformed row, or a verse given twice.
 */
export function moduleVerses(files: ModuleFiles, books?: readonly number[]): ModuleVerse[] {
  const only = books ? new Set(books) : null;
  const verses: ModuleVerse[] = [];
  const seen = new Set<number>();
  let chapterKey = '';
  for (const row of parseVerses(files.versesText, files.versesFile)) {
    const key = `${row.book}:${row.chapter}`;
    const chapterStart = key !== chapterKey;
    chapterKey = key;
    if (only && !only.has(row.book)) continue;
    if (row.chapter > 999 || row.verse > 999)
      throw new Error(`${files.versesFile}: ${key}:${row.verse} is out of range`);
    const ordinal = verseOrdinal(row.book, row.chapter, row.verse);
    if (seen.has(ordinal)) throw new Error(`${files.versesFile}: verse ${key}:${row.verse} is given twice`);
    seen.add(ordinal);
    const clean = stripBrackets(cleanVerse(row.text, chapterStart).text);
    verses.push({ ordinal, book: row.book, chapter: row.chapter, verse: row.verse, text: clean });
  }
  return verses;
}
