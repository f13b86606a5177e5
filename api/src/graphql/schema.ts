import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { BibleResolver, PassageChaptersResolver } from '../modules/bible/bible.resolver.js';
import { CommentResolver } from '../modules/comment/comment.resolver.js';
import { CommentModerationResolver } from '../modules/comment/moderation.resolver.js';
import { PostCommentsResolver } from '../modules/comment/post-comments.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { FeaturedResolver } from '../modules/featured/featured.resolver.js';
import { ApiTokenResolver } from '../modules/integration/api-token.resolver.js';
import { SyncResolver } from '../modules/sync/sync.resolver.js';
import { PostResolver, SectionResolver } from '../modules/post/post.resolver.js';
import { PassageResolver } from '../modules/passage/passage.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { SiteSettingsResolver } from '../modules/settings/settings.resolver.js';
import { TagResolver } from '../modules/tag/tag.resolver.js';
import { UploadResolver } from '../modules/upload/upload.resolver.js';
import { WebhookResolver } from '../modules/webhook/webhook.resolver.js';
import { authChecker } from './auth-checker.js';
import { inputBoundary } from './input-boundary.js';
import { validationErrors } from './validation-errors.js';
import { recordWideReads } from './wide-reads.js';

/** Every resolver of the API: a new domain concept adds one line here. */
const resolvers = [
  PostResolver,
  SectionResolver,
  TagResolver,
  FeaturedResolver,
  CommentResolver,
  CommentModerationResolver,
  PostCommentsResolver,
  ContactResolver,
  DashboardResolver,
  AuthResolver,
  UploadResolver,
  SiteSettingsResolver,
  ApiTokenResolver,
  SyncResolver,
  WebhookResolver,
  BibleResolver,
  PassageChaptersResolver,
  PassageResolver,
  SearchResolver,
] as const;

/** Builds the executable schema from the decorated resolvers and entities. */
export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
    // These run around every resolver method (queries, mutations, field resolvers). Property
    // fields take no arguments and need neither: every object type declares simpleResolvers, so
    // they are plain reads, where type-graphql's middleware chain made each of them a chain of
    // promises (random REST list pages 57 -> 65-77 req/s uncached without it; schema.test.ts
    // holds every object type to it).
    globalMiddlewares: [inputBoundary, validationErrors],
  });
  return recordWideReads(schema);
}

/** The SDL committed as /schema.graphql (sorted so diffs stay readable). */
export const printApiSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
