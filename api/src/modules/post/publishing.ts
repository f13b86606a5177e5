import { PostStatus, StoredStatus } from './post-status.js';
import { isReadable, type Publication } from './visibility.js';

/**
 * What saving with `requested` at `now` stores: DRAFT hides the post; TO_PUBLISH (or PUBLISHED)
 * publishes now when `date` is now or past and schedules it for `date` otherwise. A post that is
 * already public keeps its first publication time.
 */
export function publicationFor(requested: PostStatus, date: Date, current: Publication, now: Date): Publication {
  if (requested === PostStatus.DRAFT) return { status: StoredStatus.draft, publishedAt: null };
  if (date > now) return { status: StoredStatus.published, publishedAt: date };
  return { status: StoredStatus.published, publishedAt: isReadable(current, now) ? current.publishedAt : now };
}

/** The status readers and the editor see at `at`: TO_PUBLISH while a published post waits for its time. */
export function visibleStatus(post: Publication, at: Date): PostStatus {
  if (post.status === StoredStatus.draft || !post.publishedAt) return PostStatus.DRAFT;
  return isReadable(post, at) ? PostStatus.PUBLISHED : PostStatus.TO_PUBLISH;
}
