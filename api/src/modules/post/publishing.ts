import { PostStatus, StoredStatus } from './post-status.js';

export interface Publication {
  status: StoredStatus;
  publishedAt: Date | null;
}

/**
 * What saving with `requested` stores: DRAFT hides the post; TO_PUBLISH (or
 * PUBLISHED) publishes now when `date` is today or past and schedules it for `date` otherwise.
 * A post that is already public keeps its first publication time.
 */
export function publicationFor(requested: PostStatus, date: Date, current: Publication, now = new Date()): Publication {
  if (requested === PostStatus.DRAFT) return { status: StoredStatus.draft, publishedAt: null };
  if (date > now) return { status: StoredStatus.published, publishedAt: date };
  const alreadyPublic = current.status === StoredStatus.published && current.publishedAt && current.publishedAt <= now;
  return { status: StoredStatus.published, publishedAt: alreadyPublic ? current.publishedAt : now };
}

/** The status readers and the editor see: TO_PUBLISH while a published post waits for its time. */
export function visibleStatus(post: Publication, now = new Date()): PostStatus {
  if (post.status === StoredStatus.draft || !post.publishedAt) return PostStatus.DRAFT;
  return post.publishedAt > now ? PostStatus.TO_PUBLISH : PostStatus.PUBLISHED;
}

/** MikroORM filter matching the posts anonymous readers may see right now. */
export const readableByPublic = (now = new Date()) => ({
  status: StoredStatus.published,
  publishedAt: { $lte: now },
});
