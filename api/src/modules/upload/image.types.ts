import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An uploaded image.' })
export class Image {
  @Field(() => String)
  id!: string;

  @Field(() => String, { description: 'Absolute path, e.g. /uploads/<name>.png.' })
  url!: string;

  @Field(() => Int, { description: 'Pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Pixels.' })
  height!: number;

  @Field(() => String)
  mimeType!: string;

  @Field(() => Int)
  bytes!: number;
}
