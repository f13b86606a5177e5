import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/cursor.js';
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

@ObjectType({ description: 'A year with published posts.' })
export class ArchiveYear {
  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  count!: number;
}
