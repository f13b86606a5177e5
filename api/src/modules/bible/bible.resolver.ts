import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Scope } from '../cache/read-scopes.js';
import { BibleTranslation } from './bible.entities.js';
import { BibleService, type PassageText } from './bible.service.js';
import { ChapterLink, Passage } from './bible.types.js';
import { osisBook } from './canon.js';
import { verseOsis } from './passage-label.js';

@Resolver()
export class BibleResolver {
  @Query(() => [BibleTranslation], { description: 'The Bible translations the site serves, by code.' })
  bibleTranslations(@Ctx() ctx: Context) {
    ctx.scopes.add(Scope.bible);
    return new BibleService(ctx.em).translations();
  }

  @Query(() => Passage, {
    nullable: true,
    description:
      'A passage of Scripture: `reference` as readers write it in English, French, Spanish or Italian (`John 3:16-18`, ' +
      '`Jean 3,16`, `Ps 23`) or OSIS (`John.3.16-John.3.18`), read in `translation` (a code of `bibleTranslations`; ' +
      'default `kjv`). A range past 3 chapters is cut to its first 3 (`truncated`). Null when the translation has no ' +
      'verse there; NOT_FOUND for an unknown translation; BAD_USER_INPUT when `reference` is not one Bible reference.',
  })
  async passage(
    @Arg('reference', () => String, { description: 'One Bible reference, e.g. `John 3:16-18` or `John.3.16`.' })
    reference: string,
    @Arg('translation', () => String, { nullable: true, description: 'Translation code (default `kjv`).' })
    translation: string | null,
    @Ctx() ctx: Context,
  ): Promise<Passage | null> {
    ctx.scopes.add(Scope.bible);
    const passage = await new BibleService(ctx.em).passage(reference, translation);
    return passage && toPassage(passage);
  }
}

/** @returns a passage read by BibleService as the GraphQL `Passage` (a passage has at least one verse). */
export function toPassage(passage: PassageText): Passage {
  return {
    ...passage,
    firstOrdinal: Number(passage.verses[0].ordinal),
    lastOrdinal: Number(passage.verses[passage.verses.length - 1].ordinal),
    verses: passage.verses.map((row) => ({
      book: `${osisBook(row.book)}`,
      chapter: row.chapter,
      verse: row.verse,
      text: row.text,
      osis: verseOsis(row.book, row.chapter, row.verse),
    })),
  };
}

@Resolver(() => Passage)
export class PassageChaptersResolver {
  private neighbours(passage: Passage, ctx: Context) {
    passage.neighbours ??= new BibleService(ctx.em).neighbourChapters(
      passage.translation,
      passage.firstOrdinal,
      passage.lastOrdinal,
    );
    return passage.neighbours;
  }

  @FieldResolver(() => ChapterLink, {
    nullable: true,
    description: "The chapter before the passage's first (across books); null before Genesis 1.",
  })
  async previousChapter(@Root() passage: Passage, @Ctx() ctx: Context): Promise<ChapterLink | null> {
    return (await this.neighbours(passage, ctx)).previous;
  }

  @FieldResolver(() => ChapterLink, {
    nullable: true,
    description: "The chapter after the passage's last (across books); null after Revelation 22.",
  })
  async nextChapter(@Root() passage: Passage, @Ctx() ctx: Context): Promise<ChapterLink | null> {
    return (await this.neighbours(passage, ctx)).next;
  }
}
