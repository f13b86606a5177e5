import type { AppLocale } from '../../i18n/locales';
import { BiblePassageDocument, BibleTranslationsDocument, PostsByPassageDocument } from './api/bible.generated';
import { ScriptureIndexDocument } from './api/scripture-index.generated';

import { DEFAULT_TRANSLATIONS } from './translations';

export { DEFAULT_TRANSLATIONS, FALLBACK_TRANSLATION } from './translations';

/** The search parameter choosing a passage page's translation (`/bible/John.3?translation=kjv`). */
export const TRANSLATION_PARAM = 'translation';

/** The search parameter of the passage lookup (`/bible?ref=Jean 3.16`). */
export const REF_PARAM = 'ref';

/** Posts per page of "Posts on this passage". */
export const PASSAGE_POSTS_PAGE_SIZE = 6;

/**
 * A passage page's address part as the API writes OSIS: one verse, chapter or book, or a range of
 * them (`John.3.16`, `John.3.16-John.3.18`, `Ps.23`, `Jude`). Anything else is no passage page.
 */
const OSIS = /^[1-3]?[A-Z][A-Za-z]+(?:\.\d{1,3}){0,2}(?:-[1-3]?[A-Z][A-Za-z]+(?:\.\d{1,3}){0,2})?$/;

/** @returns whether `osis` can name a passage page. */
export const isOsis = (osis: string): boolean => OSIS.test(osis);

/** The translation a passage page shows: the one its URL names, else the reader's language's. */
export function pageTranslation(param: string | null, locale: AppLocale): string {
  return param?.trim().toLowerCase() || DEFAULT_TRANSLATIONS[locale];
}

/** The passage page's text (errors kept: the page says not found). */
export const biblePassageQuery = (osis: string, translation: string) => ({
  query: BiblePassageDocument,
  variables: { reference: osis, translation },
  errorPolicy: 'all' as const,
});

/** The translation switcher's list. */
export const bibleTranslationsQuery = () => ({ query: BibleTranslationsDocument, variables: {} });

/** A page of the posts citing a passage, the reader's language first. */
export const postsByPassageQuery = (osis: string, page: number, locale: AppLocale) => ({
  query: PostsByPassageDocument,
  variables: { reference: osis, page, pageSize: PASSAGE_POSTS_PAGE_SIZE, locale },
});

/** The Scripture index: every book and chapter with its posts, named in the reader's language. */
export const scriptureIndexQuery = (locale: AppLocale) => ({
  query: ScriptureIndexDocument,
  variables: { locale },
});
