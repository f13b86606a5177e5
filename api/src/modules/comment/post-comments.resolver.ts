import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Scope } from '../cache/read-scopes.js';
import { Post } from '../post/post.entity.js';

@Resolver(() => Post)
export class PostCommentsResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether the post takes new comments now: it allows them, and it is not older than the site closes comments after.',
  })
  commentsOpen(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    ctx.scopes.add(Scope.settings);
    return ctx.loaders.commentsOpen(post);
  }
}
