import { IsOptional, MaxLength } from 'class-validator';
import { badInput } from '../../common/errors.js';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Locale } from '../../common/locale.js';
import { PageArgs } from '../../common/pagination.js';
import { parseReferences } from '../bible/reference/parse-references.js';
import { Post } from '../post/post.entity.js';
import { PostPage } from '../post/post.types.js';
import { FoundPassageRef } from './passage.types.js';
import { PostPassage } from './post-passage.entity.js';

/** The most posts Post.relatedByPassage returns. */
const MAX_RELATED = 20;

/** The longest text parseReferences reads: a long post's text. */
const MAX_TEXT = 200_000;

@ArgsType()
class PostsByPassageArgs extends PageArgs {
  @Field(() => String, {
    description:
      'A Bible reference or a list of them in English, French, Spanish or Italian (`John 3:16`, `Jean 3,16; 4,1`, `Ps 23`, `Romans`), or OSIS (`John.3.16-John.3.18`).',
  })
  @MaxLength(500)
  reference!: string;

  @Field(() => Locale, {
    nullable: true,
    description: 'Posts in this language first (the others follow); the reference is read in it first.',
  })
  @IsOptional()
  locale?: Locale;
}

@Resolver(() => Post)
export class PassageResolver {
  @Query(() => [FoundPassageRef], {
    description:
      'The Bible references of a text written in `locale`, in order, each with its position (to link them). Running-text rules: a book needs a chapter, book names are case-sensitive, and a book name that is also a common word or first name (Mark, Job, Is, Act...) needs a verse.',
  })
  parseReferences(
    @Arg('text', () => String, { description: 'Plain text, at most 200,000 characters.' }) text: string,
    @Arg('locale', () => Locale, { description: 'The language of the text.' }) locale: Locale,
  ): FoundPassageRef[] {
    return parseReferences(text.slice(0, MAX_TEXT), locale).map(({ osis, text: written, index, length }) => ({
      osis,
      text: written,
      index,
      length,
    }));
  }

  @Query(() => PostPage, {
    description:
      'Readable posts citing a verse that overlaps the reference (a verse finds the posts citing its chapter or book, a book every post citing any of it): in `locale` first when given, then most cited, then newest. BAD_USER_INPUT when the reference cannot be read.',
  })
  postsByPassage(@Args() args: PostsByPassageArgs, @Ctx() ctx: Context): Promise<PostPage> {
    return ctx.services.passages.postsByPassage(args);
  }

  @FieldResolver(() => [PostPassage], {
    description: 'The Bible passages the post cites (title, excerpt and sections), in canon order.',
  })
  passages(@Root() post: Post, @Ctx() ctx: Context): Promise<PostPassage[]> {
    return ctx.loaders.passages.load(post.id);
  }

  @FieldResolver(() => [Post], {
    description:
      'Published posts citing the passages this post cites, other than its translations: in its language first, then ' +
      'those sharing the most verses, then the newest.',
  })
  relatedByPassage(
    @Root() post: Post,
    @Arg('first', () => Int, { defaultValue: 4, description: 'How many, 1 to 20.' }) first: number,
    @Ctx() ctx: Context,
  ): Promise<Post[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_RELATED)
      throw badInput(`first must be 1 to ${MAX_RELATED}`, { first: `1 to ${MAX_RELATED}` });
    return ctx.loaders.relatedByPassage(post.id, first);
  }
}
