import { Locale } from '../../../common/locale.js';
import type { BundlePost } from '../bundle.js';
import { type Book, bookOfReference } from './books.js';
import { escapeHtml, fixC1, truncateWords } from './clean.js';

/** One reading of `spurgeon.json` (C. H. Spurgeon, Morning and Evening). */
export interface SpurgeonReading {
  date: string;
  time: 'am' | 'pm';
  month: number;
  day: number;
  keyverse: string;
  body: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The year the readings are dated in: a leap year, since February 29 has readings. */
export const SPURGEON_YEAR = 2024;
/** A tag every reading carries, besides its book. */
export const SPURGEON_TAG = 'Morning and Evening';

/**
 * Checks and returns the readings of `spurgeon.json`.
 * @throws Error naming the first record that lacks a field.
 */
export function parseSpurgeon(text: string): SpurgeonReading[] {
  const records: unknown = JSON.parse(text);
  if (!Array.isArray(records)) throw new Error('spurgeon.json: expected a list of readings');
  return records.map((record, index) => {
    const reading = record as SpurgeonReading;
    const ok =
      ['am', 'pm'].includes(reading?.time) &&
      Number.isInteger(reading.month) &&
      Number.isInteger(reading.day) &&
      typeof reading.keyverse === 'string' &&
      typeof reading.body === 'string';
    if (!ok) throw new Error(`spurgeon.json[${index}]: expected date, time, month, day, keyverse and body`);
    return reading;
  });
}

/**
 * Splits a reading's body into paragraphs: the heading block (date line and key verse) is
 * dropped; paragraphs are separated by blank lines; a single line break is a page-break
 * leftover (joined with a space) unless every line is short, as in the verses of a hymn (kept
 * as line breaks).
 * @returns each paragraph as lines to join.
 */
export function spurgeonParagraphs(body: string): { lines: string[]; verse: boolean }[] {
  const blocks = fixC1(body)
    .replace(/\r/g, '')
    .split(/\n{3,}/)
    .slice(1);
  return blocks
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => ({ lines, verse: lines.length >= 2 && lines.every((line) => line.length <= 60) }));
}

/** @returns the key verse's quotation and its reference ('Joshua 5:12'). */
export function splitKeyVerse(keyverse: string): { quote: string; reference: string } {
  const clean = fixC1(keyverse).trim();
  const at = clean.lastIndexOf('—');
  if (at < 0) return { quote: clean, reference: '' };
  return { quote: clean.slice(0, at).trim(), reference: clean.slice(at + 1).trim() };
}

/**
 * Builds the post of one reading: dated by its day (morning 06:00, evening 18:00 UTC, in
 * {@link SPURGEON_YEAR}), the key verse as excerpt, its paragraphs as sections, the reference's
 * book as a tag.
 * @returns the bundle record.
 */
export function readingPost(reading: SpurgeonReading, books: Book[]): BundlePost {
  const morning = reading.time === 'am';
  const month = MONTHS[reading.month - 1];
  const date = new Date(Date.UTC(SPURGEON_YEAR, reading.month - 1, reading.day, morning ? 6 : 18));
  const { quote, reference } = splitKeyVerse(reading.keyverse);
  const book = bookOfReference(books, reference);
  const words = quote.replace(/^["“]|["”]$/g, '').replace(/[.,;:]$/, '');
  const iso = date.toISOString();
  return {
    slug: `spurgeon-${month.toLowerCase()}-${reading.day}-${morning ? 'morning' : 'evening'}`,
    locale: Locale.en,
    translationOf: null,
    title: `${month} ${reading.day}, ${morning ? 'Morning' : 'Evening'}: ${truncateWords(words, 110)}`,
    excerpt: `${quote} (${reference})`,
    author: 'C. H. Spurgeon',
    tags: [...(book ? [book.names.en] : []), SPURGEON_TAG],
    date: iso,
    status: 'published',
    publishedAt: iso,
    allowComments: true,
    cover: null,
    createdAt: iso,
    updatedAt: iso,
    sections: spurgeonParagraphs(reading.body).map((paragraph) => ({
      title: '',
      content: `<p>${paragraph.lines.map(escapeHtml).join(paragraph.verse ? '<br>' : ' ')}</p>`,
      image: null,
    })),
    comments: [],
  };
}
