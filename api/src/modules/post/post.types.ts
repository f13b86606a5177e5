import { Field, Int, ObjectType } from 'type-graphql';
import { Post } from './post.entity.js';

@ObjectType({ description: 'One page of posts (numbered pagination, pages start at 1).' })
export class PostPage {
  @Field(() => [Post])
  items!: Post[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  totalItems!: number;

  @Field(() => Int)
  totalPages!: number;
}

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null at the end.' })
  endCursor!: string | null;
}

@ObjectType()
export class PostEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Post)
  node!: Post;
}

@ObjectType({ description: 'A cursor connection of posts, newest first.' })
export class PostConnection {
  @Field(() => [PostEdge])
  edges!: PostEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many posts match in all.' })
  totalCount!: number;
}

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

@ObjectType({ description: 'A year with published posts.' })
export class ArchiveYear {
  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  count!: number;
}
