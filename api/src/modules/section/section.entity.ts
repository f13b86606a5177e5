import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';
import { Upload } from '../upload/upload.entity.js';

@ObjectType({ description: 'A titled block of rich text (sanitized HTML) inside a post.' })
@Entity({ tableName: 'section' })
@Index({ properties: ['post', 'orderIndex'] })
export class Section {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Rel<Post>;

  @Field(() => String)
  @Property({ type: 'string', length: 300, default: '' })
  title: string & Opt = '';

  @Field(() => String, { description: 'Sanitized HTML.' })
  @Property({ type: 'text', default: '' })
  content: string & Opt = '';

  /** The content without markup, for search and snippets. */
  @Property({ type: 'text', default: '', hidden: true })
  plainText: string & Opt = '';

  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null' })
  image?: Upload | null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  orderIndex!: number;
}
