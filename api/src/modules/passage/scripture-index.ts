import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import type { Locale } from '../../common/locale.js';
import type { Em } from '../../db/orm.js';
import { BibleService } from '../bible/bible.service.js';
import { chapterRange, OSIS_BOOKS, type OsisBook } from '../bible/canon.js';
import { visibleSql } from '../post/visibility.js';

/** The two parts of the canon: books 1 to 39 and 40 to 66. */
export enum Testament {
  OLD = 'OLD',
  NEW = 'NEW',
}

/** The number of the first book of the New Testament (Matthew). */
const FIRST_NEW_TESTAMENT_BOOK = 40;

/** A chapter with how many readable posts cite a passage overlapping it. */
export interface ChapterCount {
  chapter: number;
  /** `John.3`: the address of its passage page. */
  osis: string;
  postCount: number;
}

/** A book with its name in the index's language and its chapters, each counted. */
export interface BookCount {
  osis: OsisBook;
  name: string;
  testament: Testament;
  /** Readable posts citing any passage of the book (a post citing several chapters counts once). */
  postCount: number;
  chapters: ChapterCount[];
}

/** Every book of the canon in order, and how many readable posts cite Scripture at all. */
export interface ScriptureIndex {
  postCount: number;
  books: BookCount[];
}

/** A chapter cited by at least one readable post, and when the newest of them changed. */
export interface CitedChapter {
  osis: string;
  lastModified: Date;
}

let chapterCounts: readonly number[] | undefined;

/**
 * @returns how many chapters each book of the canon has (index 0 is Genesis), in the KJV
 * versification the four Bibles and the reference parser share: read from the parser's own
 * tables, so the index lists exactly the chapters a reference can name.
 */
export function bookChapters(): readonly number[] {
  chapterCounts ??= (() => {
    const { chapters } = new bcv_parser(en).translation_info('kjv');
    return OSIS_BOOKS.map((book) => chapters[book].length);
  })();
  return chapterCounts;
}

/** One row of chapterStats: a chapter, a whole book (chapter null) or every book (both null). */
interface StatsRow {
  book: number | null;
  chapter: number | null;
  posts: string | number;
  changed: Date | string;
}

let chapterRows: string | undefined;

/**
 * @returns the 1,189 chapters of the canon as a SQL `values` list of (book, chapter, first and
 * last ordinal of canon.ts): integers from the parser's tables, no reader input. A list of its
 * true length lets the planner see how few index probes the statement makes (a `generate_series`
 * per book is guessed at 1,000 rows each, which costs the statement high enough for PostgreSQL to
 * compile it with JIT, half a second).
 */
function chapterValues(): string {
  chapterRows ??= bookChapters()
    .flatMap((chapters, index) =>
      Array.from({ length: chapters }, (_, at) => {
        const { start, end } = chapterRange(index + 1, at + 1);
        return `(${index + 1},${at + 1},${start},${end})`;
      }),
    )
    .join(',');
  return chapterRows;
}

/**
 * Counts, in one statement, the posts readers see at `readerAt` citing a passage that overlaps
 * each chapter (the posts a chapter's passage page lists), then each book and the whole Bible
 * (grouping sets, so a post citing two chapters of a book counts once for it), with the newest
 * `updated_at`/`published_at` among them. Each chapter probes the GiST index of post_passage once.
 * @returns only the chapters, books and total that some post cites.
 */
async function chapterStats(em: Em, readerAt: Date): Promise<StatsRow[]> {
  const visible = visibleSql('p', { readerAt });
  return em.execute<StatsRow[]>(
    `select c.book, c.chapter, count(distinct p.id) as posts,
            max(greatest(p.updated_at, p.published_at)) as changed
       from (values ${chapterValues()}) as c(book, chapter, first, last)
       join post_passage pp on pp.range && int4range(c.first, c.last, '[]')
       join post p on p.id = pp.post_id
      where ${visible.sql}
      group by grouping sets ((c.book, c.chapter), (c.book), ())`,
    visible.params,
  );
}

/**
 * The Scripture index: the 66 books in canon order, named in `locale` (the names stored with the
 * Bibles; the OSIS code before the first load), each with every chapter, and how many posts readers
 * see at `readerAt` cite each chapter, each book and Scripture at all. A post counts for every
 * chapter a passage it cites overlaps (`John 3:16-4:2` counts for John 3 and John 4; a chapter
 * counts the posts its passage page lists). Two statements: the counts and the names.
 */
export async function scriptureIndex(em: Em, locale: Locale, readerAt: Date): Promise<ScriptureIndex> {
  const rows = await chapterStats(em, readerAt);
  const names = await new BibleService(em).bookNames(locale);
  const nameOf = new Map(names.map((name) => [Number(name.book), name.name]));
  const counts = new Map(rows.map((row) => [`${row.book ?? ''}.${row.chapter ?? ''}`, Number(row.posts)]));
  const count = (book: number | '', chapter: number | '') => counts.get(`${book}.${chapter}`) ?? 0;
  return {
    postCount: count('', ''),
    books: bookChapters().map((chapters, index) => {
      const book = index + 1;
      const osis = OSIS_BOOKS[index];
      return {
        osis,
        name: nameOf.get(book) ?? osis,
        testament: book < FIRST_NEW_TESTAMENT_BOOK ? Testament.OLD : Testament.NEW,
        postCount: count(book, ''),
        chapters: Array.from({ length: chapters }, (_, at) => ({
          chapter: at + 1,
          osis: `${osis}.${at + 1}`,
          postCount: count(book, at + 1),
        })),
      };
    }),
  };
}

/**
 * @returns the chapters cited by at least one post readers see at `readerAt`, in canon order, each
 * with the newest change (edit or publication) among those posts, for the sitemap's passage pages.
 */
export async function citedChapters(em: Em, readerAt: Date): Promise<CitedChapter[]> {
  const rows = await chapterStats(em, readerAt);
  return rows
    .filter((row): row is StatsRow & { book: number; chapter: number } => row.book != null && row.chapter != null)
    .map((row) => ({ book: Number(row.book), chapter: Number(row.chapter), changed: new Date(row.changed) }))
    .sort((a, b) => a.book - b.book || a.chapter - b.chapter)
    .map((row) => ({ osis: `${OSIS_BOOKS[row.book - 1]}.${row.chapter}`, lastModified: row.changed }));
}
