import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/page-type.js';
import { Post } from '../post/post.entity.js';
import { CommentStatus } from './comment-status.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A comment as the owner moderates it: every status, with the e-mail and the rules that acted.',
})
export class ModeratedComment {
  @Field(() => ID, { description: 'Unique id of the comment.' })
  id!: number;

  @Field(() => String, { description: "The commenter's name, plain text." })
  name!: string;

  @Field(() => String, { description: "The commenter's e-mail address (the owner's eyes only)." })
  email!: string;

  @Field(() => String, { description: 'Plain text.' })
  content!: string;

  @Field(() => Date, { description: 'When it was posted (ISO 8601, UTC).' })
  createdAt!: Date;

  @Field(() => CommentStatus, { description: 'Where it stands now.' })
  status!: CommentStatus;

  @Field(() => [String], {
    description:
      'Stable codes of the rules that acted when it was posted: honeypot, too-fast, bad-form-token, no-form-token, stale-form-token, links, script, blocklist:word, blocklist:domain, blocklist:ip, first-time, moderation-all.',
  })
  reasons!: string[];

  @Field(() => Boolean, { description: "Whether it is the site author's reply." })
  byAuthor!: boolean;

  @Field(() => Post, { description: 'The post it was written on (whatever its status).' })
  post!: Post;

  @Field(() => ID, { nullable: true, description: 'The top-level comment it replies to, or null.' })
  parentId!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'How many comments each moderation tab holds.' })
export class CommentStatusCounts {
  @Field(() => Int, { description: 'PENDING and APPROVED together (spam and trash are apart).' })
  all!: number;

  @Field(() => Int, { description: 'Held for moderation.' })
  pending!: number;

  @Field(() => Int, { description: 'Public.' })
  approved!: number;

  @Field(() => Int, { description: 'Filed as spam.' })
  spam!: number;

  @Field(() => Int, { description: 'In the trash (deleted for good after 30 days).' })
  trash!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'One page of the moderation list, newest first, with the count of each tab.',
})
export class CommentModerationPage extends PageOf(ModeratedComment, 'comments') {
  @Field(() => CommentStatusCounts, {
    description: 'Comments per status (on the post of `postId` when given; whatever `status` and `search` say).',
  })
  counts!: CommentStatusCounts;
}

@ObjectType({
  simpleResolvers: true,
  description: 'What a moderation action changed, for the list to update its rows.',
})
export class CommentModerationResult {
  @Field(() => [ModeratedComment], { description: 'The comments acted on, as they are now.' })
  comments!: ModeratedComment[];

  @Field(() => [ID], { description: 'The comments deleted for good (with the replies that went with them).' })
  deletedIds!: string[];
}
