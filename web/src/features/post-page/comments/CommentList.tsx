import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useT } from '../../../i18n/use-t';
import { formatDate, isoDate } from '../../../lib/dates';
import type { CommentItemFragment } from '../api/post.generated';
import type { PendingComment } from './pending-comments';

type Shown = Pick<CommentItemFragment, 'id' | 'name' | 'content' | 'createdAt'> & { byAuthor?: boolean };

function CommentItem({ comment, note, children }: { comment: Shown; note?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const { locale } = useLanguage();
  const initial = comment.name.trim().charAt(0).toUpperCase() || '?';
  const byAuthor = comment.byAuthor === true;
  return (
    <li
      className={`comment${byAuthor ? ' comment--author' : ''}${note ? ' comment--pending' : ''}`}
      data-testid="comment"
    >
      <span className="comment__avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="comment__body">
        <p className="comment__meta">
          <strong className="comment__name">{comment.name}</strong>
          {byAuthor && <span className="comment__badge">{t('comments.author')}</span>}
          <time dateTime={isoDate(comment.createdAt)}>{formatDate(comment.createdAt, 'short', locale)}</time>
        </p>
        {note}
        <p className="comment__content">{comment.content}</p>
        {children}
      </div>
    </li>
  );
}

type Listed = CommentItemFragment & { replies?: readonly CommentItemFragment[] };

/**
 * Comments, newest first, each with its replies (the author's marked) one level below, oldest
 * first. Comments this browser posted that wait for moderation come first, marked as waiting:
 * only their poster sees them.
 */
export function CommentList({
  comments,
  pending = [],
}: {
  comments: readonly Listed[];
  pending?: readonly PendingComment[];
}) {
  const t = useT();
  if (comments.length === 0 && pending.length === 0) return <p className="comments__empty">{t('comments.empty')}</p>;
  return (
    <ol className="comments__list">
      {pending.map((comment) => (
        <CommentItem
          key={`pending-${comment.id}`}
          comment={comment}
          note={
            <p className="comment__pending" data-testid="comment-pending">
              {t('comments.awaitingModeration')}
            </p>
          }
        />
      ))}
      {comments.map((comment, index) => (
        <CommentItem key={comment.id ?? index} comment={comment}>
          {comment.replies && comment.replies.length > 0 && (
            <ol className="comments__replies" aria-label={t('comments.replies', { name: comment.name })}>
              {comment.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} />
              ))}
            </ol>
          )}
        </CommentItem>
      ))}
    </ol>
  );
}
