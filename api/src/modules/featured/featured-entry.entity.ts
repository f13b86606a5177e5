import type { Rel } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';

/** A place in the ordered featured list; a post is featured at most once. */
@ObjectType({ simpleResolvers: true, description: 'A place in the ordered featured list.' })
@Entity({ tableName: 'featured_entry' })
export class FeaturedEntry {
  @Field(() => ID, { description: 'Unique id of the entry (featured-list mutations take the post id instead).' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => Post, { description: 'The featured post, whatever its status.' })
  @OneToOne(() => Post, { owner: true, unique: true, deleteRule: 'cascade' })
  post!: Rel<Post>;

  @Field(() => Int, { description: 'Position from 0.' })
  @Property({ type: 'integer' })
  orderIndex!: number;
}
