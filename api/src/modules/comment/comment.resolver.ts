import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { consumeOrThrow } from '../../rate-limit/limiters.js';
import { Comment } from './comment.entity.js';
import { CommentInput } from './comment.inputs.js';

@Resolver()
export class CommentResolver {
  @Mutation(() => Comment, {
    description:
      'Adds a comment to a readable post. FORBIDDEN when comments are closed, NOT_FOUND for no post, TOO_MANY_REQUESTS past one comment per interval per IP.',
  })
  async addComment(
    @Arg('postId', () => ID) postId: string,
    @Arg('input', () => CommentInput) input: CommentInput,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return ctx.services.comments.add(postId, input, () =>
      consumeOrThrow(ctx.rateLimits.comment, ctx.ip, 'You are commenting too fast. Please wait a moment.'),
    );
  }
}
