import { useLanguage } from '../../../i18n/LanguageProvider';
import { useT } from '../../../i18n/use-t';
import { formatDate, isoDate } from '../../../lib/dates';
import type { CommentItemFragment } from '../api/post.generated';

function CommentItem({ comment }: { comment: CommentItemFragment }) {
  const { locale } = useLanguage();
  const initial = comment.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <li className="comment" data-testid="comment">
      <span className="comment__avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="comment__body">
        <p className="comment__meta">
          <strong className="comment__name">{comment.name}</strong>
          <time dateTime={isoDate(comment.createdAt)}>{formatDate(comment.createdAt, 'short', locale)}</time>
        </p>
        <p className="comment__content">{comment.content}</p>
      </div>
    </li>
  );
}

/** Comments, newest first. */
export function CommentList({ comments }: { comments: readonly CommentItemFragment[] }) {
  const t = useT();
  if (comments.length === 0) return <p className="comments__empty">{t('comments.empty')}</p>;
  return (
    <ol className="comments__list">
      {comments.map((comment, index) => (
        <CommentItem key={comment.id ?? index} comment={comment} />
      ))}
    </ol>
  );
}
