import type { AppLocale } from '../../i18n/locales';
import { DEFAULT_TRANSLATIONS } from '../bible';
import { FeaturedPostsDocument, PopularPostsDocument, PostListDocument, SKELETON_CARDS } from '../posts';
import { SearchPassageDocument } from './api/search-passage.generated';

/** Posts per page of the home grid: as many as its loading skeleton shows. */
const HOME_PAGE_SIZE = SKELETON_CARDS;

/** How many posts the Popular Posts panel lists. */
const POPULAR_LIMIT = 2;

/**
 * The home grid's query: page `page` of the posts in `listLocale` (null: every language), or of
 * the posts matching `search` in every language, the reader's `locale` first.
 */
export const homeListQuery = (options: {
  page: number;
  search: string;
  locale: AppLocale;
  listLocale: AppLocale | null;
}) => ({
  query: PostListDocument,
  variables: options.search
    ? {
        page: options.page,
        pageSize: HOME_PAGE_SIZE,
        search: options.search,
        locale: null,
        preferLocale: options.locale,
      }
    : { page: options.page, pageSize: HOME_PAGE_SIZE, locale: options.listLocale },
});

/**
 * The passage a search names when it is a Bible reference, read as the search reads it (`locale`
 * first), in the Bible of the reader's language (the API falls back to KJV).
 */
export const searchPassageQuery = (search: string, locale: AppLocale) => ({
  query: SearchPassageDocument,
  variables: { search, locale, translation: DEFAULT_TRANSLATIONS[locale] },
});

/** The featured block's query in `locale`. */
export const featuredPostsQuery = (locale: AppLocale) => ({ query: FeaturedPostsDocument, variables: { locale } });

/** The Popular Posts panel's query in `locale`. */
export const popularPostsQuery = (locale: AppLocale) => ({
  query: PopularPostsDocument,
  variables: { locale, limit: POPULAR_LIMIT },
});
