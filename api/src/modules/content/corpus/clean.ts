/**
 * Text clean-ups for the public-domain corpus, as listed in shared/corpus/SOURCES.md
 * ("Text conventions and quirks to handle in an importer").
 */

/** Windows-1252 punctuation that was decoded as C1 control characters (Spurgeon). */
const C1_TO_PUNCTUATION: Record<string, string> = {
  '\u0092': '\u2019', // ’
  '\u0093': '\u201c', // “
  '\u0094': '\u201d', // ”
  '\u0096': '\u2013', // –
  '\u0097': '\u2014', // —
};

/** @returns `text` with the stray C1 characters mapped to the punctuation they stand for (other C1 characters dropped). */
export const fixC1 = (text: string) => text.replace(/[\u0080-\u009f]/g, (c) => C1_TO_PUNCTUATION[c] ?? '');

/** @returns `text` with each soft hyphen turned into the '¡' it stands for (Reina-Valera 1909). */
export const softHyphenToInvertedExclamation = (text: string) => text.replace(/\u00ad/g, '¡');

/** @returns `text` without ¶ paragraph marks (the marks themselves are read by the chapter splitter). */
export const removePilcrows = (text: string) => text.replace(/¶\s*/g, '');

/** @returns `text` with the known `+e` typo (Diodati, Mark 1:24) written as 'è'. */
export const fixPlusE = (text: string) => text.replace(/\+e\b/g, 'è');

/** @returns `text` without the stray `(G13-13)` style markers (Reina-Valera 1909, 2 Corinthians 13). */
export const removeStrayMarkers = (text: string) => text.replace(/\(G\d+-\d+\)\s*/g, '');

/** @returns `text` without the ‹ › marks around the words of Christ (the text stays). */
export const removeRedLetterMarks = (text: string) => text.replace(/[‹›]/g, '');

const UPPER_WORD = /^[\p{Lu}’']+$/u;

/**
 * Normalises a chapter's first words written in capitals ('EN el principio' -> 'En el
 * principio', 'ALEPH. BIENAVENTURADOS los' -> 'Aleph. Bienaventurados los'), as Reina-Valera
 * 1909 and Diodati print them. Single capital letters ('I', 'A') are left alone.
 * @returns the text with the leading run of all-capital words in sentence case.
 */
export function normalizeInitialCapitals(text: string): string {
  const tokens = text.split(/(\s+)/);
  for (let i = 0; i < tokens.length; i += 2) {
    const token = tokens[i];
    const letters = token.replace(/[^\p{L}’']/gu, '');
    if (letters.length < 2 || !UPPER_WORD.test(letters)) break;
    tokens[i] = token.replace(/\p{L}[\p{L}’']*/gu, (word) => word[0] + word.slice(1).toLocaleLowerCase());
  }
  return tokens.join('');
}

/** @returns `text` with &, < and > escaped for HTML. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders translator additions in [square brackets] (the KJV's italics; two glosses in Segond)
 * as <em>. Expects text that is already HTML-escaped.
 * @returns HTML.
 */
export const bracketsToItalics = (html: string) =>
  html.replace(/\[([^\][]*)\]/g, '<em>$1</em>').replace(/<\/em>\s+([,;:.])/g, '</em>$1');

/** @returns `text` without the brackets of translator additions (for plain-text excerpts). */
export const stripBrackets = (text: string) => text.replace(/[[\]]/g, '').replace(/\s+([,;:.])/g, '$1');

/**
 * @returns `text` cut at a word boundary so it has at most `max` characters, with an ellipsis
 * when it was cut.
 */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.—–-]+$/, '')}…`;
}
