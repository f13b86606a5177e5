import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../graphql/context.js';
import { selectedFields } from '../../graphql/selected-fields.js';
import type { PostParts, PostWithParts } from './post-with-parts.js';

/**
 * The related reads a query shows on the posts at `path` below the resolved field: read with the
 * posts, in their statement, instead of one statement each through the loaders.
 */
export function partsShown(info: GraphQLResolveInfo, path: readonly string[], ctx: Context): PostParts {
  const shown = selectedFields(info, path);
  return {
    sections: shown.has('sections') || shown.has('content'),
    commentCount: shown.has('commentCount'),
    featured: shown.has('featured'),
    comments: shown.has('comments'),
    translations: shown.has('translations') ? { readerAt: ctx.loaders.readerAt } : undefined,
    passages: shown.has('passages'),
  };
}

/**
 * Runs `read` with the parts the query shows on the posts at `path` (partsShown), then gives the
 * parts it read to the request's loaders, which then answer those fields without SQL.
 * @returns what `read` returned.
 */
export async function readWithPartsShown<T extends { withParts: PostWithParts[] }>(
  info: GraphQLResolveInfo,
  path: readonly string[],
  ctx: Context,
  read: (parts: PostParts) => Promise<T>,
): Promise<T> {
  const answer = await read(partsShown(info, path, ctx));
  answer.withParts.forEach((one) => ctx.loaders.primePost(one));
  return answer;
}
