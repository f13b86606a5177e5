import 'reflect-metadata';
import { getNamedType, type GraphQLSchema, isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildApiSchema } from './schema.js';

/** The query fields that list posts: they record what decides their members and the posts they show. */
const LIST_FIELDS = ['featuredPosts', 'popularPosts', 'popularTags', 'posts', 'postsByTag', 'tags'];

/**
 * The field resolvers an answer to post, siteSettings, archiveYears or a list can reach, each of which
 * records what it reads in context.scopes (through the loaders) or reads only the row it hangs
 * from. A new one must do the same before it is added here, or the response cache would keep
 * answers that a write to what it reads has changed.
 */
const RECORDING_FIELD_RESOLVERS = [
  'Post.status',
  'Post.sections',
  'Post.content',
  'Post.cover',
  'Post.coverId',
  'Post.coverImage',
  'Post.comments',
  'Post.commentCount',
  'Post.commentsOpen',
  'Comment.status',
  'Comment.replies',
  'Post.featured',
  'Post.translations',
  'Post.passages',
  // Reads other posts: records that its answer depends on everything (loaders.relatedByPassage).
  'Post.relatedByPassage',
  'Post.searchSnippet',
  'Section.image',
  'Section.imageId',
  'Section.imageDetails',
  // The section's own content, read in its post's language (both under the post's scope).
  'Section.linkedContent',
];

/** Object types reachable from the given query fields. */
function reachable(schema: GraphQLSchema, fields: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = fields.map((name) => getNamedType(schema.getQueryType()!.getFields()[name].type));
  while (queue.length) {
    const type = queue.pop()!;
    if (!isObjectType(type) || seen.has(type.name)) continue;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
  }
  return seen;
}

it('every field resolver under the narrow query fields is known to record what it reads', async () => {
  const schema = await buildApiSchema();
  const types = reachable(schema, ['post', 'siteSettings', 'archiveYears', ...LIST_FIELDS]);
  const resolvers = getMetadataStorage()
    .fieldResolvers.map((resolver) => `${resolver.getObjectType?.()?.name}.${resolver.schemaName}`)
    .filter((name) => types.has(name.split('.')[0]));
  expect([...new Set(resolvers)].sort()).toEqual([...RECORDING_FIELD_RESOLVERS].sort());
});

it('every other query field makes its answer depend on the whole content; a list on what decides its members', async () => {
  const schema = await buildApiSchema();
  const narrow: string[] = [];
  const listing: string[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    let everything = false;
    const scopes = new Set<string>();
    const context = { scopes: { addEverything: () => (everything = true), add: (scope: string) => scopes.add(scope) } };
    try {
      await field.resolve?.({}, {}, context, {} as never);
    } catch {
      // The resolver itself may fail on this empty call; what matters is what it recorded first.
    }
    if (!everything) narrow.push(field.name);
    if (scopes.has('listing')) listing.push(field.name);
  }
  expect(narrow.sort()).toEqual([
    'archiveYears',
    'bibleTranslations',
    'passage',
    'post',
    'searchPassage',
    'siteSettings',
  ]);
  // An empty call fails, so the lists recorded everything there; what decides their members they
  // record before they run.
  expect(listing.sort()).toEqual(LIST_FIELDS);
});
