import { Field, Int, ObjectType } from 'type-graphql';
import { BibleTranslation } from './bible.entities.js';

@ObjectType({ simpleResolvers: true, description: 'One verse of a Bible translation.' })
export class Verse {
  @Field(() => String, { description: 'OSIS code of the book, e.g. `John`.' })
  book!: string;

  @Field(() => Int, { description: 'Chapter number, from 1.' })
  chapter!: number;

  @Field(() => Int, { description: 'Verse number, from 1.' })
  verse!: number;

  @Field(() => String, { description: 'The verse as plain text (no markup, no verse number).' })
  text!: string;

  @Field(() => String, { description: 'OSIS id of the verse, e.g. `John.3.16`.' })
  osis!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A chapter next to a passage, to read on.' })
export class ChapterLink {
  @Field(() => String, { description: 'OSIS reference of the chapter, e.g. `John.4`.' })
  osis!: string;

  @Field(() => String, { description: "The chapter as readers of the translation's language write it, e.g. `Jean 4`." })
  label!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A passage of Scripture read in one translation.' })
export class Passage {
  @Field(() => String, {
    description: 'Normalised OSIS reference of the verses returned, e.g. `John.3.16-John.3.18` or `Ps.23`.',
  })
  osis!: string;

  @Field(() => String, {
    description: "The reference as readers of the translation's language write it, e.g. `Jean 3:16-18`.",
  })
  label!: string;

  @Field(() => BibleTranslation, { description: 'The translation the verses are read in.' })
  translation!: BibleTranslation;

  @Field(() => [Verse], { description: 'The verses, in order.' })
  verses!: Verse[];

  @Field(() => Boolean, {
    description: 'True when the range asked for spans more than 3 chapters: only its first 3 are returned.',
  })
  truncated!: boolean;

  /** The ordinals of the first and last verses returned (for the chapters around them). */
  firstOrdinal!: number;
  lastOrdinal!: number;

  /** Both neighbours, read once for the two fields. */
  neighbours?: Promise<{ previous: ChapterLink | null; next: ChapterLink | null }>;
}
