import { IsOptional, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Query, Resolver } from 'type-graphql';
import { Locale } from '../../common/locale.js';
import type { Context } from '../../graphql/context.js';
import { Scope } from '../cache/read-scopes.js';
import { toPassage } from '../bible/bible.resolver.js';
import { BibleService, DEFAULT_TRANSLATION } from '../bible/bible.service.js';
import { Passage } from '../bible/bible.types.js';
import { parseSearchReference } from '../bible/reference/parse-references.js';

@ArgsType()
class SearchPassageArgs {
  @Field(() => String, { description: 'The search as the reader typed it (what `posts(search:)` is given).' })
  @MaxLength(200)
  search!: string;

  @Field(() => Locale, {
    nullable: true,
    description: "The reader's language (`posts(preferLocale:)`): the search is read in it first.",
  })
  @IsOptional()
  locale?: Locale;

  @Field(() => String, {
    nullable: true,
    description: "A code of `bibleTranslations`; default: a Bible in `locale`'s language.",
  })
  @IsOptional()
  @MaxLength(64)
  translation?: string;
}

@Resolver()
export class SearchResolver {
  @Query(() => Passage, {
    nullable: true,
    description:
      'The passage a search names when it is a Bible reference, as `posts(search:)` reads it (the first of a list), ' +
      "to show above the posts citing it: read in `translation`, else a Bible in `locale`'s language, else KJV " +
      '(also when the chosen one has no verse there); at most 3 chapters (`truncated`). Null when the search is not ' +
      'a Bible reference (it is then words only) or no loaded Bible has the passage.',
  })
  async searchPassage(
    @Args() { search, locale, translation }: SearchPassageArgs,
    @Ctx() ctx: Context,
  ): Promise<Passage | null> {
    ctx.scopes.add(Scope.bible);
    const [first] = parseSearchReference(search, locale) ?? [];
    if (!first) return null;
    const bibles = new BibleService(ctx.em);
    const loaded = await bibles.translations();
    const wanted = translation?.trim().toLowerCase();
    const codes = [
      loaded.find((bible) => bible.code === wanted)?.code,
      loaded.find((bible) => bible.language === locale)?.code,
      loaded.find((bible) => bible.code === DEFAULT_TRANSLATION)?.code,
    ];
    for (const code of new Set(codes)) {
      if (!code) continue;
      const passage = await bibles.passage(first.osis, code);
      if (passage) return toPassage(passage);
    }
    return null;
  }
}
