import type { Comment } from '../comment/comment.entity.js';
import { COMMENT_STATUSES, CommentStatus } from '../comment/comment-status.js';

/** How a bundle writes a comment's moderation state; every field is absent in bundles from before moderation. */
export interface BundleCommentModeration {
  /** Absent: approved (bundles written before moderation held public comments only). */
  status?: CommentStatus;
  /** Codes of the rules that acted when it was posted. */
  reasons?: string[];
  /** The site author's reply. */
  byAuthor?: boolean;
  /** Position in the post's `comments` of the top-level comment it replies to; null for a top-level one. */
  replyTo?: number | null;
  /** For a trashed comment: the status RESTORE brings back. */
  statusBeforeTrash?: CommentStatus | null;
  /** For a trashed comment: when it was trashed (ISO 8601). */
  trashedAt?: string | null;
}

const isStatus = (value: unknown): value is CommentStatus => COMMENT_STATUSES.includes(value as CommentStatus);

/**
 * Checks the moderation fields of the comments of one bundled post.
 * @returns the problems found, each naming `comments[i].field`.
 */
export function checkCommentModeration(comments: Record<string, unknown>[]): string[] {
  const problems: string[] = [];
  comments.forEach((comment, index) => {
    const at = `comments[${index}]`;
    if (comment.status !== undefined && !isStatus(comment.status)) {
      problems.push(`${at}.status must be one of ${COMMENT_STATUSES.join(', ')}`);
    }
    const reasons = comment.reasons;
    if (
      reasons !== undefined &&
      !(Array.isArray(reasons) && reasons.length <= 20 && reasons.every((r) => typeof r === 'string' && r.length <= 50))
    ) {
      problems.push(`${at}.reasons must be a list of at most 20 codes`);
    }
    if (comment.byAuthor !== undefined && typeof comment.byAuthor !== 'boolean') {
      problems.push(`${at}.byAuthor must be true or false`);
    }
    const parent = comment.replyTo;
    if (parent != null) {
      const target = Number.isInteger(parent) ? comments[parent as number] : undefined;
      if (!target || parent === index || target.replyTo != null) {
        problems.push(`${at}.replyTo must be the position of a top-level comment of the same post`);
      }
    }
    if (comment.statusBeforeTrash != null && !isStatus(comment.statusBeforeTrash)) {
      problems.push(`${at}.statusBeforeTrash must be one of ${COMMENT_STATUSES.join(', ')}`);
    }
    if (
      comment.trashedAt != null &&
      (typeof comment.trashedAt !== 'string' || Number.isNaN(Date.parse(comment.trashedAt)))
    ) {
      problems.push(`${at}.trashedAt must be an ISO date-time or null`);
    }
  });
  return problems;
}

/** @returns the moderation fields of `comment` for a bundle; `ordered` is its post's comment list, as written. */
export function bundledModeration(comment: Comment, ordered: Comment[]): Required<BundleCommentModeration> {
  return {
    status: comment.status,
    reasons: [...comment.reasons],
    byAuthor: comment.byAuthor,
    replyTo: comment.parent ? ordered.findIndex((other) => other.id === comment.parent!.id) : null,
    statusBeforeTrash: comment.statusBeforeTrash ?? null,
    trashedAt: comment.trashedAt?.toISOString() ?? null,
  };
}

/**
 * @returns the stored moderation fields of a checked bundle comment (the parent is set by the
 *   importer): approved without a status, and a public comment counts as announced already, so
 *   an import never announces old comments to webhooks.
 */
export function importedModeration(comment: BundleCommentModeration, createdAt: Date) {
  const status = comment.status ?? CommentStatus.APPROVED;
  return {
    status,
    reasons: comment.reasons ?? [],
    byAuthor: comment.byAuthor ?? false,
    statusBeforeTrash: comment.statusBeforeTrash ?? null,
    trashedAt: comment.trashedAt ? new Date(comment.trashedAt) : null,
    announcedAt: status === CommentStatus.APPROVED ? createdAt : null,
  };
}
