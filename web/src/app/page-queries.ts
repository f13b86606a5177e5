import type { ErrorPolicy, OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { matchPath } from 'react-router-dom';
import { archiveYearsQuery } from '../components/layout/archive-years-query';
import { paths } from '../config/routes';
import {
  bibleTranslationsQuery,
  biblePassageQuery,
  DEFAULT_TRANSLATIONS,
  isOsis,
  pageTranslation,
  postsByPassageQuery,
  REF_PARAM,
  scriptureIndexQuery,
  TRANSLATION_PARAM,
} from '../features/bible/bible-queries';
import {
  featuredPostsQuery,
  homeListQuery,
  popularPostsQuery,
  searchPassageQuery,
} from '../features/home/home-queries';
import { PREVIEW_PARAM, postPageQuery } from '../features/post-page/post-lookup';
import { popularTagsQuery, tagPageQuery } from '../features/tags/tag-queries';
import type { AppLocale } from '../i18n/locales';
import { parsePage } from '../lib/pagination';
import { siteSettingsQuery } from '../lib/site/site-settings-query';

/** A query a page's components run, with the variables they give it. */
export interface PageQuery {
  query: DocumentNode;
  variables: OperationVariables;
  /** How the page's component takes a GraphQL error, when not as a failure (`none`). */
  errorPolicy?: ErrorPolicy;
}

/** A URL path segment as the router gives it to a page (decoded; as it is when malformed). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The post page's query when `url` is a post page (`/blogs/{id or slug}`, with a preview link's
 * token when it has one), else undefined.
 */
export function postQueryOf(url: URL): PageQuery | undefined {
  const post = matchPath(paths.post, url.pathname);
  return post?.params.id ? postPageQuery(decoded(post.params.id), url.searchParams.get(PREVIEW_PARAM)) : undefined;
}

/**
 * The queries the page at `url` runs when rendered in `locale`, known from its URL alone: the
 * layout's (site settings, the footer's archive years), and those of the home page (its grid or
 * search results with the passage a search names, and outside a search the featured block), of a post page, of a tag page's
 * first batch, of a passage page (its text, the translations, its first page of posts) and of the
 * Scripture index. The server runs them together before rendering, so the page renders once with all
 * its data; a query a page runs that is not listed here is found while rendering, at the cost of
 * more passes.
 */
export function pageQueries(url: URL, locale: AppLocale): PageQuery[] {
  const queries: PageQuery[] = [siteSettingsQuery(locale), archiveYearsQuery(locale)];
  if (matchPath(paths.home, url.pathname)) {
    const search = url.searchParams.get('search')?.trim() ?? '';
    const page = parsePage(url.searchParams.get('page'));
    // A server-rendered page lists the page's language (the choice of every language is the browser's).
    queries.push(homeListQuery({ page, search, locale, listLocale: locale }));
    queries.push(search ? searchPassageQuery(search, locale) : featuredPostsQuery(locale));
    queries.push(popularPostsQuery(locale), popularTagsQuery(locale));
  }
  const post = postQueryOf(url);
  if (post) queries.push(post);
  const tag = matchPath(paths.tag, url.pathname);
  if (tag?.params.tag) queries.push(tagPageQuery(decoded(tag.params.tag), locale));
  if (matchPath(paths.bible, url.pathname)) {
    // The Scripture index, and a lookup the server did not redirect (a `ref` that is no passage).
    queries.push(scriptureIndexQuery(locale));
    const ref = url.searchParams.get(REF_PARAM)?.trim();
    if (ref) queries.push(biblePassageQuery(ref, DEFAULT_TRANSLATIONS[locale]));
  }
  const passage = matchPath(paths.passage, url.pathname);
  const osis = passage?.params.osis ? decoded(passage.params.osis) : '';
  if (isOsis(osis)) {
    const translation = pageTranslation(url.searchParams.get(TRANSLATION_PARAM), locale);
    queries.push(
      biblePassageQuery(osis, translation),
      bibleTranslationsQuery(),
      postsByPassageQuery(osis, parsePage(url.searchParams.get('page')), locale),
    );
  }
  return queries;
}
