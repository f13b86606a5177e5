import { badInput, notFound } from '../../common/errors.js';
import { Locale } from '../../common/locale.js';
import type { Em } from '../../db/orm.js';
import { BibleTranslation } from './bible.entities.js';
import { fromOrdinal, MAX_VERSE, osisBook, verseOrdinal, type VerseRange } from './canon.js';
import { levelOf, type PassageEnd, passageLabel, passageOsis } from './passage-label.js';
import { parseReference } from './reference/parse-references.js';

/** The translation a passage is read in when none is asked for. */
export const DEFAULT_TRANSLATION = 'kjv';

/** The most chapters one passage returns: a longer range is cut there and flagged. */
export const MAX_PASSAGE_CHAPTERS = 3;

/** One verse of a translation. */
export interface VerseRow {
  /** The verse's ordinal (canon.ts). */
  ordinal: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

/** A passage read in one translation. */
export interface PassageText {
  /** Normalised OSIS reference of the verses returned (`John.3.16-John.3.18`, `Ps.23`). */
  osis: string;
  /** The same in the translation's language (`Jean 3:16-18`). */
  label: string;
  translation: BibleTranslation;
  verses: VerseRow[];
  /** Whether the range asked for was longer than MAX_PASSAGE_CHAPTERS and was cut. */
  truncated: boolean;
}

/** A book's name in one language, with its OSIS code. */
export interface BookName {
  book: number;
  osis: string;
  name: string;
  abbreviations: string[];
}

const COLUMNS = 'ordinal, book, chapter, verse, text';
/** COLUMNS of `bible_verse v` with the name of its book from `bible_book_name n`. */
const NAMED_COLUMNS = 'v.ordinal, v.book, v.chapter, v.verse, v.text, n.name as book_name';

/** An input quoted in a message, cut so that a huge one does not make a huge message. */
const quoted = (input: string) => JSON.stringify(input.length > 100 ? `${input.slice(0, 100)}…` : input);

/** Reads the loaded Bibles: translations, verses by ordinal range, passages, book names. */
export class BibleService {
  constructor(private readonly em: Em) {}

  /** @returns every loaded translation, by code. */
  translations(): Promise<BibleTranslation[]> {
    return this.em.find(BibleTranslation, {}, { orderBy: { code: 'asc' } });
  }

  /**
   * @returns the translation with this code (any case; DEFAULT_TRANSLATION when none is given).
   * @throws NOT_FOUND when no loaded translation has it.
   */
  async translation(code?: string | null): Promise<BibleTranslation> {
    const wanted = (code?.trim() || DEFAULT_TRANSLATION).toLowerCase();
    const translation = await this.em.findOne(BibleTranslation, { code: wanted });
    if (!translation) throw notFound(`No Bible translation ${quoted(code ?? wanted)} is loaded`);
    return translation;
  }

  /**
   * @returns the verses of a translation within an ordinal range (both ends inclusive), in order:
   * one index range scan of the primary key (translation_id, ordinal).
   * @throws NOT_FOUND for an unknown translation.
   */
  async verses(translationCode: string, range: VerseRange): Promise<VerseRow[]> {
    const translation = await this.translation(translationCode);
    return this.em.execute<VerseRow[]>(
      `select ${COLUMNS} from bible_verse where translation_id = ? and ordinal between ? and ? order by ordinal`,
      [translation.id, range.start, range.end],
    );
  }

  /** @returns the names of the 66 books in `locale` (none before the first load), in canon order. */
  async bookNames(locale: Locale): Promise<BookName[]> {
    const rows = await this.em.execute<{ book: number; name: string; abbreviations: string[] }[]>(
      'select book, name, abbreviations from bible_book_name where locale = ? order by book',
      [locale],
    );
    return rows.map((row) => ({ ...row, osis: `${osisBook(row.book)}` }));
  }

  /**
   * Reads the verses of a range, at most MAX_PASSAGE_CHAPTERS chapters of them, with their books'
   * names in `language`, in one statement: a range within three chapters of one book is a plain
   * range scan; a longer one first finds where its fourth chapter starts (index probes: the first
   * verse after each chapter's end) and stops before it.
   * @returns the verses, the names of their books by book number, and whether the range went on
   *   past the third chapter.
   */
  private async readPassage(
    translationId: number,
    range: VerseRange,
    language: Locale,
  ): Promise<{ rows: VerseRow[]; bookNames: Map<number, string>; truncated: boolean }> {
    const from = fromOrdinal(range.start);
    const to = fromOrdinal(range.end);
    const named = (extra = '') => `select ${NAMED_COLUMNS}${extra} from bible_verse v
      left join bible_book_name n on n.locale = ? and n.book = v.book`;
    type NamedRow = VerseRow & { book_name: string | null; beyond?: number | null };
    let rows: NamedRow[];
    if (from.book === to.book && from.chapter > 0 && to.chapter - from.chapter < MAX_PASSAGE_CHAPTERS) {
      rows = await this.em.execute<NamedRow[]>(
        `${named()} where v.translation_id = ? and v.ordinal between ? and ? order by v.ordinal`,
        [language, translationId, range.start, range.end],
      );
    } else {
      const next = (after: string) =>
        `select min(ordinal) as o from bible_verse where translation_id = ${translationId} and ordinal > ${after}`;
      rows = await this.em.execute<NamedRow[]>(
        `with c1 as (select min(ordinal) as o from bible_verse where translation_id = ? and ordinal >= ?),
              c2 as (${next('(select o / 1000 * 1000 + 999 from c1)')}),
              c3 as (${next('(select o / 1000 * 1000 + 999 from c2)')}),
              c4 as (${next('(select o / 1000 * 1000 + 999 from c3)')})
         ${named(', (select o from c4) as beyond')}
          where v.translation_id = ? and v.ordinal between ? and least(?, coalesce((select o from c4) - 1, ?))
          order by v.ordinal`,
        [translationId, range.start, language, translationId, range.start, range.end, range.end],
      );
    }
    const beyond = rows[0]?.beyond ?? null;
    const bookNames = new Map<number, string>();
    for (const row of rows) if (row.book_name !== null) bookNames.set(Number(row.book), row.book_name);
    return {
      rows: rows.map(({ ordinal, book, chapter, verse, text }) => ({ ordinal, book, chapter, verse, text })),
      bookNames,
      truncated: beyond !== null && beyond <= range.end,
    };
  }

  /**
   * The chapters a reader goes to from a passage: the last chapter before its first verse's and the
   * first after its last verse's, among those the translation has (two index probes in one
   * statement; across books, null at either end of the Bible).
   * @returns each as OSIS (`John.4`) with its label in the translation's language (`Jean 4`).
   */
  async neighbourChapters(
    translation: BibleTranslation,
    firstOrdinal: number,
    lastOrdinal: number,
  ): Promise<{ previous: { osis: string; label: string } | null; next: { osis: string; label: string } | null }> {
    const first = fromOrdinal(firstOrdinal);
    const last = fromOrdinal(lastOrdinal);
    const [row] = await this.em.execute<{ previous: number | null; next: number | null }[]>(
      `select (select max(ordinal) from bible_verse where translation_id = ? and ordinal < ?) as previous,
              (select min(ordinal) from bible_verse where translation_id = ? and ordinal > ?) as next`,
      [
        translation.id,
        verseOrdinal(first.book, first.chapter, 0),
        translation.id,
        verseOrdinal(last.book, last.chapter, MAX_VERSE),
      ],
    );
    const ends = [row?.previous, row?.next].map((ordinal) => (ordinal == null ? null : fromOrdinal(Number(ordinal))));
    const books = ends.flatMap((end) => (end ? [end.book] : []));
    if (!books.length) return { previous: null, next: null };
    const names = await this.em.execute<{ book: number; name: string }[]>(
      `select book, name from bible_book_name where locale = ? and book in (${books.map(() => '?').join(',')})`,
      [translation.language, ...books],
    );
    const byBook = new Map(names.map((name) => [Number(name.book), name.name]));
    const [previous, next] = ends.map((end) => {
      if (!end) return null;
      const at: PassageEnd = { ...end, verse: 0, level: 'chapter' };
      return { osis: passageOsis(at, at), label: passageLabel(at, at, byBook, translation.language) };
    });
    return { previous, next };
  }

  /**
   * Reads a passage: `reference` in the translation's language or any of the site's (`Jean 3:16-18`,
   * `John 3:16`, `Ps 23`) or plain OSIS (`John.3.16-John.3.18`); a range longer than
   * MAX_PASSAGE_CHAPTERS chapters is cut to its first ones and flagged `truncated`.
   * @returns the passage, or null when the translation has no verse in that range.
   * @throws BAD_USER_INPUT (quoting the input) when it is not one Bible reference; NOT_FOUND for
   * an unknown translation.
   */
  async passage(reference: string, translationCode?: string | null): Promise<PassageText | null> {
    const translation = await this.translation(translationCode);
    const refs = parseReference(reference, translation.language) ?? parseReference(reference);
    if (!refs?.length)
      throw badInput(
        `${quoted(reference)} is not a Bible reference: write e.g. John 3:16, Jean 3,16-18, Ps 23 or John.3.16`,
      );
    if (refs.length > 1)
      throw badInput(`${quoted(reference)} names ${refs.length} passages: ask for one passage at a time`);
    const [range] = refs;
    const { rows, bookNames, truncated } = await this.readPassage(translation.id, range, translation.language);
    if (!rows.length) return null;
    const first = rows[0];
    const last = rows[rows.length - 1];
    const startLevel = levelOf(range.start, 'start');
    const start: PassageEnd = { ...first, level: truncated && startLevel === 'book' ? 'chapter' : startLevel };
    const end: PassageEnd = { ...last, level: truncated ? 'chapter' : levelOf(range.end, 'end') };
    return {
      osis: passageOsis(start, end),
      label: passageLabel(start, end, bookNames, translation.language),
      translation,
      verses: rows,
      truncated,
    };
  }
}
