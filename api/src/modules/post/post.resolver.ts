import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Max, Min } from 'class-validator';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../graphql/context.js';
import { forbidden, notFound } from '../../common/errors.js';
import { Comment } from '../comment/comment.entity.js';
import { Section } from '../section/section.entity.js';
import { toImage, uploadUrl } from '../upload/upload.service.js';
import { Locale } from '../../common/locale.js';
import { Post } from './post.entity.js';
import { partsShown, readWithPartsShown } from './parts-shown.js';
import { AdminPostPageArgs, PostInput, PostPageArgs, TagConnectionArgs } from './post.inputs.js';
import { Image } from '../upload/image.types.js';
import { ArchiveYear, PostConnection, PostPage, PreviewLink } from './post.types.js';
import { PostStatus } from './post-status.js';
import { visibleStatus } from './publishing.js';
import { parseId } from '../../common/ids.js';
import { Scope } from '../cache/read-scopes.js';
import { ApiScope } from '../integration/api-scope.js';
import { linkScriptureReferences } from '../../rich-text/scripture-links.js';

@ArgsType()
class PopularArgs {
  @Field(() => Int, { defaultValue: 2, description: '1 to 20.' })
  @Min(1)
  @Max(20)
  limit!: number;

  @Field(() => Locale, { nullable: true })
  locale?: Locale;
}

@Resolver(() => Post)
export class PostResolver {
  @Query(() => PostPage, {
    description:
      'Readable posts, newest first (or best match first with `search`). Drafts and scheduled posts never appear.',
  })
  async posts(@Args() args: PostPageArgs, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<PostPage> {
    const page = await readWithPartsShown(info, ['items'], ctx, (parts) => ctx.services.posts.page(args, true, parts));
    page.snippets.forEach((snippet, id) => ctx.snippets.set(id, snippet));
    return page;
  }

  @Query(() => Post, {
    nullable: true,
    description:
      'A readable post by id or slug; null when there is none. With `preview`, the post that preview link opens, published or not (the answer is then `Cache-Control: private, no-store`); FORBIDDEN for a link that is not valid (expired, altered, or for another post).',
  })
  async post(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('preview', () => String, {
      nullable: true,
      description: 'The token of a preview link (`createPreviewLink`): shows that one post before it is published.',
    })
    preview?: string | null,
  ): Promise<Post | null> {
    if (preview) return this.previewed(preview, id, slug, ctx);
    // Recorded before the read: a post that is not there yet appears by a write to this scope.
    ctx.scopes.add(id != null ? Scope.post(parseId(id) ?? id) : Scope.slug(slug ?? ''));
    // What the query shows beside the post is read with it, in one statement.
    const read = await ctx.services.posts.findWithParts({ id, slug }, true, partsShown(info, [], ctx));
    if (!read) return null;
    ctx.scopes.add(Scope.post(read.post.id));
    ctx.loaders.primePost(read);
    return read.post;
  }

  /** The post a preview link opens, when it is the one asked for. @throws FORBIDDEN otherwise. */
  private async previewed(token: string, id: string | null, slug: string | null, ctx: Context): Promise<Post> {
    const previewedId = ctx.services.previews.postIdOf(token);
    // Neither this answer nor the page around it may be kept by any cache: it shows a draft.
    ctx.scopes.markPrivate();
    const post = previewedId === null ? null : await ctx.services.posts.findOne({ id: String(previewedId) }, false);
    if (!post || (id != null && parseId(id) !== post.id) || (slug != null && slug !== post.slug)) {
      throw forbidden('This preview link has expired or is not for this post: open Preview again from the editor');
    }
    return post;
  }

  @Query(() => PostConnection, {
    description: 'Readable posts with a tag (case-insensitive), newest first, as a cursor connection.',
  })
  postsByTag(@Args() args: TagConnectionArgs, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    return readWithPartsShown(info, ['edges', 'node'], ctx, (parts) => ctx.services.posts.byTag(args, true, parts));
  }

  @Query(() => [Post], { description: 'The most commented readable posts.' })
  popularPosts(@Args() { limit, locale }: PopularArgs, @Ctx() ctx: Context): Promise<Post[]> {
    return ctx.services.posts.popular(limit, locale);
  }

  @Query(() => [ArchiveYear], { description: 'Years with readable posts, newest first.' })
  archiveYears(@Arg('locale', () => Locale, { nullable: true }) locale: Locale | null, @Ctx() ctx: Context) {
    ctx.scopes.add(Scope.archive);
    return ctx.services.posts.archiveYears(locale ?? undefined);
  }

  @Authorized(ApiScope.DRAFTS_READ)
  @Query(() => PostPage, {
    description:
      'Admin or an API token with `drafts:read`: every post, drafts and scheduled ones included, with title search.',
  })
  adminPosts(
    @Args() args: AdminPostPageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostPage> {
    return readWithPartsShown(info, ['items'], ctx, (parts) => ctx.services.posts.adminPage(args, parts));
  }

  @Authorized(ApiScope.DRAFTS_READ)
  @Query(() => Post, {
    description:
      'Admin or an API token with `drafts:read`: any post by id, for the editor. NOT_FOUND when there is none.',
  })
  async adminPost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Post> {
    const post = await ctx.services.posts.findOne({ id }, false);
    if (!post) throw notFound('Post not found');
    return post;
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => Post, {
    description:
      'Admin or an API token with `content:write`: creates a post with its sections (one transaction); a field not sent takes its default. BAD_USER_INPUT without a title.',
  })
  createPost(@Arg('input', () => PostInput) input: PostInput, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.posts.create(input);
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => Post, {
    description:
      'Admin or an API token with `content:write`: saves the fields sent; a field not sent (or null) keeps its stored value, except coverId (null removes the cover). ' +
      'CONFLICT when input.version is stale; NOT_FOUND for an unknown id.',
  })
  updatePost(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PostInput) input: PostInput,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return ctx.services.posts.update(id, input);
  }

  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => Boolean, {
    description:
      'Admin or an API token with `content:write`: deletes a post with its sections and comments. NOT_FOUND for an unknown id.',
  })
  async deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.posts.remove(id);
    return true;
  }

  @Authorized(ApiScope.DRAFTS_READ)
  @Mutation(() => PreviewLink, {
    description:
      'Admin or an API token with `drafts:read`: a short-lived link (PREVIEW_TTL_SECONDS) that shows one post, published or not, to whoever opens it, on the reader site or at PREVIEW_URL_TEMPLATE (an external front end passes `token` to `post(preview:)`). NOT_FOUND for an unknown post.',
  })
  async createPreviewLink(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<PreviewLink> {
    const post = await ctx.services.posts.findOne({ id: postId }, false);
    if (!post) throw notFound('Post not found');
    return ctx.services.previews.link(post.id);
  }

  @FieldResolver(() => PostStatus, { description: 'draft, to_publish (scheduled) or published.' })
  status(@Root() post: Post, @Ctx() ctx: Context): PostStatus {
    return visibleStatus(post, ctx.readAt);
  }

  @FieldResolver(() => [Section], { description: 'Sections in order.' })
  sections(@Root() post: Post, @Ctx() ctx: Context): Promise<Section[]> {
    return ctx.loaders.sections.load(post.id);
  }

  @FieldResolver(() => String, { description: 'The HTML of all sections in order.' })
  async content(@Root() post: Post, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.loaders.sections.load(post.id)).map((section) => section.content).join('\n');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Cover image URL (absolute path), or null.' })
  async cover(@Root() post: Post, @Ctx() ctx: Context): Promise<string | null> {
    const upload = post.cover ? await ctx.loaders.uploads.load(post.cover.id) : null;
    return upload ? uploadUrl(upload) : null;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'Id of the cover image (`Image.id`), or null without a cover.',
  })
  coverId(@Root() post: Post): string | null {
    return post.cover?.id ?? null;
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: 'The cover with its size, to reserve space before it loads.',
  })
  async coverImage(@Root() post: Post, @Ctx() ctx: Context): Promise<Image | null> {
    const upload = post.cover ? await ctx.loaders.uploads.load(post.cover.id) : null;
    return upload ? toImage(upload) : null;
  }

  @FieldResolver(() => [Comment], {
    description: 'Approved top-level comments, newest first, each with its approved `replies`.',
  })
  comments(@Root() post: Post, @Ctx() ctx: Context): Promise<Comment[]> {
    return ctx.loaders.comments.load(post.id);
  }

  @FieldResolver(() => Int, { description: 'Number of comments readers see on the post, replies included.' })
  commentCount(@Root() post: Post, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.commentCounts.load(post.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the post is in the featured list.' })
  featured(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.isFeatured(post.id);
  }

  @FieldResolver(() => [Post], { description: 'The same article in other locales (readable ones only for readers).' })
  async translations(@Root() post: Post, @Ctx() ctx: Context): Promise<Post[]> {
    return (await ctx.loaders.translations.load(post.translationGroup)).filter((other) => other.id !== post.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'With `posts(search:)`: matching text with the hits in <mark> (HTML-escaped).',
  })
  searchSnippet(@Root() post: Post, @Ctx() ctx: Context): string | null {
    return ctx.snippets.get(post.id) ?? null;
  }
}

@Resolver(() => Section)
export class SectionResolver {
  @FieldResolver(() => String, {
    description:
      "`content` with each Bible reference of its text, read in the post's language, a link to the passage's page: " +
      '`<a class="scripture-ref" href="/bible/John.3.16" data-osis="John.3.16">Jean 3.16</a>` (never inside a ' +
      'link or code). Sanitized HTML, as `content`.',
  })
  async linkedContent(@Root() section: Section, @Ctx() ctx: Context): Promise<string> {
    // The post is in the request's identity map when the section was reached through it.
    const locale = section.post.locale ?? (await ctx.em.findOneOrFail(Post, section.post.id)).locale;
    return linkScriptureReferences(section.content, locale);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Image URL (absolute path), or null.' })
  async image(@Root() section: Section, @Ctx() ctx: Context): Promise<string | null> {
    const upload = section.image ? await ctx.loaders.uploads.load(section.image.id) : null;
    return upload ? uploadUrl(upload) : null;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "Id of the section's image (`Image.id`), or null without one.",
  })
  imageId(@Root() section: Section): string | null {
    return section.image?.id ?? null;
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: 'The image with its size, to reserve space before it loads.',
  })
  async imageDetails(@Root() section: Section, @Ctx() ctx: Context): Promise<Image | null> {
    const upload = section.image ? await ctx.loaders.uploads.load(section.image.id) : null;
    return upload ? toImage(upload) : null;
  }
}
