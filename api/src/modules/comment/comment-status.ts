import { registerEnumType } from 'type-graphql';

/**
 * Where a comment stands. Only approved comments are public; a held comment waits for the
 * owner, spam is kept apart (and teaches nothing to its poster), trash is emptied after
 * TRASH_DAYS.
 */
export enum CommentStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  SPAM = 'spam',
  TRASH = 'trash',
}

registerEnumType(CommentStatus, {
  name: 'CommentStatus',
  description: 'Where a comment stands: only APPROVED comments are shown to readers.',
  valuesConfig: {
    PENDING: { description: 'Held for moderation: seen by the owner only.' },
    APPROVED: { description: 'Public: listed under the post and counted.' },
    SPAM: { description: 'Judged spam by a rule or by the owner: never shown.' },
    TRASH: { description: 'Thrown away by the owner; restorable, deleted for good after 30 days.' },
  },
});

/** Every stored status, in their wire form. */
export const COMMENT_STATUSES = Object.values(CommentStatus);

/** Days a trashed comment is kept before it is deleted for good. */
export const TRASH_DAYS = 30;

/** What the owner may do to a set of comments at once. */
export enum CommentAction {
  APPROVE = 'approve',
  UNAPPROVE = 'unapprove',
  SPAM = 'spam',
  NOT_SPAM = 'not-spam',
  TRASH = 'trash',
  RESTORE = 'restore',
  DELETE = 'delete',
}

registerEnumType(CommentAction, {
  name: 'CommentAction',
  description: 'A moderation action applied to every comment of `moderateComments`.',
  valuesConfig: {
    APPROVE: { description: 'Make public (announced once to `comment.created` webhooks).' },
    UNAPPROVE: { description: 'Back to PENDING: hidden from readers again.' },
    SPAM: { description: 'Mark as SPAM: hidden, kept apart.' },
    NOT_SPAM: {
      description:
        'A SPAM comment becomes APPROVED: the owner has read it and judged it genuine (others are left as they are).',
    },
    TRASH: { description: 'Move to TRASH, remembering the status to restore; emptied after 30 days.' },
    RESTORE: { description: 'A TRASH comment goes back to the status it had before (others are left as they are).' },
    DELETE: { description: 'Delete for good, with the replies of a top-level comment.' },
  },
});
