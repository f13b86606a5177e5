import { Locale } from '../../common/locale.js';
import { PSALM_SINGULAR } from '../content/corpus/books.js';
import { fromOrdinal, MAX_CHAPTER, MAX_VERSE, osisBook } from './canon.js';

/** How precisely one end of a range is given: a whole book, a whole chapter or a verse. */
export type Level = 'book' | 'chapter' | 'verse';

/** One end of a passage as it is shown: the verse found there and how precisely it was asked. */
export interface PassageEnd {
  level: Level;
  book: number;
  chapter: number;
  verse: number;
}

/** @returns how precisely an ordinal of a requested range addresses its end (canon.ts bounds). */
export function levelOf(ordinal: number, side: 'start' | 'end'): Level {
  const { chapter, verse } = fromOrdinal(ordinal);
  if (side === 'start') return chapter === 0 ? 'book' : verse === 0 ? 'chapter' : 'verse';
  return chapter === MAX_CHAPTER ? 'book' : verse === MAX_VERSE ? 'chapter' : 'verse';
}

/** @returns the OSIS id of a verse, e.g. `John.3.16`. */
export const verseOsis = (book: number, chapter: number, verse: number) => `${osisBook(book)}.${chapter}.${verse}`;

const osisEnd = (end: PassageEnd) =>
  end.level === 'book'
    ? `${osisBook(end.book)}`
    : end.level === 'chapter'
      ? `${osisBook(end.book)}.${end.chapter}`
      : verseOsis(end.book, end.chapter, end.verse);

/**
 * @returns the normalised OSIS reference of a passage: `John.3.16`, `John.3.16-John.3.18`,
 * `Ps.23`, `Gen.1-Gen.3`, `Jude`.
 */
export function passageOsis(start: PassageEnd, end: PassageEnd): string {
  const from = osisEnd(start);
  const to = osisEnd(end);
  return from === to ? from : `${from}-${to}`;
}

/**
 * @returns the passage as readers of `locale` write it, with the book names given (the OSIS code
 * when one is missing): `Jean 3:16-18`, `Psalm 23`, `Genesis 1-3`, `Ruth 4:1 - 1 Samuel 2:3`; a
 * single psalm takes the singular (`Psaume 23`).
 */
export function passageLabel(
  start: PassageEnd,
  end: PassageEnd,
  names: ReadonlyMap<number, string>,
  locale: Locale,
): string {
  const name = (book: number, oneChapter: boolean) =>
    book === 19 && oneChapter ? PSALM_SINGULAR[locale] : (names.get(book) ?? `${osisBook(book)}`);
  const sameBook = start.book === end.book;
  const sameChapter = sameBook && start.chapter === end.chapter;
  if (start.level === 'book' && end.level === 'book')
    return sameBook ? name(start.book, false) : `${name(start.book, false)} - ${name(end.book, false)}`;
  if (start.level !== 'verse' && end.level !== 'verse') {
    if (sameChapter) return `${name(start.book, true)} ${start.chapter}`;
    if (sameBook) return `${name(start.book, false)} ${start.chapter}-${end.chapter}`;
    return `${name(start.book, false)} ${start.chapter} - ${name(end.book, false)} ${end.chapter}`;
  }
  if (sameChapter) {
    const verses = start.verse === end.verse ? `${start.verse}` : `${start.verse}-${end.verse}`;
    return `${name(start.book, true)} ${start.chapter}:${verses}`;
  }
  if (sameBook) return `${name(start.book, false)} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
  return `${name(start.book, false)} ${start.chapter}:${start.verse} - ${name(end.book, false)} ${end.chapter}:${end.verse}`;
}
