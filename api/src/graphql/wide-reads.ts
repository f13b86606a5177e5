import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from './context.js';

/**
 * Query fields whose resolvers record exactly what they read (context.scopes): a post by id or
 * slug with what hangs from it (sections, comments, translations, images, featured flag), the site
 * settings, the archive years, the Bible translations and passages (a search's passage too). Every other query field reads a list, a search, a count or admin
 * data, so its answer depends on the whole content.
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
 * Makes every Query field outside NARROW_QUERIES record that its answer depends on everything,
 * so that a new query field is safe for the response cache by default: a write of any kind drops
 * its cached answers.
 * @returns the same schema, changed in place.
 */
export function recordWideReads(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    if (NARROW_QUERIES.has(field.name)) continue;
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context: Partial<Context>, info) => {
      context.scopes?.addEverything();
      return resolve(source, args, context, info);
    };
  }
  return schema;
}
