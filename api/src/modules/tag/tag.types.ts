import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A tag and how many readable posts carry it.' })
export class TagCount {
  @Field(() => String, { description: 'The tag as most often written.' })
  tag!: string;

  @Field(() => Int, { description: 'How many readable posts carry the tag (in `locale`, when given).' })
  count!: number;
}
