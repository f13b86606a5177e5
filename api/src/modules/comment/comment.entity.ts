import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';

@ObjectType({ description: "A reader's comment on a post. The commenter's e-mail is stored but never exposed." })
@Entity({ tableName: 'comment' })
@Index({ properties: ['post', 'createdAt'] })
export class Comment {
  @Field(() => ID, { description: 'Unique id of the comment.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Rel<Post>;

  @Field(() => String, { description: "The commenter's name as entered, plain text." })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254, hidden: true })
  email!: string;

  @Field(() => String, { description: 'Plain text.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => Date, { description: 'When the comment was posted (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
