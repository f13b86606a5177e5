import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Em } from '../../db/orm.js';
import { Locale, LOCALES } from '../../common/locale.js';
import { fixedBookName, readBookLists } from '../content/corpus/books.js';
import { type Progress, silentProgress } from '../content/progress.js';
import {
  type ModuleFiles,
  moduleFolders,
  moduleVerses,
  type ModuleVerse,
  readModule,
  type SkippedModule,
} from './bible-module.js';

/** Verses per INSERT: large enough to keep round trips few, small enough to keep statements modest. */
const BATCH = 5000;

/** What happened to one translation. */
export interface LoadedTranslation {
  code: string;
  name: string;
  language: Locale;
  verses: number;
  /** created: new; replaced: the module changed; unchanged: same files as the last load. */
  status: 'created' | 'replaced' | 'unchanged';
}

/** What a load did. */
export interface BibleLoadReport {
  translations: LoadedTranslation[];
  skipped: SkippedModule[];
  /** Book names written (0 when they were already as in the lists), or null without bible_books/. */
  bookNames: number | null;
}

export interface BibleLoadOptions {
  /** Only these book numbers (tests load a few books); the filter is part of a module's hash. */
  books?: readonly number[];
  progress?: Progress;
}

interface BookNameRow {
  book: number;
  locale: Locale;
  name: string;
  abbreviations: string[];
}

/**
 * Writes the book names of the four lists of `booksDir` (with the corpus' name fixes) when they
 * differ from the stored ones, in one transaction.
 * @returns how many rows were written (0 when nothing changed).
 */
async function loadBookNames(em: Em, booksDir: string): Promise<number> {
  const lists = await readBookLists(booksDir);
  const rows: BookNameRow[] = [];
  for (const locale of LOCALES) {
    for (const [book, row] of [...lists.get(locale)!].sort(([a], [b]) => a - b)) {
      const abbreviations = [...new Set(row.slice(2).filter(Boolean))];
      rows.push({ book, locale, name: fixedBookName(locale, book, row), abbreviations });
    }
  }
  const stored = await em.execute<BookNameRow[]>(
    'select book, locale, name, abbreviations from bible_book_name order by locale, book',
  );
  const key = (list: BookNameRow[]) =>
    JSON.stringify(
      list
        .map((row) => [row.locale, row.book, row.name, row.abbreviations])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
  if (key(stored) === key(rows)) return 0;
  await em.transactional(async (tx) => {
    await tx.execute('delete from bible_book_name');
    await tx.execute(
      `insert into bible_book_name (book, locale, name, abbreviations)
       select r.book, r.locale, r.name, array(select json_array_elements_text(r.abbreviations))
         from json_to_recordset(cast(? as json)) as r(book smallint, locale text, name text, abbreviations json)`,
      [JSON.stringify(rows)],
    );
  });
  return rows.length;
}

/**
 * Stores one module's verses in one transaction: the translation row is created or updated, its
 * old verses deleted and the new ones inserted in batches, so readers see the old text or the
 * new one, never a mix.
 */
async function storeTranslation(
  em: Em,
  files: ModuleFiles,
  verses: ModuleVerse[],
  onBatch: (count: number) => void,
): Promise<void> {
  await em.transactional(async (tx) => {
    const [{ id }] = await tx.execute<{ id: number }[]>(
      `insert into bible_translation (code, name, short_name, language, licence, verse_count, source_hash)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (code) do update set name = excluded.name, short_name = excluded.short_name,
         language = excluded.language, licence = excluded.licence, verse_count = excluded.verse_count,
         source_hash = excluded.source_hash
       returning id`,
      [files.code, files.name, files.shortName, files.language, files.licence, verses.length, files.hash],
    );
    await tx.execute('delete from bible_verse where translation_id = ?', [id]);
    for (let from = 0; from < verses.length; from += BATCH) {
      const batch = verses.slice(from, from + BATCH);
      const json = JSON.stringify(
        batch.map((verse) => ({ o: verse.ordinal, b: verse.book, c: verse.chapter, v: verse.verse, t: verse.text })),
      );
      await tx.execute(
        `insert into bible_verse (translation_id, ordinal, book, chapter, verse, text)
         select ?, r.o, r.b, r.c, r.v, r.t
           from json_to_recordset(cast(? as json)) as r(o int, b smallint, c smallint, v smallint, t text)`,
        [id, json],
      );
      onBatch(batch.length);
    }
  });
}

/**
 * Loads every Bible SuperSearch module folder of `dir` (a folder holding info.json and
 * verses.txt: the corpus' four Bibles and any other dropped there) and the book names of
 * `dir/bible_books/`. Idempotent: a module whose files (and book filter) have not changed since
 * the last load is skipped after hashing its files; a changed one is replaced in one transaction.
 * Translations whose folder has gone are kept.
 * @returns what was loaded, kept and skipped.
 * @throws Error when `dir` holds no module, or a verses.txt row is malformed.
 */
export async function loadBibles(em: Em, dir: string, options: BibleLoadOptions = {}): Promise<BibleLoadReport> {
  const progress = options.progress ?? silentProgress;
  const folders = await moduleFolders(dir);
  if (!folders.length) throw new Error(`No Bible module in ${dir} (expected folders with info.json and verses.txt)`);
  const booksDir = join(dir, 'bible_books');
  const bookNames = existsSync(join(booksDir, 'en.csv')) ? await loadBookNames(em, booksDir) : null;

  const stored = new Map(
    (await em.execute<{ code: string; source_hash: string }[]>('select code, source_hash from bible_translation')).map(
      (row) => [row.code, row.source_hash],
    ),
  );
  const report: BibleLoadReport = { translations: [], skipped: [], bookNames };
  const pending: { files: ModuleFiles; verses: ModuleVerse[]; status: 'created' | 'replaced' }[] = [];
  const codes = new Set<string>();
  for (const folder of folders) {
    const files = await readModule(dir, folder, options.books);
    if (!('code' in files)) {
      report.skipped.push(files);
      continue;
    }
    if (codes.has(files.code)) {
      report.skipped.push({ folder, reason: `another folder already holds module "${files.code}"` });
      continue;
    }
    codes.add(files.code);
    const base = { code: files.code, name: files.name, language: files.language };
    if (stored.get(files.code) === files.hash) {
      const [{ verse_count }] = await em.execute<{ verse_count: number }[]>(
        'select verse_count from bible_translation where code = ?',
        [files.code],
      );
      report.translations.push({ ...base, verses: verse_count, status: 'unchanged' });
      continue;
    }
    const verses = moduleVerses(files, options.books);
    const status = stored.has(files.code) ? 'replaced' : 'created';
    pending.push({ files, verses, status });
    report.translations.push({ ...base, verses: verses.length, status });
  }

  const total = pending.reduce((sum, module) => sum + module.verses.length, 0);
  const counts = { translations: 0 };
  let done = 0;
  if (!pending.length) return report;
  progress.start(total, counts);
  try {
    for (const { files, verses } of pending) {
      await storeTranslation(em, files, verses, (count) => {
        done += count;
        progress.update(done, counts);
      });
      counts.translations++;
      progress.update(done, counts);
    }
  } finally {
    progress.stop();
  }
  // PGlite runs no autovacuum: without fresh statistics the planner would guess at the new rows.
  await em.execute('analyze bible_translation, bible_verse');
  return report;
}
