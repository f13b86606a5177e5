import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PassageRef', {
  simpleResolvers: true,
  description: 'A Bible reference found in a text, where it is written and the passage it names.',
})
export class FoundPassageRef {
  @Field(() => String, {
    description: 'The passage in OSIS form: `John.3.16`, `Rom.8.28-Rom.8.39`, `Ps.23` (a chapter), `Gen` (a book).',
  })
  osis!: string;

  @Field(() => String, { description: 'The reference as written in the text (a list shares one text).' })
  text!: string;

  @Field(() => Int, { description: 'Where the reference starts in the text (UTF-16 code units from 0).' })
  index!: number;

  @Field(() => Int, { description: 'Length of the written reference (UTF-16 code units).' })
  length!: number;

  @Field(() => String, {
    description:
      "The passage as readers of the text's language write it (`Jean 3:16-18`, `Psaume 23`), with the book names " +
      'of the loaded Bibles (OSIS book codes before the first load).',
  })
  label!: string;
}
