import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { LOCALES } from '../common/locale.js';
import { type ReadScopes, Scope } from '../modules/cache/read-scopes.js';
import { Post } from '../modules/post/post.entity.js';
import type { Context } from './context.js';

/**
 * Query fields whose resolvers record exactly what they read (context.scopes): a post by id or
 * slug with what hangs from it (sections, comments, translations, images, featured flag), the site
 * settings, the archive years, the Bible translations and passages (a search's passage too).
 * The lists of LIST_QUERIES record what decides their members and the posts they show. Every
 * other query field reads a wider list, a count or admin data, so its answer depends on the whole
 * content.
 */
const NARROW_QUERIES = new Set([
  'post',
  'siteSettings',
  'archiveYears',
  'bibleTranslations',
  'passage',
  'searchPassage',
]);

/**
 * Query fields that list readable posts, with the scopes that decide which posts they list (by
 * their arguments); each also records every post it returns (`post:<id>`), and its fields record
 * the rest (comment counts, featured flags, images) through the loaders.
 */
const LIST_QUERIES: Record<string, (args: Record<string, unknown>) => string[]> = {
  // A search reads the text of its locale's posts (of all without one), and the Bible book names
  // (a search that is a reference lists the posts citing it).
  posts: (args) =>
    args.search
      ? [Scope.listing, Scope.bible, ...(args.locale ? [args.locale as string] : LOCALES).map(Scope.text)]
      : [Scope.listing],
  postsByTag: () => [Scope.listing],
  featuredPosts: () => [Scope.listing, Scope.featured],
  popularPosts: () => [Scope.listing, Scope.allComments],
  popularTags: () => [Scope.listing],
  tags: () => [Scope.listing],
};

/**
 * Records `post:<id>` for every post in a list answer: an array, a page (`items`) or a connection
 * (`edges[].node`). @returns false when the answer holds something else, so that it cannot be
 * narrowed to the posts it shows.
 */
function recordPosts(value: unknown, scopes: ReadScopes): boolean {
  if (value instanceof Post) {
    scopes.add(Scope.post(value.id));
    return true;
  }
  if (Array.isArray(value)) return value.every((item) => recordPosts(item, scopes));
  if (typeof value !== 'object' || value === null) return false;
  const { items, edges } = value as { items?: unknown; edges?: { node?: unknown }[] };
  if (items !== undefined) return recordPosts(items, scopes);
  if (Array.isArray(edges)) return edges.every((edge) => recordPosts(edge?.node, scopes));
  // Counts (popular tags): no post in them, only the listing they were read from.
  return !('id' in value);
}

/**
 * Makes every Query field outside NARROW_QUERIES record that its answer depends on everything,
 * so that a new query field is safe for the response cache by default: a write of any kind drops
 * its cached answers. The lists of LIST_QUERIES record their scopes and the posts they return
 * instead (everything when the answer holds something else, or the resolver fails).
 * @returns the same schema, changed in place.
 */
export function recordWideReads(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    if (NARROW_QUERIES.has(field.name)) continue;
    const resolve = field.resolve ?? defaultFieldResolver;
    const listScopes = LIST_QUERIES[field.name];
    field.resolve = listScopes
      ? async (source, args, context: Partial<Context>, info) => {
          const scopes = context.scopes;
          for (const scope of listScopes(args)) scopes?.add(scope);
          let answer: unknown;
          try {
            answer = await resolve(source, args, context, info);
          } catch (error) {
            scopes?.addEverything();
            throw error;
          }
          if (scopes && !recordPosts(answer, scopes)) scopes.addEverything();
          return answer;
        }
      : (source, args, context: Partial<Context>, info) => {
          context.scopes?.addEverything();
          return resolve(source, args, context, info);
        };
  }
  return schema;
}
