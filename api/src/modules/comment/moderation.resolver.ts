import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ApiScope } from '../integration/api-scope.js';
import { Post } from '../post/post.entity.js';
import { Comment } from './comment.entity.js';
import { CommentListArgs, ModerateCommentsArgs } from './comment.inputs.js';
import { CommentSettings, CommentSettingsInput } from './comment-settings.types.js';
import { CommentSettingsService } from './comment-settings.service.js';
import { CommentModerationPage, CommentModerationResult, ModeratedComment } from './comment.types.js';

const MODERATOR = 'Admin or an API token with `comments:moderate`: ';

@Resolver(() => ModeratedComment)
export class CommentModerationResolver {
  @Authorized(ApiScope.COMMENTS_MODERATE)
  @Query(() => CommentModerationPage, {
    description: `${MODERATOR}comments of every status, newest first, with text or e-mail search and the count of each status. BAD_USER_INPUT for a postId that is not an id.`,
  })
  comments(@Args() args: CommentListArgs, @Ctx() ctx: Context) {
    return ctx.services.commentModeration.list(args);
  }

  @Authorized(ApiScope.COMMENTS_MODERATE)
  @Query(() => Int, { description: `${MODERATOR}how many comments wait for moderation (the navigation badge).` })
  pendingCommentCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.commentModeration.pendingCount();
  }

  @Authorized(ApiScope.COMMENTS_MODERATE)
  @Mutation(() => CommentModerationResult, {
    description: `${MODERATOR}applies one action to 1 to 200 comments at once (unknown ids are skipped); readers see the result at once.`,
  })
  async moderateComments(@Args() { ids, action }: ModerateCommentsArgs, @Ctx() ctx: Context) {
    const { comments, deletedIds } = await ctx.services.commentModeration.moderate(ids, action);
    return { comments, deletedIds: deletedIds.map(String) };
  }

  @Authorized(ApiScope.COMMENTS_MODERATE)
  @Mutation(() => ModeratedComment, {
    description: `${MODERATOR}changes a comment's text (1 to 5,000 characters). NOT_FOUND for an unknown id.`,
  })
  updateComment(
    @Arg('id', () => ID, { description: 'The comment.' }) id: string,
    @Arg('content', () => String, { description: 'The new text, plain.' }) content: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.commentModeration.updateContent(id, content);
  }

  @Authorized(ApiScope.COMMENTS_MODERATE)
  @Mutation(() => ModeratedComment, {
    description: `${MODERATOR}replies as the site author: the reply is public at once and joins the thread of the top-level comment (a pending one is approved with it). NOT_FOUND for an unknown id; BAD_USER_INPUT for a comment in spam or trash.`,
  })
  replyToComment(
    @Arg('id', () => ID, { description: 'The comment answered (a reply answers its thread).' }) id: string,
    @Arg('content', () => String, { description: 'The reply, plain text, 1 to 5,000 characters.' }) content: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.commentModeration.reply(id, content);
  }

  @Authorized()
  @Query(() => CommentSettings, {
    description: 'Admin: the comment rules (moderation, closing, links, blocklist).',
  })
  commentSettings(@Ctx() ctx: Context) {
    return new CommentSettingsService(ctx.em).get();
  }

  @Authorized()
  @Mutation(() => CommentSettings, {
    description:
      'Admin: changes the comment rules; fields left out keep their value. BAD_USER_INPUT past the bounds or for a domain or address that is not one.',
  })
  updateCommentSettings(@Arg('input', () => CommentSettingsInput) input: CommentSettingsInput, @Ctx() ctx: Context) {
    return new CommentSettingsService(ctx.em).update(input);
  }

  @FieldResolver(() => Post, { description: 'The post it was written on (whatever its status).' })
  post(@Root() comment: Comment): Post {
    return comment.post;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The top-level comment it replies to, or null.' })
  parentId(@Root() comment: Comment): string | null {
    return comment.parent ? String(comment.parent.id) : null;
  }
}
