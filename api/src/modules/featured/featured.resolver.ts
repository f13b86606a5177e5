import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Locale } from '../../common/locale.js';
import { Post } from '../post/post.entity.js';
import { FeaturedEntry } from './featured-entry.entity.js';
import { ApiScope } from '../integration/api-scope.js';

@Resolver()
export class FeaturedResolver {
  @Query(() => [Post], {
    description:
      'Featured readable posts in order. With `locale`, each article in that language when a translation exists.',
  })
  featuredPosts(
    @Arg('locale', () => Locale, { nullable: true }) locale: Locale | null,
    @Ctx() ctx: Context,
  ): Promise<Post[]> {
    return ctx.services.featured.posts(true, locale ?? undefined);
  }

  @Authorized(ApiScope.DRAFTS_READ)
  @Query(() => [FeaturedEntry], {
    description: 'Admin or an API token with `drafts:read`: the featured list in order, drafts included.',
  })
  featuredEntries(@Ctx() ctx: Context): Promise<FeaturedEntry[]> {
    return ctx.services.featured.entries();
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => FeaturedEntry, {
    description:
      'Admin or an API token with `content:write`: features a post at the end, or at `orderIndex` (0 to the number of featured posts; that number is the end). ' +
      'Idempotent: for a post already featured it returns the existing entry, unchanged without `orderIndex`, moved there with it. ' +
      'Concurrent changes to the list apply one at a time, so it stays numbered 0..n-1. ' +
      'BAD_USER_INPUT (field orderIndex) for a position outside that range; NOT_FOUND for an unknown post.',
  })
  addFeatured(
    @Arg('postId', () => ID) postId: string,
    @Arg('orderIndex', () => Int, { nullable: true }) orderIndex: number | null,
    @Ctx() ctx: Context,
  ): Promise<FeaturedEntry> {
    return ctx.services.featured.add(postId, orderIndex);
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => Boolean, {
    description:
      'Admin or an API token with `content:write`: unfeatures a post (the ones after it move up); false when it was not featured. NOT_FOUND for an unknown post.',
  })
  removeFeatured(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.featured.remove(postId);
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => [FeaturedEntry], {
    description:
      'Admin or an API token with `content:write`: sets the featured order; `postIds` must list every featured post once, else BAD_USER_INPUT (field postIds).',
  })
  reorderFeatured(@Arg('postIds', () => [ID]) postIds: string[], @Ctx() ctx: Context): Promise<FeaturedEntry[]> {
    return ctx.services.featured.reorder(postIds);
  }
}
