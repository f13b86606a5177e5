import { Locale } from '../../../common/locale.js';
import { slugify } from '../../post/slug.js';
import type { BundlePost } from '../bundle.js';
import { type Book, PSALM_SINGULAR, TESTAMENT_NAMES } from './books.js';
import {
  bracketsToItalics,
  escapeHtml,
  fixC1,
  fixPlusE,
  normalizeInitialCapitals,
  removePilcrows,
  removeRedLetterMarks,
  removeStrayMarkers,
  softHyphenToInvertedExclamation,
  stripBrackets,
  truncateWords,
} from './clean.js';

/** One row of a Bible SuperSearch `verses.txt` (`book|chapter|verse|text|italics|strongs`). */
export interface Verse {
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

/** The four Bibles of the corpus, one per content locale. */
export interface BibleModule {
  module: string;
  locale: Locale;
  /** Slug prefix, so the four versions of a chapter never share a slug. */
  slugPrefix: string;
  author: string;
  /** Whether the file carries its own ¶ marks; the others are split where the KJV is. */
  ownParagraphs: boolean;
}

export const BIBLE_MODULES: BibleModule[] = [
  { module: 'kjv', locale: Locale.en, slugPrefix: 'kjv', author: 'King James Version', ownParagraphs: true },
  { module: 'segond_1910', locale: Locale.fr, slugPrefix: 'segond', author: 'Louis Segond 1910', ownParagraphs: true },
  { module: 'rv_1909', locale: Locale.es, slugPrefix: 'rv1909', author: 'Reina-Valera 1909', ownParagraphs: false },
  { module: 'diodati', locale: Locale.it, slugPrefix: 'diodati', author: 'Giovanni Diodati', ownParagraphs: false },
];

/** Section titles: 'Verses 1–5' in each locale. */
const VERSE_RANGE: Record<Locale, (from: number, to: number) => string> = {
  [Locale.en]: (from, to) => (from === to ? `Verse ${from}` : `Verses ${from}–${to}`),
  [Locale.fr]: (from, to) => (from === to ? `Verset ${from}` : `Versets ${from} à ${to}`),
  [Locale.es]: (from, to) => (from === to ? `Versículo ${from}` : `Versículos ${from}–${to}`),
  [Locale.it]: (from, to) => (from === to ? `Versetto ${from}` : `Versetti ${from}–${to}`),
};

/** The most sections a post may have (PostInput bound). */
const MAX_SECTIONS = 100;

/**
 * Parses a `verses.txt` file: `#` header lines, then `book|chapter|verse|text|italics|strongs`.
 * @returns the verse rows in file order.
 * @throws Error naming the line when a row does not have 6 fields or its numbers are invalid.
 */
export function parseVerses(text: string, file = 'verses.txt'): Verse[] {
  const verses: Verse[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line || line.startsWith('#')) continue;
    const fields = line.replace(/\r$/, '').split('|');
    const [book, chapter, verse] = fields.slice(0, 3).map(Number);
    if (fields.length !== 6 || !(book >= 1 && book <= 66) || !(chapter >= 1) || !(verse >= 1)) {
      throw new Error(`${file}:${index + 1}: expected book|chapter|verse|text|italics|strongs`);
    }
    verses.push({ book, chapter, verse, text: fields[3] });
  }
  return verses;
}

/** Key of a verse position, the same in the four files (KJV versification). */
export const verseKey = (verse: Pick<Verse, 'book' | 'chapter' | 'verse'>) =>
  `${verse.book}:${verse.chapter}:${verse.verse}`;

/** @returns the positions of the verses that start a paragraph (¶) in a file. */
export const paragraphStarts = (verses: Verse[]) =>
  new Set(verses.filter((verse) => verse.text.trimStart().startsWith('¶')).map(verseKey));

/**
 * Cleans one verse (SOURCES.md quirks): ¶ marks, soft hyphens for '¡', the `+e` typo, stray
 * `(G13-13)` markers, the ‹ › red-letter marks, C1 characters, and capitals at a chapter's start.
 * A trailing `{…}` subscription (Reina-Valera epistles) is returned apart.
 * @returns the clean text (translator additions still in [brackets]) and the subscription, if any.
 */
export function cleanVerse(text: string, chapterStart: boolean): { text: string; subscription?: string } {
  let clean = removePilcrows(text);
  clean = softHyphenToInvertedExclamation(fixPlusE(removeStrayMarkers(removeRedLetterMarks(fixC1(clean)))));
  let subscription: string | undefined;
  const match = /\s*\{([^}]*)\}\s*$/.exec(clean);
  if (match) {
    subscription = match[1].trim();
    subscription = subscription.charAt(0).toLocaleUpperCase() + subscription.slice(1);
    clean = clean.slice(0, match.index);
  }
  clean = clean.replace(/\s+/g, ' ').trim();
  if (chapterStart) clean = normalizeInitialCapitals(clean);
  return { text: clean, ...(subscription ? { subscription } : {}) };
}

interface Chapter {
  book: number;
  chapter: number;
  verses: Verse[];
}

/** @returns the verses grouped by chapter, in file order. */
export function chaptersOf(verses: Verse[]): Chapter[] {
  const chapters: Chapter[] = [];
  for (const verse of verses) {
    const last = chapters[chapters.length - 1];
    if (last && last.book === verse.book && last.chapter === verse.chapter) last.verses.push(verse);
    else chapters.push({ book: verse.book, chapter: verse.chapter, verses: [verse] });
  }
  return chapters;
}

/** The date of a chapter in a read-the-Bible-in-2023 plan: chapter n of 1,189 on day n x 365 / 1,189. */
export function readingPlanDate(ordinal: number, totalChapters = 1189): Date {
  const day = Math.floor((ordinal * 365) / totalChapters);
  return new Date(Date.UTC(2023, 0, 1 + day, 5, 0) + ordinal * 60_000);
}

/**
 * Builds the post of one chapter in one Bible: title 'Genesis 1' (localized book name),
 * sections split where a paragraph starts, verse numbers in <sup>, translator additions in
 * italics, tags book and testament in the post's language.
 * @returns the bundle record.
 */
export function chapterPost(options: {
  bible: BibleModule;
  book: Book;
  chapter: Chapter;
  /** Positions starting a paragraph (the file's own ¶ marks, or the KJV's). */
  paragraphs: Set<string>;
  date: Date;
  translationOf: string | null;
}): BundlePost {
  const { bible, book, chapter, paragraphs } = options;
  const locale = bible.locale;
  const groups: { verses: { number: number; text: string }[]; subscription?: string }[] = [];
  chapter.verses.forEach((verse, index) => {
    const { text, subscription } = cleanVerse(verse.text, index === 0);
    if (index === 0 || paragraphs.has(verseKey(verse))) groups.push({ verses: [] });
    const group = groups[groups.length - 1];
    group.verses.push({ number: verse.verse, text });
    if (subscription) group.subscription = subscription;
  });
  while (groups.length > MAX_SECTIONS) {
    // Merge the shortest neighbouring pair until the chapter fits.
    let best = 0;
    for (let i = 1; i < groups.length - 1; i++) {
      if (
        groups[i].verses.length + groups[i + 1].verses.length <
        groups[best].verses.length + groups[best + 1].verses.length
      )
        best = i;
    }
    groups.splice(best, 2, {
      verses: [...groups[best].verses, ...groups[best + 1].verses],
      subscription: groups[best + 1].subscription,
    });
  }
  const sections = groups.map((group) => {
    const body = group.verses
      .map((verse) => `<sup>${verse.number}</sup> ${bracketsToItalics(escapeHtml(verse.text))}`)
      .join(' ');
    const note = group.subscription ? `<p><em>${escapeHtml(group.subscription)}</em></p>` : '';
    const first = group.verses[0].number;
    const last = group.verses[group.verses.length - 1].number;
    return { title: VERSE_RANGE[locale](first, last), content: `<p>${body}</p>${note}`, image: null };
  });
  const bookName = book.names[locale];
  const titleName = book.id === 19 ? PSALM_SINGULAR[locale] : bookName;
  const firstVerse = stripBrackets(cleanVerse(chapter.verses[0].text, true).text);
  return {
    slug: `${bible.slugPrefix}-${slugify(bookName)}-${chapter.chapter}`,
    locale,
    translationOf: options.translationOf,
    title: `${titleName} ${chapter.chapter}`,
    excerpt: truncateWords(firstVerse, 280),
    author: bible.author,
    tags: [bookName, TESTAMENT_NAMES[locale][book.testament]],
    date: options.date.toISOString(),
    status: 'published',
    publishedAt: options.date.toISOString(),
    allowComments: true,
    cover: null,
    createdAt: options.date.toISOString(),
    updatedAt: options.date.toISOString(),
    sections,
    comments: [],
  };
}

/**
 * Turns the four Bibles into chapter posts: every chapter in each language, the French,
 * Spanish and Italian chapters linked as translations of the English one.
 * @returns the posts, chapter by chapter (English first), ready for a bundle.
 * @throws Error when the files do not share the same chapters (they share the KJV versification).
 */
export function biblePosts(books: Book[], versesByModule: Map<string, Verse[]>): BundlePost[] {
  const kjv = versesByModule.get('kjv');
  if (!kjv) throw new Error('The KJV is needed: the other Bibles are split into paragraphs where it is');
  const kjvParagraphs = paragraphStarts(kjv);
  const editions = BIBLE_MODULES.filter((bible) => versesByModule.has(bible.module)).map((bible) => {
    const verses = versesByModule.get(bible.module)!;
    return {
      bible,
      chapters: new Map(chaptersOf(verses).map((chapter) => [`${chapter.book}:${chapter.chapter}`, chapter])),
      paragraphs: bible.ownParagraphs ? paragraphStarts(verses) : kjvParagraphs,
    };
  });
  const kjvChapters = chaptersOf(kjv);
  const bookById = new Map(books.map((book) => [book.id, book]));
  const posts: BundlePost[] = [];
  kjvChapters.forEach((chapter, ordinal) => {
    const date = readingPlanDate(ordinal);
    const book = bookById.get(chapter.book)!;
    let root: string | null = null;
    for (const edition of editions) {
      const own = edition.chapters.get(`${chapter.book}:${chapter.chapter}`);
      if (!own) throw new Error(`${edition.bible.module} has no chapter ${book.names.en} ${chapter.chapter}`);
      const post = chapterPost({
        bible: edition.bible,
        book,
        chapter: own,
        paragraphs: edition.paragraphs,
        date,
        translationOf: root,
      });
      root ??= post.slug;
      posts.push(post);
    }
  });
  return posts;
}
