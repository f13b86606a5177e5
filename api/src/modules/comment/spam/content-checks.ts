import { hold, pass, type SpamCheck } from './spam-check.js';

/** Web addresses (http, https, www.), HTML anchors and BBCode links: what link spam is made of. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+|<a\s[^>]*href|\[url[=\]]/gi;

/** @returns how many links `text` holds. */
export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** More links than the settings allow: held (`links`). */
export const linksCheck: SpamCheck = {
  name: 'links',
  check: async ({ content }, { settings }) => (countLinks(content) > settings.maxLinks ? hold('links') : pass()),
};

/** Above this share of letters outside the Latin script, a comment is held. */
export const NON_LATIN_THRESHOLD = 0.3;

/** @returns the share (0 to 1) of the letters of `text` that are not Latin; 0 without letters. */
export function nonLatinShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return (letters - latin) / letters;
}

/**
 * The site is written in English, French, Spanish and Italian, all in the Latin script: a
 * comment mostly in another script is likely spam, but may be a genuine reader, so it is held
 * (`script`), never refused.
 */
export const scriptCheck: SpamCheck = {
  name: 'script',
  check: async ({ content }) => (nonLatinShare(content) > NON_LATIN_THRESHOLD ? hold('script') : pass()),
};
