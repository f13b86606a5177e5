import type { Em } from '../../db/orm.js';
import type { Post } from '../post/post.entity.js';
import type { CommentSettingsData } from '../settings/comment-settings.js';
import type { WebhookEvents } from '../webhook/events.js';
import type { Comment } from './comment.entity.js';
import { CommentStatus } from './comment-status.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * @returns whether `post` takes new comments at `now`: it allows them, and its date (the one shown
 *   on it, as WordPress counts) is not older than the settings' closeAfterDays.
 */
export function commentsOpen(post: Post, settings: CommentSettingsData, now: Date): boolean {
  if (!post.allowComments) return false;
  if (settings.closeAfterDays == null) return true;
  return now.getTime() - post.date.getTime() <= settings.closeAfterDays * DAY_MS;
}

/** @returns the text as the duplicate rule compares it: whitespace collapsed, lower case. */
export const normalizedText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Announces `comment` to `comment.created` webhooks the first time it is public, in the
 * transaction of `em`, so held and spam comments never reach a receiver and a comment approved,
 * unapproved and approved again is announced once.
 */
export async function announceIfPublic(
  em: Em,
  webhooks: WebhookEvents | undefined,
  comment: Comment,
  post: Post,
  now: Date,
): Promise<void> {
  if (comment.status !== CommentStatus.APPROVED || comment.announcedAt || !webhooks) return;
  comment.announcedAt = now;
  await webhooks.commentCreated(em, comment, post);
}
