import { IsOptional, Max, Min } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Locale } from '../../common/locale.js';
import { TagCount } from './tag.types.js';

@ArgsType()
class PopularTagsArgs {
  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @Min(1)
  @Max(100)
  limit!: number;

  @Field(() => Locale, { nullable: true })
  @IsOptional()
  locale?: Locale;
}

@Resolver()
export class TagResolver {
  @Query(() => [TagCount], { description: 'The most used tags of readable posts, most used first.' })
  popularTags(@Args() { limit, locale }: PopularTagsArgs, @Ctx() ctx: Context): Promise<TagCount[]> {
    return ctx.services.tags.counts({ limit, locale });
  }

  @Query(() => [TagCount], { description: 'Every tag of readable posts with its post count, most used first.' })
  tags(
    @Arg('locale', () => Locale, { nullable: true }) locale: Locale | null,
    @Ctx() ctx: Context,
  ): Promise<TagCount[]> {
    return ctx.services.tags.counts({ locale: locale ?? undefined });
  }
}
