import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CommentItemFragment } from '../api/post.generated';
import { browserStorage, type PendingComment, readPending, rememberPending } from './pending-comments';

type Listed = Pick<CommentItemFragment, 'id'> & { replies?: readonly Pick<CommentItemFragment, 'id'>[] };

/**
 * The comments this browser posted on post `postId` that wait for moderation, and the function
 * that adds one. Read after hydration (the server-rendered page cannot know them), and again
 * whenever the post's list changes, so a comment approved meanwhile is shown once, in the list.
 */
export function usePendingComments(
  postId: string,
  comments: readonly Listed[],
): [PendingComment[], (comment: PendingComment) => void] {
  const published = useMemo(
    () => new Set(comments.flatMap((comment) => [comment.id, ...(comment.replies ?? []).map((reply) => reply.id)])),
    [comments],
  );
  const [pending, setPending] = useState<PendingComment[]>([]);
  useEffect(() => {
    if (postId) setPending(readPending(browserStorage(), postId, published, new Date()));
  }, [postId, published]);
  const hold = useCallback(
    (comment: PendingComment) => {
      const storage = browserStorage();
      rememberPending(storage, postId, comment);
      setPending((current) => [comment, ...current.filter((entry) => entry.id !== comment.id)]);
    },
    [postId],
  );
  return [pending, hold];
}
