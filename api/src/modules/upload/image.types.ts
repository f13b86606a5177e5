import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'An uploaded image.' })
export class Image {
  @Field(() => String, {
    description: 'Unique id of the upload (a UUID), for `PostInput.coverId` and `SectionInput.imageId`.',
  })
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

  @Field(() => String, {
    description: 'Type detected from the content: image/png, image/jpeg, image/webp or image/gif.',
  })
  mimeType!: string;

  @Field(() => Int, { description: 'Size of the stored file in bytes.' })
  bytes!: number;
}
