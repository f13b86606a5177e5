import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Locale, LOCALES } from '../../../common/locale.js';

/** A book of the Protestant canon, numbered 1 (Genesis) to 66 (Revelation) as in verses.txt. */
export interface Book {
  id: number;
  /** Localized names by locale. */
  names: Record<Locale, string>;
  /** English abbreviations and alternative names (from en.csv), lower-cased, to read references. */
  aliases: string[];
  testament: 'old' | 'new';
}

/**
 * Corrections to the corpus' book lists (SOURCES.md, "Quirks"): the truncated French Song of
 * Songs, the singular French Psalms, a title-cased 'Des'/'Dei', and the Spanish names Protestant
 * readers of the Reina-Valera know (Apocalipsis, Cantares, Ester, Eclesiastés, Hageo).
 */
export const BOOK_NAME_FIXES: Partial<Record<Locale, Record<number, string>>> = {
  [Locale.fr]: { 19: 'Psaumes', 22: 'Cantique des cantiques' },
  [Locale.es]: { 17: 'Ester', 21: 'Eclesiastés', 22: 'Cantares', 37: 'Hageo', 66: 'Apocalipsis' },
  [Locale.it]: { 22: 'Cantico dei cantici' },
};

/** The word for one psalm, used in chapter titles ('Psalm 23' rather than 'Psalms 23'). */
export const PSALM_SINGULAR: Record<Locale, string> = {
  [Locale.en]: 'Psalm',
  [Locale.fr]: 'Psaume',
  [Locale.es]: 'Salmo',
  [Locale.it]: 'Salmo',
};

/** The testament tags, in each post's language. */
export const TESTAMENT_NAMES: Record<Locale, Record<Book['testament'], string>> = {
  [Locale.en]: { old: 'Old Testament', new: 'New Testament' },
  [Locale.fr]: { old: 'Ancien Testament', new: 'Nouveau Testament' },
  [Locale.es]: { old: 'Antiguo Testamento', new: 'Nuevo Testamento' },
  [Locale.it]: { old: 'Antico Testamento', new: 'Nuovo Testamento' },
};

/**
 * Parses one `bible_books/<lang>.csv` (header `id,name,shortname,matching1,matching2`; names
 * contain no commas or quotes).
 * @returns the rows by book id.
 * @throws Error when a row is malformed or a book is missing.
 */
export function parseBookCsv(text: string, file: string): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  if (!/^id,name\b/.test(lines[0] ?? '')) throw new Error(`${file}: expected the header id,name,...`);
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = line.split(',');
    const id = Number(cells[0]);
    if (!Number.isInteger(id) || id < 1 || id > 66 || !cells[1])
      throw new Error(`${file}:${index + 2}: bad row "${line}"`);
    rows.set(
      id,
      cells.map((cell) => cell.trim()),
    );
  }
  if (rows.size !== 66) throw new Error(`${file}: expected 66 books, found ${rows.size}`);
  return rows;
}

/**
 * Reads the four book lists of the corpus (`<locale>.csv`), as they are.
 * @returns the rows of each list by book id, by locale.
 * @throws Error when a list is missing or malformed.
 */
export async function readBookLists(booksDir: string): Promise<Map<Locale, Map<number, string[]>>> {
  const lists = new Map<Locale, Map<number, string[]>>();
  for (const locale of LOCALES) {
    const file = join(booksDir, `${locale}.csv`);
    lists.set(locale, parseBookCsv(await readFile(file, 'utf8'), file));
  }
  return lists;
}

/** @returns the name of book `id` in a row of a list, with {@link BOOK_NAME_FIXES} applied. */
export const fixedBookName = (locale: Locale, id: number, row: string[]): string =>
  BOOK_NAME_FIXES[locale]?.[id] ?? row[1];

/**
 * Reads the four book lists of the corpus and applies {@link BOOK_NAME_FIXES}.
 * @returns the 66 books in canon order.
 * @throws Error when a list is missing or malformed.
 */
export async function loadBooks(booksDir: string): Promise<Book[]> {
  const lists = await readBookLists(booksDir);
  const books: Book[] = [];
  for (let id = 1; id <= 66; id++) {
    const names = Object.fromEntries(
      LOCALES.map((locale) => [locale, fixedBookName(locale, id, lists.get(locale)!.get(id)!)]),
    ) as Record<Locale, string>;
    const english = lists.get(Locale.en)!.get(id)!;
    const aliases = [
      ...new Set(
        english
          .slice(1)
          .filter(Boolean)
          .map((name) => name.toLowerCase()),
      ),
    ];
    books.push({ id, names, aliases, testament: id <= 39 ? 'old' : 'new' });
  }
  return books;
}

/**
 * Finds the book of an English reference such as 'Psalm 100:2' or 'Song of Songs 1:4'.
 * @returns the book, or undefined when the name is unknown.
 */
export function bookOfReference(books: Book[], reference: string): Book | undefined {
  const name = /^(.+?)\s+\d+(?::[\d,–-]+.*)?$/.exec(reference.trim())?.[1]?.toLowerCase();
  if (!name) return undefined;
  const singular = name === 'psalm' ? 'psalms' : name;
  return books.find((book) => book.aliases.includes(singular) || book.names.en.toLowerCase() === singular);
}
