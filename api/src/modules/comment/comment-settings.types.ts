import { ArrayMaxSize, IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { COMMENT_MODERATIONS, CommentModeration } from '../settings/comment-settings.js';

/** Bounds on the comment settings. */
export const COMMENT_SETTINGS_LIMITS = {
  closeAfterDays: 36_500,
  maxLinks: 100,
  entries: 1000,
  word: 100,
  domain: 253,
  ip: 49,
};

@ObjectType({
  simpleResolvers: true,
  description: "The site's comment rules: moderation, closing, links and the blocklist.",
})
export class CommentSettings {
  @Field(() => CommentModeration, { description: 'Which new comments are held (FIRST_TIME by default).' })
  moderation!: CommentModeration;

  @Field(() => Int, {
    nullable: true,
    description: 'Comments close on posts dated more than this many days ago; null (the default): never.',
  })
  closeAfterDays!: number | null;

  @Field(() => Int, { description: 'A comment with more links than this is held (2 by default).' })
  maxLinks!: number;

  @Field(() => [String], {
    description: 'Words or phrases (case-insensitive, whole words) that send a comment to spam.',
  })
  blockedWords!: string[];

  @Field(() => [String], { description: 'E-mail domains (subdomains included) whose comments go to spam.' })
  blockedEmailDomains!: string[];

  @Field(() => [String], {
    description: 'IP addresses or CIDR ranges (e.g. 203.0.113.0/24) whose comments go to spam.',
  })
  blockedIps!: string[];
}

@InputType({ description: 'Comment rules to change; a field left out keeps its value.' })
export class CommentSettingsInput {
  @Field(() => CommentModeration, { nullable: true, description: 'Which new comments are held.' })
  @IsOptional()
  @IsIn(COMMENT_MODERATIONS)
  moderation?: CommentModeration;

  @Field(() => Int, {
    nullable: true,
    description: `Close comments on posts older than this many days (1 to ${COMMENT_SETTINGS_LIMITS.closeAfterDays}); 0 turns it off.`,
  })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'closeAfterDays must be 0 (off) or a number of days' })
  @Max(COMMENT_SETTINGS_LIMITS.closeAfterDays, { message: 'closeAfterDays must be at most 36500' })
  closeAfterDays?: number | null;

  @Field(() => Int, { nullable: true, description: `Most links a comment may hold before it is held (0 to 100).` })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'maxLinks must be between 0 and 100' })
  @Max(COMMENT_SETTINGS_LIMITS.maxLinks, { message: 'maxLinks must be between 0 and 100' })
  maxLinks?: number;

  @Field(() => [String], {
    nullable: true,
    description:
      'Blocked words or phrases, at most 100 characters each and 1,000 in all (blank ones are dropped); replaces the list.',
  })
  @IsOptional()
  @ArrayMaxSize(COMMENT_SETTINGS_LIMITS.entries, { message: 'blockedWords holds at most 1000 entries' })
  @MaxLength(COMMENT_SETTINGS_LIMITS.word, { each: true, message: 'each blocked word must be at most 100 characters' })
  blockedWords?: string[];

  @Field(() => [String], {
    nullable: true,
    description:
      'Blocked e-mail domains such as spam.example, at most 1,000 (blank ones are dropped); replaces the list.',
  })
  @IsOptional()
  @ArrayMaxSize(COMMENT_SETTINGS_LIMITS.entries, { message: 'blockedEmailDomains holds at most 1000 entries' })
  @MaxLength(COMMENT_SETTINGS_LIMITS.domain, {
    each: true,
    message: 'each blocked domain must be at most 253 characters',
  })
  blockedEmailDomains?: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Blocked IP addresses or CIDR ranges, at most 1,000 (blank ones are dropped); replaces the list.',
  })
  @IsOptional()
  @ArrayMaxSize(COMMENT_SETTINGS_LIMITS.entries, { message: 'blockedIps holds at most 1000 entries' })
  @MaxLength(COMMENT_SETTINGS_LIMITS.ip, { each: true, message: 'each blocked address must be at most 49 characters' })
  blockedIps?: string[];
}
