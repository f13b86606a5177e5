import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import * as fr from 'bible-passage-reference-parser/esm/lang/fr.js';
import * as it from 'bible-passage-reference-parser/esm/lang/it.js';
import { Locale, LOCALES } from '../../../common/locale.js';
import { bookNumber, bookRange, chapterRange, verseOrdinal } from '../canon.js';

/** A passage of the canon: its OSIS reference and the inclusive verse ordinals it spans (canon.ts). */
export interface PassageRef {
  osis: string;
  start: number;
  end: number;
}

/** A passage found in a text, with where it was written (UTF-16 offsets) and as what. */
export type FoundPassage = PassageRef & { index: number; length: number; text: string };

type Parser = InstanceType<typeof bcv_parser>;
type Mode = 'text' | 'query';

const LANGUAGES = { en, fr, es, it } as const;

/**
 * French, Spanish and Italian write `Jn 3,16` (comma between chapter and verse) as often as
 * `Jean 3:16` or `Jean 3.16`: all three separate chapter and verse there, so sequences go with
 * `;`, `.` followed by a space, or "and" (the language's own words, kept from its grammar).
 */
function europeanGrammar(language: (typeof LANGUAGES)[keyof typeof LANGUAGES]) {
  const defaults = language.grammar_options;
  const and = defaults.and.source.replace(/^\^/, '');
  return {
    cv_sep_eu: /^[\s*]*(?:,+|:+|\.(?=\d))[\s*]*/,
    sequence_eu: new RegExp(`^(?:[;/&\\-–—~\\s*]|\\.(?!\\d)(?!\\s*\\.\\s*\\.)|${and})+`, 'iu'),
  };
}

/**
 * Book tokens that are also ordinary words or first names in running text of that language
 * ("Mark 2 friends", "Act 1 of the play", "Is 3 enough?", "Am 5 años"): found in a text they count
 * only with a verse (`Mark 2:1`), and so they do in a search box (parseSearchReference). A query
 * naming a passage (parseReference) takes them as they are.
 */
const AMBIGUOUS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(['Act', 'Am', 'Col', 'Dan', 'Ex', 'Is', 'Job', 'Joel', 'Jude', 'Mark', 'Phil', 'Ruth', 'Song', 'Titus']),
  fr: new Set(['Am', 'Col', 'Daniel', 'Es', 'Ex', 'Job', 'Jude', 'Luc', 'Marc', 'Os', 'Ruth', 'Tite', 'Jonas']),
  es: new Set([
    'Am',
    'Col',
    'Daniel',
    'Es',
    'Ex',
    'Is',
    'Job',
    'Joel',
    'Judas',
    'Lucas',
    'Marcos',
    'Os',
    'Rut',
    'Tito',
  ]),
  it: new Set(['Am', 'Ab', 'Col', 'Daniele', 'Es', 'Is', 'Giona', 'Giuda', 'Luca', 'Marco', 'Os', 'Rut', 'Tito']),
};

const parsers = new Map<string, Parser>();

/**
 * The parser of a language, punctuation and mode, made once: building one compiles hundreds of
 * book patterns (a few ms), parsing afterwards is cheap.
 * - Running text (`text`): book names case-sensitive (so "my job 3" is no Job), a book alone is
 *   no reference, digits glued to a following word are dropped ("Matt 5 1Hi").
 * - Queries (`query`): any case, a book alone is the whole book.
 */
function parserFor(locale: Locale, european: boolean, mode: Mode): Parser {
  const key = `${locale}:${european}:${mode}`;
  let parser = parsers.get(key);
  if (!parser) {
    const language = LANGUAGES[locale];
    parser = new bcv_parser(language);
    parser.set_options({
      osis_compaction_strategy: 'b',
      passage_existence_strategy: 'bc',
      sequence_combination_strategy: 'separate',
      consecutive_combination_strategy: 'separate',
      versification_system: 'kjv',
      book_alone_strategy: mode === 'text' ? 'ignore' : 'full',
      book_sequence_strategy: mode === 'text' ? 'ignore' : 'include',
      case_sensitive: mode === 'text' ? 'books' : 'none',
      captive_end_digits_strategy: mode === 'text' ? 'delete' : 'include',
      punctuation_strategy: european ? 'eu' : 'us',
      ...(european ? { grammar: europeanGrammar(language) } : {}),
    });
    parsers.set(key, parser);
  }
  return parser;
}

/** Whether a language writes `3,16` for chapter 3 verse 16. */
const isEuropean = (locale: Locale) => locale !== Locale.en;

/** @returns the address where one end of an OSIS range starts or ends (`John`, `John.3`, `John.3.16`). */
function osisPoint(point: string, side: 'start' | 'end'): number | null {
  const [code, chapter, verse] = point.split('.');
  const book = bookNumber(code);
  if (book === null) return null;
  if (chapter === undefined) return bookRange(book)[side];
  const c = Number(chapter);
  if (!Number.isInteger(c) || c < 1) return null;
  if (verse === undefined) return chapterRange(book, c)[side];
  const v = Number(verse.replace(/!.*$/, ''));
  return Number.isInteger(v) && v >= 1 ? verseOrdinal(book, c, v) : null;
}

/** @returns the ranges of an OSIS reference list (`John.3.16-John.3.18,Rom.8`), or null if one is not canonical. */
export function osisRanges(osis: string): PassageRef[] | null {
  const refs: PassageRef[] = [];
  for (const part of osis.split(',')) {
    const [from, to = from] = part.split('-');
    const start = osisPoint(from, 'start');
    const end = osisPoint(to, 'end');
    if (start === null || end === null || end < start) return null;
    refs.push({ osis: part, start, end });
  }
  return refs;
}

/** The book as written at the start of a match ("1 Co" of "1 Co 13:4-7"), without a final dot. */
const bookToken = (text: string) => /^(.*?\p{L})[\s.]*\d/u.exec(text)?.[1].trim() ?? text;

/** A chapter-and-verse separator between digits: the match names a verse. */
const NAMES_A_VERSE = /\d\s*[:,.]\s*\d/;

/** AMBIGUOUS in lower case: a search box is typed in any case ("job 3"). */
const AMBIGUOUS_KEYS = new Map(
  LOCALES.map((locale) => [locale, new Set([...AMBIGUOUS[locale]].map((token) => token.toLowerCase()))]),
);

/** Whether a reference as written stands on a book token of AMBIGUOUS in `locale` (any case) without naming a verse. */
const ambiguous = (written: string, locale: Locale) =>
  AMBIGUOUS_KEYS.get(locale)!.has(bookToken(written).toLowerCase()) && !NAMES_A_VERSE.test(written);

function scan(text: string, locale: Locale, european: boolean, mode: Mode): FoundPassage[] {
  const found: FoundPassage[] = [];
  for (const match of parserFor(locale, european, mode).parse(text).osis_and_indices()) {
    const [from, to] = match.indices;
    const written = text.slice(from, to);
    if (mode === 'text' && ambiguous(written, locale)) continue;
    const ranges = osisRanges(match.osis);
    if (!ranges) continue;
    for (const range of ranges) found.push({ ...range, index: from, length: to - from, text: written });
  }
  return found;
}

/**
 * Every Bible reference of a text written in `locale`, in the order written: a list or a sequence
 * gives one entry per passage (`Jean 3,16; 4,1` → John.3.16 and John.4.1, the second with its own
 * position). Running-text rules: a book needs a chapter ("Genesis" alone is no reference); book
 * names are case-sensitive ("my job 3" is not Job 3); a book token that is also a common word or
 * name (AMBIGUOUS) needs a verse; numbers without a book (prices, dates) are never references.
 * @returns the passages with their position (UTF-16 offset and length) and the text as written.
 */
export function parseReferences(text: string, locale: Locale): FoundPassage[] {
  if (!/\d/.test(text)) return [];
  return scan(text, locale, isEuropean(locale), 'text');
}

/** OSIS as written by machines: `John.3.16`, `John.3.16-John.3.18`, `Ps.23,Rom.8`. */
const OSIS_LIST =
  /^[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2}(?:-[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2})?(?:,[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2}(?:-[1-3]?[A-Z][A-Za-z]+(?:\.\d+){0,2})?)*$/;

/** What may stand between the references of a list in a query: punctuation, "and" in the four languages. */
const LIST_GLUE = /^(?:[\s,;.&/]|\band\b|\bet\b|\by\b|\be\b)*$/iu;

/** @returns the passages of `input` read in one language when they cover all of it, else null. */
function wholeQuery(input: string, locale: Locale, european: boolean): FoundPassage[] | null {
  const found = scan(input, locale, european, 'query');
  if (!found.length) return null;
  let rest = '';
  let at = 0;
  for (const passage of found) {
    if (passage.index < at) continue;
    rest += input.slice(at, passage.index);
    at = passage.index + passage.length;
  }
  rest += input.slice(at);
  if (!LIST_GLUE.test(rest)) return null;
  return found;
}

/** @returns the passages of a whole query read in `language`, with either punctuation, else null. */
function readQuery(text: string, language: Locale): FoundPassage[] | null {
  // "Jn 3,16" typed in English is chapter and verse far more often than chapters 3 and 16.
  const europeanFirst = isEuropean(language) || (/\d,\d/.test(text) && !text.includes(':'));
  for (const european of europeanFirst ? [true, false] : [false]) {
    const refs = wholeQuery(text, language, european);
    if (refs) return refs;
  }
  return null;
}

const withoutPosition = ({ osis, start, end }: PassageRef): PassageRef => ({ osis, start, end });

/**
 * Reads a whole input as one reference or a list of them (`/bible?ref=`, a passage asked for): in
 * `locale`, or else in English, French, Spanish and Italian in turn; plain OSIS
 * (`John.3.16-John.3.18`) too. A book alone is the whole book, and any case is accepted.
 * @returns the passages, or null when the input is not (only) Bible references.
 */
export function parseReference(input: string, locale?: Locale): PassageRef[] | null {
  const text = input.trim();
  if (!text || text.length > 500) return null;
  if (OSIS_LIST.test(text)) {
    const refs = osisRanges(text);
    if (refs) return refs;
  }
  for (const language of locale ? [locale] : LOCALES) {
    const refs = readQuery(text, language);
    if (refs) return refs.map(withoutPosition);
  }
  return null;
}

/**
 * Reads a search box's whole input as Bible references, so that a search for a passage can find
 * the posts citing it, while an ordinary search stays one: stricter than parseReference, with the
 * running-text rules on book names. Every reference names a chapter ("Job", "Acts" or "Romans"
 * alone are words), and a book token that is also a common word or first name (AMBIGUOUS) in the
 * language that reads it needs a verse ("Mark 2", "Is 3" are no reference, "Mark 2:1" is). Any
 * case. Read in `locale` first, then in the other languages in turn; the first language that reads
 * the whole input decides. Plain OSIS with a chapter too (`John.3.16`).
 * @returns the passages, or null when the input is not (only) Bible references by these rules.
 */
export function parseSearchReference(input: string, locale?: Locale): PassageRef[] | null {
  const text = input.trim();
  if (!/\d/.test(text) || text.length > 500) return null;
  if (OSIS_LIST.test(text)) return osisRanges(text);
  const languages = locale ? [locale, ...LOCALES.filter((other) => other !== locale)] : LOCALES;
  for (const language of languages) {
    const found = readQuery(text, language);
    if (!found) continue;
    const loose = found.some(({ text: written }) => !/\d/.test(written) || ambiguous(written, language));
    return loose ? null : found.map(withoutPosition);
  }
  return null;
}
