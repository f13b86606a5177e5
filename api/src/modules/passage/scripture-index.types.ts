import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Testament } from './scripture-index.js';

registerEnumType(Testament, {
  name: 'Testament',
  description: 'The part of the canon a book belongs to.',
  valuesConfig: {
    OLD: { description: 'The Old Testament: Genesis to Malachi (39 books).' },
    NEW: { description: 'The New Testament: Matthew to Revelation (27 books).' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'A chapter in the Scripture index, with how many published posts cite it.',
})
export class ScriptureChapter {
  @Field(() => Int, { description: 'The chapter number, from 1.' })
  chapter!: number;

  @Field(() => String, {
    description: 'OSIS reference of the chapter, e.g. `John.3`: its passage page is `/bible/John.3`.',
  })
  osis!: string;

  @Field(() => Int, {
    description:
      'Published posts citing a passage that overlaps the chapter (the posts its passage page lists): `John 3:16-4:2` ' +
      'counts for John 3 and John 4.',
  })
  postCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A book of the canon in the Scripture index, with its chapters.' })
export class ScriptureBook {
  @Field(() => String, { description: 'OSIS code of the book (OSIS 2.1.1), e.g. `Gen`, `1Cor`.' })
  osis!: string;

  @Field(() => String, {
    description: 'The book’s name in the language asked for (the OSIS code when no Bible has been loaded yet).',
  })
  name!: string;

  @Field(() => Testament, { description: 'OLD (Genesis to Malachi) or NEW (Matthew to Revelation).' })
  testament!: Testament;

  @Field(() => Int, { description: 'Published posts citing any passage of the book; a post counts once.' })
  postCount!: number;

  @Field(() => [ScriptureChapter], {
    description: 'Every chapter of the book (KJV versification), in order, cited or not.',
  })
  chapters!: ScriptureChapter[];
}

@ObjectType('ScriptureIndex', {
  simpleResolvers: true,
  description: 'The 66 books of the Bible with the published posts citing each book and chapter.',
})
export class ScriptureIndexResult {
  @Field(() => Int, { description: 'Published posts citing at least one passage of Scripture.' })
  postCount!: number;

  @Field(() => [ScriptureBook], { description: 'The 66 books of the Protestant canon, in canon order.' })
  books!: ScriptureBook[];
}
