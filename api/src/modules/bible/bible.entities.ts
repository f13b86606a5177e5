import { PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Locale } from '../../common/locale.js';

/**
 * A Bible translation loaded by `npm run content -- bibles` from a Bible SuperSearch module
 * (info.json + verses.txt). Its verses are rows of bible_verse; replacing a module replaces them.
 */
@ObjectType({ simpleResolvers: true, description: 'A Bible translation whose text the site serves, verse by verse.' })
@Entity({ tableName: 'bible_translation' })
export class BibleTranslation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, {
    description: 'Stable code of the translation (its module name, e.g. `kjv`): pass it as `passage(translation:)`.',
  })
  @Property({ type: 'string', length: 64, unique: true })
  code!: string;

  @Field(() => String, { description: 'Full name, e.g. "Authorized King James Version".' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: 'Short name to print after a quotation, e.g. "KJV".' })
  @Property({ type: 'string', length: 64 })
  shortName!: string;

  @Field(() => Locale, { description: 'The language of the text.' })
  @Enum({ items: () => Locale })
  language!: Locale;

  @Field(() => String, { description: 'One line on the licence of the text, e.g. "Public domain".' })
  @Property({ type: 'string', length: 500 })
  licence!: string;

  @Field(() => Int, { description: 'How many verses are loaded.' })
  @Property({ type: 'integer' })
  verseCount!: number;

  /** SHA-256 of what the loader read: an unchanged module is skipped on the next run. */
  @Property({ type: 'string', length: 64, hidden: true })
  sourceHash!: string;
}

/** The name of a book of the canon in one language, with the abbreviations readers write for it. */
@Entity({ tableName: 'bible_book_name' })
export class BibleBookName {
  [PrimaryKeyProp]?: ['book', 'locale'];

  /** The book's number in canon.ts (1 Genesis to 66 Revelation). */
  @PrimaryKey({ type: 'smallint' })
  book!: number;

  @Enum({ items: () => Locale, primary: true })
  locale!: Locale;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Short forms and other names (from the corpus lists), as written there. */
  @Property({ type: 'text[]' })
  abbreviations!: string[];
}

/**
 * One verse of one translation, addressed by its ordinal (canon.ts): the primary key
 * (translation_id, ordinal) makes any passage one index range scan.
 */
@Entity({ tableName: 'bible_verse' })
export class BibleVerse {
  [PrimaryKeyProp]?: ['translation', 'ordinal'];

  @ManyToOne(() => BibleTranslation, { primary: true, deleteRule: 'cascade' })
  translation!: Rel<BibleTranslation>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  ordinal!: number;

  @Property({ type: 'smallint' })
  book!: number;

  @Property({ type: 'smallint' })
  chapter!: number;

  @Property({ type: 'smallint' })
  verse!: number;

  /** The verse cleaned of the module's markup (¶, brackets, red-letter marks): plain text. */
  @Property({ type: 'text' })
  text!: string;
}
