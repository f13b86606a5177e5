/**
 * The 66 books of the Protestant canon in order, by their OSIS codes (OSIS 2.1.1, "Book
 * identifiers"), and the integer address of a verse that makes a passage an integer range.
 *
 * The four Bibles the site ships (KJV, Segond 1910, Reina-Valera 1909, Diodati) share the KJV's
 * versification, so one address serves them all: `book · 1,000,000 + chapter · 1,000 + verse`,
 * book numbered 1 (Genesis) to 66 (Revelation). No chapter has 1,000 verses nor a book 1,000
 * chapters, so ordinals sort in reading order and a chapter or a book is a contiguous range
 * (verse 0 and 999 bound a chapter whatever its length; chapter 0 and 999 bound a book).
 */
// prettier-ignore
export const OSIS_BOOKS = [
  'Gen', 'Exod', 'Lev', 'Num', 'Deut', 'Josh', 'Judg', 'Ruth', '1Sam', '2Sam', '1Kgs', '2Kgs', '1Chr', '2Chr',
  'Ezra', 'Neh', 'Esth', 'Job', 'Ps', 'Prov', 'Eccl', 'Song', 'Isa', 'Jer', 'Lam', 'Ezek', 'Dan', 'Hos', 'Joel',
  'Amos', 'Obad', 'Jonah', 'Mic', 'Nah', 'Hab', 'Zeph', 'Hag', 'Zech', 'Mal', 'Matt', 'Mark', 'Luke', 'John',
  'Acts', 'Rom', '1Cor', '2Cor', 'Gal', 'Eph', 'Phil', 'Col', '1Thess', '2Thess', '1Tim', '2Tim', 'Titus', 'Phlm',
  'Heb', 'Jas', '1Pet', '2Pet', '1John', '2John', '3John', 'Jude', 'Rev',
] as const;

/** An OSIS book code of the canon. */
export type OsisBook = (typeof OSIS_BOOKS)[number];

const BOOK_NUMBERS = new Map<string, number>(OSIS_BOOKS.map((code, index) => [code, index + 1]));

/** @returns the book's number (1 to 66), or null for a code outside the canon. */
export const bookNumber = (osis: string): number | null => BOOK_NUMBERS.get(osis) ?? null;

/** @returns the OSIS code of book `number` (1 to 66), or null outside that range. */
export const osisBook = (number: number): OsisBook | null => OSIS_BOOKS[number - 1] ?? null;

/** The largest chapter and verse numbers an address can hold. */
export const MAX_CHAPTER = 999;
export const MAX_VERSE = 999;

/** @returns the ordinal of a verse; chapter 0 / verse 0 stand before the first, 999 after the last. */
export const verseOrdinal = (book: number, chapter: number, verse: number): number =>
  book * 1_000_000 + chapter * 1_000 + verse;

/** @returns the book, chapter and verse an ordinal addresses. */
export function fromOrdinal(ordinal: number): { book: number; chapter: number; verse: number } {
  return {
    book: Math.floor(ordinal / 1_000_000),
    chapter: Math.floor(ordinal / 1_000) % 1_000,
    verse: ordinal % 1_000,
  };
}

/** An inclusive range of verse ordinals: one verse, a span of verses, chapters or books. */
export interface VerseRange {
  start: number;
  end: number;
}

/** @returns the range of a whole chapter, whatever its number of verses. */
export const chapterRange = (book: number, chapter: number): VerseRange => ({
  start: verseOrdinal(book, chapter, 0),
  end: verseOrdinal(book, chapter, MAX_VERSE),
});

/** @returns the range of a whole book. */
export const bookRange = (book: number): VerseRange => ({
  start: verseOrdinal(book, 0, 0),
  end: verseOrdinal(book, MAX_CHAPTER, MAX_VERSE),
});

/** @returns whether two ranges share at least one address (both ends inclusive). */
export const overlaps = (a: VerseRange, b: VerseRange): boolean => a.start <= b.end && b.start <= a.end;
