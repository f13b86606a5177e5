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

  @Field(() => String, {
    nullable: true,
    description:
      'Smaller WebP renditions for `<img srcset>` (HTML standard: URLs with `w` width descriptors, narrowest first), ' +
      'made on their first request; null for a GIF or an image narrower than 480 px.',
  })
  srcset!: string | null;

  @Field(() => String)
  mimeType!: string;

  @Field(() => Int)
  bytes!: number;
}
