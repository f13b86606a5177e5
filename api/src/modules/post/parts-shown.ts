import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../graphql/context.js';
import { selectedFields } from '../../graphql/selected-fields.js';
import type { PostParts } from './post-with-parts.js';

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
