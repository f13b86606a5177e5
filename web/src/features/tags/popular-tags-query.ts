import type { AppLocale } from '../../i18n/locales';
import { PopularTagsDocument } from './api/tags.generated';

/** How many topics the Popular Topics cloud shows. */
const POPULAR_TOPICS = 20;

/** The Popular Topics cloud's query in `locale`, with its variables. */
export const popularTagsQuery = (locale: AppLocale) => ({
  query: PopularTagsDocument,
  variables: { locale, limit: POPULAR_TOPICS },
});
