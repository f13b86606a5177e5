import { ArrayMaxSize, ArrayMinSize, IsEmail, IsIn, IsOptional, Length, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Extensions, Field, ID, InputType, Int } from 'type-graphql';
import { FREE_TEXT } from '../../graphql/input-boundary.js';
import { CommentAction, COMMENT_STATUSES, CommentStatus } from './comment-status.js';

/** Bounds shared by the comment inputs. */
export const COMMENT_LIMITS = { content: 5000, search: 200, ids: 200, formToken: 200, homepage: 500 };

@InputType({ description: "A reader's comment; the e-mail is stored but never shown." })
export class CommentInput {
  @Field(() => String, {
    description: "The commenter's name, shown with the comment: plain text, 1 to 100 characters.",
  })
  @Length(1, 100, { message: 'name is required (at most 100 characters)' })
  name!: string;

  @Field(() => String, { description: "The commenter's e-mail address, at most 254 characters; stored, never shown." })
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @Field(() => String, { description: 'Plain text, at most 5,000 characters.' })
  @Extensions(FREE_TEXT)
  @Length(1, COMMENT_LIMITS.content, { message: 'content is required (at most 5,000 characters)' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Honeypot: render it as a field people do not see (hidden by CSS, `tabindex="-1"`, `autocomplete="off"`) and send what it holds. Anything in it files the comment as spam.',
  })
  @IsOptional()
  @Extensions(FREE_TEXT)
  @MaxLength(COMMENT_LIMITS.homepage)
  homepage?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The `commentFormToken` the page fetched when it showed the form. Sent less than 3 seconds after it was issued, or forged, the comment is filed as spam; without it the comment is held for moderation (unless moderation is NONE).',
  })
  @IsOptional()
  @MaxLength(COMMENT_LIMITS.formToken)
  formToken?: string | null;
}

@ArgsType()
export class CommentListArgs {
  @Field(() => CommentStatus, {
    nullable: true,
    description: 'Only comments with this status; without it, PENDING and APPROVED ones (the "All" tab).',
  })
  @IsOptional()
  @IsIn(COMMENT_STATUSES)
  status?: CommentStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only the comments on this post.' })
  @IsOptional()
  postId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Case-insensitive text found in the comment, the commenter's name or e-mail (at most 200 characters).",
  })
  @IsOptional()
  @MaxLength(COMMENT_LIMITS.search, { message: 'search must be at most 200 characters' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @Min(1)
  page!: number;

  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @Min(1)
  @Max(100)
  pageSize!: number;
}

@ArgsType()
export class ModerateCommentsArgs {
  @Field(() => [ID], { description: 'The comments to act on: 1 to 200 ids; unknown ones are skipped.' })
  @ArrayMinSize(1, { message: 'ids must list at least one comment' })
  @ArrayMaxSize(COMMENT_LIMITS.ids, { message: 'ids must list at most 200 comments' })
  ids!: string[];

  @Field(() => CommentAction, { description: 'What to do to each of them.' })
  action!: CommentAction;
}
