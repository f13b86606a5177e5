import { ArrayMaxSize, IsIn, IsOptional, Matches, MaxLength, Min, ValidateNested, Max, Length } from 'class-validator';
import { ArgsType, Extensions, Field, ID, InputType, Int } from 'type-graphql';
import { Locale } from '../../common/locale.js';
import { MAX_PAGE_SIZE, PageArgs } from '../../common/pagination.js';
import { PostStatus } from './post-status.js';
import { FREE_TEXT } from '../../graphql/input-boundary.js';

/** Bounds on every post input. */
export const POST_LIMITS = {
  title: 300,
  excerpt: 2000,
  slug: 200,
  author: 100,
  tags: 30,
  tag: 50,
  sections: 100,
  sectionTitle: 300,
  sectionHtml: 200_000,
};

@InputType({
  description: 'A section as the editor sends it; `id` keeps an existing section, `orderIndex` orders them.',
})
export class SectionInput {
  @Field(() => ID, {
    nullable: true,
    description: "Id of one of the post's sections, to update it; without one, a new section is created.",
  })
  @IsOptional()
  id?: string;

  @Field(() => String, { defaultValue: '', description: 'Section heading, plain text, at most 300 characters.' })
  @MaxLength(POST_LIMITS.sectionTitle)
  title!: string;

  @Field(() => String, { defaultValue: '', description: 'HTML; sanitized on save.' })
  @Extensions(FREE_TEXT)
  @MaxLength(POST_LIMITS.sectionHtml)
  content!: string;

  @Field(() => ID, { nullable: true, description: 'Id of an uploaded image shown with the section.' })
  @IsOptional()
  imageId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Sort key among the sections sent (0 or more; default: place in the list); stored renumbered from 0.',
  })
  @IsOptional()
  @Min(0)
  orderIndex?: number;
}

@InputType({
  description:
    'Everything the post editor saves (also the body of the legacy REST POST and PUT /api/admin/blogs). A field not sent (or null) ' +
    'takes the default named in its description when creating, and keeps its stored value when updating; ' +
    '`coverId: null` is the exception: it removes the cover.',
})
export class PostInput {
  @Field(() => String, { nullable: true, description: 'Required when creating.' })
  @IsOptional()
  @Length(1, POST_LIMITS.title)
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Default: empty.' })
  @IsOptional()
  @Extensions(FREE_TEXT)
  @MaxLength(POST_LIMITS.excerpt)
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Default: generated from the title.' })
  @IsOptional()
  @MaxLength(POST_LIMITS.slug)
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'slug may contain only lower-case letters, digits and dashes' })
  slug?: string | null;

  @Field(() => Locale, { nullable: true, description: 'Default: en.' })
  @IsOptional()
  locale?: Locale | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Makes this post a translation of that post (same article, another locale).',
  })
  @IsOptional()
  translationOf?: string | null;

  @Field(() => [SectionInput], { nullable: true, description: 'The whole list, in order. Default: none.' })
  @IsOptional()
  @ArrayMaxSize(POST_LIMITS.sections)
  @ValidateNested({ each: true })
  sections?: SectionInput[] | null;

  @Field(() => ID, { nullable: true, description: 'An uploaded image; null removes the cover. Default: none.' })
  @IsOptional()
  coverId?: string | null;

  @Field(() => String, { nullable: true, description: 'Default (and when blank): Admin.' })
  @IsOptional()
  @MaxLength(POST_LIMITS.author)
  author?: string | null;

  @Field(() => [String], { nullable: true, description: 'Default: none.' })
  @IsOptional()
  @ArrayMaxSize(POST_LIMITS.tags)
  @MaxLength(POST_LIMITS.tag, { each: true })
  tags?: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Default: now.' })
  @IsOptional()
  date?: Date | null;

  @Field(() => PostStatus, { nullable: true, description: 'Default: DRAFT.' })
  @IsOptional()
  @IsIn(Object.values(PostStatus))
  status?: PostStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Default: true.' })
  @IsOptional()
  allowComments?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The version that was loaded; a stale one is refused with CONFLICT.',
  })
  @IsOptional()
  version?: number | null;
}

@ArgsType()
export class PostPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Full-text search; results are ranked. A search that is a Bible reference (`Jean 3:16`, `Psalm 23`; read in ' +
      '`preferLocale` first, and a book name that is also a common word needs a verse: `Mark 2:1`) lists the posts ' +
      'citing an overlapping passage first, most cited first, then the other matches (`searchPassage` gives the passage).',
  })
  @IsOptional()
  @MaxLength(200)
  search?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(POST_LIMITS.tag)
  tag?: string;

  @Field(() => Locale, { nullable: true, description: 'Only posts written in this locale; every locale without it.' })
  @IsOptional()
  locale?: Locale;

  @Field(() => Locale, {
    nullable: true,
    description:
      'With `search`: matches in this locale come first, then the other locales, each best match first. ' +
      'Ignored without `search`.',
  })
  @IsOptional()
  preferLocale?: Locale;

  @Field(() => Int, { nullable: true, description: 'Only posts dated in this year.' })
  @IsOptional()
  @Min(1900)
  @Max(3000)
  year?: number;
}

@ArgsType()
export class AdminPostPageArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the title.' })
  @IsOptional()
  @MaxLength(200)
  search?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Only posts citing a passage that overlaps this Bible reference, read as `postsByPassage` reads it, in any of ' +
      'the four languages (`Jn 3`, `Psaume 23`, `Romans 8:28-39`). BAD_USER_INPUT when it is not a Bible reference.',
  })
  @IsOptional()
  @MaxLength(500)
  passage?: string;

  @Field(() => PostStatus, { nullable: true })
  @IsOptional()
  status?: PostStatus;

  @Field(() => Locale, { nullable: true })
  @IsOptional()
  locale?: Locale;
}

@ArgsType()
export class TagConnectionArgs {
  @Field(() => String)
  @Length(1, POST_LIMITS.tag)
  tag!: string;

  @Field(() => Int, { defaultValue: 10 })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  after?: string;

  @Field(() => Locale, { nullable: true, description: 'Only posts written in this locale; every locale without it.' })
  @IsOptional()
  locale?: Locale;
}
