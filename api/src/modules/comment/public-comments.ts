import { CommentStatus } from './comment-status.js';

/**
 * SQL condition (no parameters) for the comments readers see, on the comment table aliased
 * `alias`: approved, and either top-level or replying to an approved comment (a reply under a
 * held or trashed comment is not shown, so it is not counted either).
 */
export const publicCommentSql = (alias: string) =>
  `${alias}.status = '${CommentStatus.APPROVED}' and (${alias}.parent_id is null or exists (
     select 1 from comment parent_comment
      where parent_comment.id = ${alias}.parent_id and parent_comment.status = '${CommentStatus.APPROVED}'))`;
