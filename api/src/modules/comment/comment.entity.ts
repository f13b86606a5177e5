import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';
import { CommentStatus } from './comment-status.js';

@ObjectType({
  simpleResolvers: true,
  description: "A reader's comment on a post. The commenter's e-mail is stored but never exposed.",
})
@Entity({ tableName: 'comment' })
@Index({ properties: ['post', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['email', 'status'] })
export class Comment {
  @Field(() => ID, { description: 'Unique id of the comment.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Rel<Post>;

  /** The top-level comment this one answers (one level only), or null for a top-level comment. */
  @Index()
  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'cascade' })
  parent?: Rel<Comment> | null;

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

  /** Only APPROVED comments are public (the GraphQL field is CommentResolver.status). */
  @Enum({ items: () => CommentStatus, default: CommentStatus.APPROVED })
  status: CommentStatus & Opt = CommentStatus.APPROVED;

  /** What RESTORE brings a trashed comment back to. */
  @Enum({ items: () => CommentStatus, nullable: true })
  statusBeforeTrash?: CommentStatus | null;

  /** When it was trashed: trash older than TRASH_DAYS is deleted for good. */
  @Index()
  @Property({ type: 'timestamptz', nullable: true })
  trashedAt?: Date | null;

  /** Stable codes of the rules that acted on it when it was posted (`links`, `first-time`...). */
  @Property({ type: 'text[]' })
  reasons: string[] & Opt = [];

  @Field(() => Boolean, { description: "Whether the site's author wrote it (a reply from the admin)." })
  @Property({ type: 'boolean', default: false })
  byAuthor: boolean & Opt = false;

  /** When comment.created was queued for it: a comment is announced once, the first time it becomes public. */
  @Property({ type: 'timestamptz', nullable: true })
  announcedAt?: Date | null;
}
