import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Upload } from '../upload/upload.entity.js';
import { Locale } from '../../common/locale.js';
import { StoredStatus } from './post-status.js';

/**
 * A post. Its sections point to it (Section.post) and are read and written by PostService; the
 * post knows nothing of them, so the two entity modules do not import each other.
 */
@ObjectType({ simpleResolvers: true, description: 'A blog post: titled rich-text sections written in one locale.' })
@Entity({ tableName: 'post' })
@Unique({ properties: ['translationGroup', 'locale'] })
@Index({ properties: ['status', 'publishedAt'] })
// Lists walk this index newest first; the included columns are what the reader rule, the
// language filter and the tag filter read, so a deep page skips the rows before it in the index
// alone (an index-only scan) and reads only its own rows from the table.
@Index({
  name: 'post_listing_index',
  properties: ['date', 'id'],
  include: ['status', 'publishedAt', 'locale', 'tagKeys'],
})
export class Post {
  @Field(() => ID, { description: 'Unique id of the post.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { description: 'URL-safe name, unique across all locales.' })
  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @Field(() => Locale, { description: 'The language the post is written in.' })
  @Enum({ items: () => Locale })
  locale!: Locale;

  /** Posts sharing this id are the same article in other locales. */
  @Property({ type: 'uuid' })
  translationGroup!: string;

  @Field(() => String, { description: 'The title, plain text, at most 300 characters.' })
  @Property({ type: 'string', length: 300 })
  title!: string;

  @Field(() => String, { description: 'Short summary, plain text, at most 2,000 characters; may be empty.' })
  @Property({ type: 'text', default: '' })
  excerpt: string & Opt = '';

  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null' })
  cover?: Upload | null;

  @Field(() => String, { description: 'Name of the author shown on the post, plain text (Admin by default).' })
  @Property({ type: 'string', length: 100, default: 'Admin' })
  author: string & Opt = 'Admin';

  @Field(() => [String], { description: 'Tags as written; compared case-insensitively.' })
  @Property({ type: 'text[]' })
  tags: string[] & Opt = [];

  /** Lower-cased tags, indexed for case-insensitive tag queries. */
  @Index({ type: 'gin' })
  @Property({ type: 'text[]' })
  tagKeys: string[] & Opt = [];

  @Field(() => Date, {
    description: 'The date shown on the post; a post sent to publish with a future date is scheduled for it.',
  })
  @Property({ type: 'timestamptz' })
  date!: Date;

  @Enum({ items: () => StoredStatus, default: StoredStatus.draft })
  status: StoredStatus & Opt = StoredStatus.draft;

  @Field(() => Date, { nullable: true, description: 'When readers can first see the post; null for drafts.' })
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Field(() => Boolean, { description: 'Whether readers may comment; `addComment` is FORBIDDEN when false.' })
  @Property({ type: 'boolean', default: true })
  allowComments: boolean & Opt = true;

  @Field(() => Date, { description: 'When the post was created (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { description: 'When the post was last saved (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Field(() => Int, { description: 'Optimistic-locking version: send it back with updatePost.' })
  @Property({ type: 'integer', version: true })
  version!: number & Opt;

  /** Full-text document maintained by the search module; never read through the ORM. */
  @Index({ type: 'gin' })
  @Property({ type: 'unknown', columnType: 'tsvector', nullable: true, lazy: true, hidden: true })
  searchVector?: string | null;
}
