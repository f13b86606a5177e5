import type { AppLocale } from '../../i18n/locales';
import { DEFAULT_TRANSLATIONS } from '../bible';
import type { BlockQuoteElement, FormattedText } from './rich-text-types';

/** What a quoted passage needs: its label, translation and verses (the `passage` query's answer). */
export interface QuotedPassage {
  label: string;
  translation: { shortName: string };
  verses: readonly { chapter: number; verse: number; text: string }[];
}

/** @returns the citation of a passage, e.g. `Jean 3:16 (Segond 1910)`. */
const passageCitation = (passage: QuotedPassage): string => `${passage.label} (${passage.translation.shortName})`;

/**
 * The quote "Insert passage" adds, as the editor's own blockquote: the verses (numbered in
 * superscript when there are several, `4:1` where a new chapter starts), then, on a line of its
 * own, the citation. It is written `<blockquote>…<br />— Jean 3:16 (Segond 1910)</blockquote>`,
 * which the server's sanitizer keeps as it is, and which links the citation on the post page
 * when it is written in the post's language.
 */
export function passageQuote(
  passage: QuotedPassage,
): Omit<BlockQuoteElement, 'children'> & { children: FormattedText[] } {
  const children: FormattedText[] = [];
  const add = (text: string, superscript = false) => {
    const last = children[children.length - 1];
    if (last && Boolean(last.superscript) === superscript) last.text += text;
    else children.push(superscript ? { text, superscript: true } : { text });
  };
  const numbered = passage.verses.length > 1;
  passage.verses.forEach((verse, index) => {
    const previous = passage.verses[index - 1];
    if (previous) add(' ');
    if (numbered)
      add(previous && previous.chapter !== verse.chapter ? `${verse.chapter}:${verse.verse}` : `${verse.verse}`, true);
    add(numbered ? ` ${verse.text}` : verse.text);
  });
  add(`\n— ${passageCitation(passage)}`);
  return { type: 'block-quote', children };
}

/**
 * @returns the translation "Insert passage" starts with: the Bible readers of the post's language
 *   read by default when it is loaded, else another in that language, else the first loaded
 *   (null when none is).
 */
export function defaultTranslation(
  loaded: readonly { code: string; language: string }[],
  locale: AppLocale,
): string | null {
  const preferred = DEFAULT_TRANSLATIONS[locale];
  return (
    loaded.find((translation) => translation.code === preferred)?.code ??
    loaded.find((translation) => translation.language === locale)?.code ??
    loaded[0]?.code ??
    null
  );
}
