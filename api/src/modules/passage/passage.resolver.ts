import { IsOptional, MaxLength } from 'class-validator';
import { badInput } from '../../common/errors.js';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Info, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Locale } from '../../common/locale.js';
import { PageArgs } from '../../common/pagination.js';
import { BibleService } from '../bible/bible.service.js';
import { fromOrdinal } from '../bible/canon.js';
import { levelOf, passageLabel } from '../bible/passage-label.js';
import { parseReferences, type PassageRef } from '../bible/reference/parse-references.js';
import { Post } from '../post/post.entity.js';
import { PostPage } from '../post/post.types.js';
import { readWithPartsShown } from '../post/parts-shown.js';
import { FoundPassageRef } from './passage.types.js';
import { PostPassage } from './post-passage.entity.js';
import { scriptureIndex } from './scripture-index.js';
import { ScriptureIndexResult } from './scripture-index.types.js';

/** The most posts Post.relatedByPassage returns. */
const MAX_RELATED = 20;

/** The longest text parseReferences reads: a long post's text. */
const MAX_TEXT = 200_000;

/** @returns a passage as readers of `locale` write it, with these book names (passage-label.ts). */
const labelOf = ({ start, end }: PassageRef, names: ReadonlyMap<number, string>, locale: Locale) =>
  passageLabel(
    { ...fromOrdinal(start), level: levelOf(start, 'start') },
    { ...fromOrdinal(end), level: levelOf(end, 'end') },
    names,
    locale,
  );

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
      'The Bible references of a text written in `locale`, in order, each with its position (to link them) and its label. Running-text rules: a book needs a chapter, book names are case-sensitive, and a book name that is also a common word or first name (Mark, Job, Is, Act...) needs a verse.',
  })
  async parseReferences(
    @Arg('text', () => String, { description: 'Plain text, at most 200,000 characters.' }) text: string,
    @Arg('locale', () => Locale, { description: 'The language of the text.' }) locale: Locale,
    @Ctx() ctx: Context,
  ): Promise<FoundPassageRef[]> {
    const found = parseReferences(text.slice(0, MAX_TEXT), locale);
    if (!found.length) return [];
    const books = await new BibleService(ctx.em).bookNames(locale);
    const names = new Map(books.map(({ book, name }) => [book, name]));
    return found.map((ref) => ({
      osis: ref.osis,
      text: ref.text,
      index: ref.index,
      length: ref.length,
      label: labelOf(ref, names, locale),
    }));
  }

  @Query(() => PostPage, {
    description:
      'Readable posts citing a verse that overlaps the reference (a verse finds the posts citing its chapter or book, a book every post citing any of it): in `locale` first when given, then most cited, then newest. BAD_USER_INPUT when the reference cannot be read.',
  })
  postsByPassage(
    @Args() args: PostsByPassageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostPage> {
    return readWithPartsShown(info, ['items'], ctx, (parts) => ctx.services.passages.postsByPassage(args, parts));
  }

  @Query(() => ScriptureIndexResult, {
    description:
      'The Scripture index: the 66 books in canon order, named in `locale`, each with every chapter, and how many ' +
      'published posts (every language) cite each chapter, each book and Scripture at all. A post counts for each ' +
      'chapter a passage it cites overlaps, as the passage page of that chapter lists it.',
  })
  scriptureIndex(
    @Arg('locale', () => Locale, { defaultValue: Locale.en, description: 'The language of the book names.' })
    locale: Locale,
    @Ctx() ctx: Context,
  ): Promise<ScriptureIndexResult> {
    return scriptureIndex(ctx.em, locale, ctx.readAt);
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
