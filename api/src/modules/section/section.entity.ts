import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';
import { Upload } from '../upload/upload.entity.js';

@ObjectType({ simpleResolvers: true, description: 'A titled block of rich text (sanitized HTML) inside a post.' })
@Entity({ tableName: 'section' })
@Index({ properties: ['post', 'orderIndex'] })
export class Section {
  @Field(() => ID, { description: 'Unique id of the section: send it back as `SectionInput.id` to keep the section.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Rel<Post>;

  @Field(() => String, { description: 'Section heading, plain text; may be empty.' })
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

  @Field(() => Int, { description: 'Position of the section in its post, from 0.' })
  @Property({ type: 'integer' })
  orderIndex!: number;
}
