import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/cursor.js';
import { Post } from './post.entity.js';

@ObjectType({ simpleResolvers: true, description: 'One page of posts (numbered pagination, pages start at 1).' })
export class PostPage {
  @Field(() => [Post], { description: "The posts of this page, in the query's order; empty past the last page." })
  items!: Post[];

  @Field(() => Int, { description: 'Number of this page, from 1.' })
  page!: number;

  @Field(() => Int, { description: 'Most posts a page holds, as requested (1 to 100).' })
  pageSize!: number;

  @Field(() => Int, { description: 'How many posts match in all, across every page.' })
  totalItems!: number;

  @Field(() => Int, { description: 'Number of pages at this page size (0 when there are no posts).' })
  totalPages!: number;
}

@ObjectType({ simpleResolvers: true, description: 'One post of a connection, with its cursor.' })
export class PostEdge {
  @Field(() => String, {
    description: 'Opaque position of this post: pass as `after` to get the posts that follow it.',
  })
  cursor!: string;

  @Field(() => Post, { description: 'The post.' })
  node!: Post;
}

@ObjectType({ simpleResolvers: true, description: 'A cursor connection of posts, newest first.' })
export class PostConnection {
  @Field(() => [PostEdge], { description: 'The posts of this slice with their cursors, newest first.' })
  edges!: PostEdge[];

  @Field(() => PageInfo, { description: 'Whether more posts follow, and the cursor to get them.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many posts match in all.' })
  totalCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A year with published posts.' })
export class ArchiveYear {
  @Field(() => Int, { description: "Calendar year of the posts' `date`, in UTC, e.g. 2024." })
  year!: number;

  @Field(() => Int, { description: 'How many readable posts are dated in that year.' })
  count!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A link that shows one post before it is published, to whoever opens it, until it expires.',
})
export class PreviewLink {
  @Field(() => String, { description: 'Where to open it: the reader site, or PREVIEW_URL_TEMPLATE.' })
  url!: string;

  @Field(() => String, { description: 'The token alone, for `post(id:, preview:)`.' })
  token!: string;

  @Field(() => Date, {
    description: 'When the link stops working, PREVIEW_TTL_SECONDS after it was made (ISO 8601, UTC).',
  })
  expiresAt!: Date;
}
