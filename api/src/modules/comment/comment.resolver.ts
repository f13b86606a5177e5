import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type Context, holds } from '../../graphql/context.js';
import { consumeOrThrow } from '../../rate-limit/limiters.js';
import { ApiScope } from '../integration/api-scope.js';
import { Comment } from './comment.entity.js';
import { CommentInput } from './comment.inputs.js';
import { CommentStatus } from './comment-status.js';

@Resolver(() => Comment)
export class CommentResolver {
  @Mutation(() => Comment, {
    description:
      'Adds a comment to a readable post; its `status` says whether it is public at once (APPROVED) or held for moderation (PENDING). FORBIDDEN when comments are closed, NOT_FOUND for no post, CONFLICT for the same text on the post within 24 hours, TOO_MANY_REQUESTS past one comment per interval per IP.',
  })
  async addComment(
    @Arg('postId', () => ID) postId: string,
    @Arg('input', () => CommentInput) input: CommentInput,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return ctx.services.comments.add(postId, input, {
      ip: ctx.ip,
      // Whoever moderates comments needs no moderation.
      trusted: holds(ctx, ApiScope.COMMENTS_MODERATE),
      throttle: () =>
        consumeOrThrow(ctx.rateLimits.comment, ctx.ip, 'You are commenting too fast. Please wait a moment.'),
    });
  }

  @Query(() => String, {
    description:
      'A signed token for the comment form of a readable post: fetch it when the form is shown and send it back as `CommentInput.formToken`. Never cached (the answer is private). NOT_FOUND for no post.',
  })
  commentFormToken(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<string> {
    // Each reader needs a token of the moment: no cache may keep one.
    ctx.scopes.markPrivate();
    return ctx.services.comments.formToken(postId);
  }

  @FieldResolver(() => CommentStatus, {
    description:
      'APPROVED for every comment readers see. A new comment answers PENDING while it waits for moderation, also when a rule filed it as spam (its poster is not told).',
  })
  status(@Root() comment: Comment): CommentStatus {
    return comment.status === CommentStatus.APPROVED ? CommentStatus.APPROVED : CommentStatus.PENDING;
  }

  @FieldResolver(() => [Comment], {
    description: "Approved replies to this top-level comment (the site author's among them), oldest first.",
  })
  replies(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Comment[]> {
    return comment.parent ? Promise.resolve([]) : ctx.loaders.replies.load(comment);
  }
}
