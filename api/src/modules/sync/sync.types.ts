import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Post } from '../post/post.entity.js';

/** What a change of the feed is about. */
export enum SyncChangeKind {
  POST = 'post',
  TAG = 'tag',
  FEATURED = 'featured',
}

registerEnumType(SyncChangeKind, {
  name: 'SyncChangeKind',
  description: 'What changed: a post, a tag (its posts or its count) or the featured list.',
  valuesConfig: {
    POST: { description: 'A post: `key` is its id.' },
    TAG: { description: 'A tag: `key` is the tag, lower-cased.' },
    FEATURED: { description: 'The featured list: `key` is empty.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'One changed thing, as it is now (not what it was).' })
export class SyncChange {
  @Field(() => SyncChangeKind, { description: 'What changed; it says how to read `key`.' })
  kind!: SyncChangeKind;

  @Field(() => String, {
    description:
      'POST: the post id. TAG: the tag, lower-cased (re-read `postsByTag`). FEATURED: empty (re-read `featuredPosts`).',
  })
  key!: string;

  @Field(() => Boolean, {
    description:
      'POST: the post is gone for readers (deleted, unpublished, or scheduled again): remove it. TAG: no readable post carries it any more. FEATURED: always false.',
  })
  removed!: boolean;

  @Field(() => Post, { nullable: true, description: 'POST: the post as readers see it now; null when removed.' })
  post!: Post | null;
}

@ObjectType({ simpleResolvers: true, description: 'A page of the change feed.' })
export class SyncChangePage {
  @Field(() => [SyncChange], { description: 'Oldest first. A thing changed several times may appear more than once.' })
  changes!: SyncChange[];

  @Field(() => String, { description: 'Pass as `since` to the next poll; store it once the changes are applied.' })
  next!: string;

  @Field(() => Boolean, { description: 'More changes are waiting: poll again at once with `next`.' })
  hasMore!: boolean;
}
