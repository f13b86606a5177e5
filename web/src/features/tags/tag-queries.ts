import type { AppLocale } from '../../i18n/locales';
import { PopularTagsDocument, PostsByTagDocument } from './api/tags.generated';

/** How many topics the Popular Topics cloud shows. */
const POPULAR_TOPICS = 20;

/** The Popular Topics cloud's query in `locale`, with its variables. */
export const popularTagsQuery = (locale: AppLocale) => ({
  query: PopularTagsDocument,
  variables: { locale, limit: POPULAR_TOPICS },
});

/** Posts per batch of a tag page (the first server-rendered, the next loaded on scroll). */
export const TAG_PAGE_SIZE = 6;

/** The first batch of a tag page's posts in `listLocale` (null: every language). */
export const tagPageQuery = (tag: string, listLocale: AppLocale | null) => ({
  query: PostsByTagDocument,
  variables: { tag, first: TAG_PAGE_SIZE, locale: listLocale, after: null },
});
