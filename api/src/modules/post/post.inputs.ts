import { ArrayMaxSize, IsIn, IsOptional, Matches, MaxLength, Min, ValidateNested, Max, Length } from 'class-validator';
import { ArgsType, Extensions, Field, ID, InputType, Int } from 'type-graphql';
import { Locale } from './locale.js';
import { PostStatus } from './post-status.js';
import { FREE_TEXT } from '../../graphql/input-boundary.js';

/** Bounds on every post input (issue 2, "Safety of stored content"). */
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
  pageSize: 100,
};

@InputType({
  description: 'A section as the editor sends it; `id` keeps an existing section, `orderIndex` orders them.',
})
export class SectionInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @Field(() => String, { defaultValue: '' })
  @MaxLength(POST_LIMITS.sectionTitle)
  title!: string;

  @Field(() => String, { defaultValue: '', description: 'HTML; sanitized on save.' })
  @Extensions(FREE_TEXT)
  @MaxLength(POST_LIMITS.sectionHtml)
  content!: string;

  @Field(() => ID, { nullable: true, description: 'Id of an uploaded image shown with the section.' })
  @IsOptional()
  imageId?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  orderIndex?: number;
}

@InputType({ description: 'Everything the post editor saves (product-spec.md section 7, POST /admin/blogs).' })
export class PostInput {
  @Field(() => String)
  @Length(1, POST_LIMITS.title)
  title!: string;

  @Field(() => String, { defaultValue: '' })
  @Extensions(FREE_TEXT)
  @MaxLength(POST_LIMITS.excerpt)
  excerpt!: string;

  @Field(() => String, { nullable: true, description: 'Generated from the title when absent.' })
  @IsOptional()
  @MaxLength(POST_LIMITS.slug)
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'slug may contain only lower-case letters, digits and dashes' })
  slug?: string;

  @Field(() => Locale, { defaultValue: Locale.en })
  locale!: Locale;

  @Field(() => ID, {
    nullable: true,
    description: 'Makes this post a translation of that post (same article, another locale).',
  })
  @IsOptional()
  translationOf?: string;

  @Field(() => [SectionInput], { defaultValue: [] })
  @ArrayMaxSize(POST_LIMITS.sections)
  @ValidateNested({ each: true })
  sections!: SectionInput[];

  @Field(() => ID, { nullable: true })
  @IsOptional()
  coverId?: string | null;

  @Field(() => String, { defaultValue: 'Admin' })
  @MaxLength(POST_LIMITS.author)
  author!: string;

  @Field(() => [String], { defaultValue: [] })
  @ArrayMaxSize(POST_LIMITS.tags)
  @MaxLength(POST_LIMITS.tag, { each: true })
  tags!: string[];

  @Field(() => Date, { nullable: true, description: 'Defaults to now.' })
  @IsOptional()
  date?: Date;

  @Field(() => PostStatus, { defaultValue: PostStatus.DRAFT })
  @IsIn(Object.values(PostStatus))
  status!: PostStatus;

  @Field(() => Boolean, { defaultValue: true })
  allowComments!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'The version that was loaded; a stale one is refused with CONFLICT.',
  })
  @IsOptional()
  version?: number;
}

/** Numbered pagination: pages start at 1, at most 100 items a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  page!: number;

  @Field(() => Int, { defaultValue: 10, description: '1 to 100.' })
  @Min(1)
  @Max(POST_LIMITS.pageSize)
  pageSize!: number;
}

@ArgsType()
export class PostPageArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Full-text search; results are ranked.' })
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
  @Max(POST_LIMITS.pageSize)
  first!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  after?: string;

  @Field(() => Locale, { nullable: true, description: 'Only posts written in this locale; every locale without it.' })
  @IsOptional()
  locale?: Locale;
}
