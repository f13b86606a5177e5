import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CommentAction } from '../../gql/schema-types';
import { useAdminT } from '../../i18n/admin-messages';
import { useToast } from '../../components/ui/Toasts';
import { logUnexpected } from '../../lib/errors';
import {
  AdminCommentsDocument,
  AdminModerateCommentsDocument,
  AdminReplyToCommentDocument,
  AdminUpdateCommentDocument,
  type AdminCommentsQueryVariables,
  type AdminModeratedCommentFragment,
} from './api/comments.generated';
import { AdminNavCountsDocument } from './api/nav-counts.generated';
import { ACTION_DONE, applyChanges, changesOf, type Tab } from './moderation';

export type QueueRow = AdminModeratedCommentFragment;

/** The list and the sidebar's badge, fetched again once the server has answered. */
const REFRESH = [AdminCommentsDocument, AdminNavCountsDocument];

/**
 * The queue's changes. Each shows at once (Apollo's optimistic layer: the rows change status or
 * leave the tab, the counts move) and is rolled back with an error toast when the server refuses;
 * once it answers, the list and the badge are fetched again.
 * @param variables the variables of the list on screen, whose cached page is changed.
 */
export function useModeration(tab: Tab, variables: AdminCommentsQueryVariables) {
  const t = useAdminT();
  const toast = useToast();
  const [moderateMutation] = useMutation(AdminModerateCommentsDocument);
  const [updateMutation] = useMutation(AdminUpdateCommentDocument);
  const [replyMutation] = useMutation(AdminReplyToCommentDocument);

  /** Applies `action` to `rows`. @returns whether the server took it. */
  const moderate = useCallback(
    async (rows: readonly QueueRow[], action: CommentAction): Promise<boolean> => {
      if (!rows.length) return true;
      const ids = rows.map((row) => row.id);
      const expected = changesOf(rows, action);
      try {
        await moderateMutation({
          variables: { ids, action },
          optimisticResponse: {
            moderateComments: {
              __typename: 'CommentModerationResult',
              deletedIds: action === 'DELETE' ? ids : [],
              comments:
                action === 'DELETE'
                  ? []
                  : rows.map((row, index) => ({ ...row, status: expected[index]!.to ?? row.status })),
            },
          },
          update(cache, { data }) {
            const answer = data?.moderateComments;
            if (!answer) return;
            // The server's word on each comment; the statuses before are the list's, as the
            // normalized rows already hold the new ones.
            const changes = expected.map((change) => ({
              ...change,
              to: answer.deletedIds.includes(change.id)
                ? null
                : (answer.comments.find((comment) => comment.id === change.id)?.status ?? change.from),
            }));
            cache.updateQuery({ query: AdminCommentsDocument, variables }, (current) =>
              current ? { ...current, comments: applyChanges(current.comments, tab, changes) } : current,
            );
          },
          refetchQueries: REFRESH,
        });
        toast('success', t(ACTION_DONE[action], { count: rows.length }));
        return true;
      } catch (error) {
        logUnexpected('Moderating comments failed', error);
        toast('error', t('admin.comments.actionFailed'));
        return false;
      }
    },
    [moderateMutation, t, tab, toast, variables],
  );

  /** Saves a comment's new text. @returns whether the server took it. */
  const edit = useCallback(
    async (row: QueueRow, content: string): Promise<boolean> => {
      try {
        await updateMutation({
          variables: { id: row.id, content },
          optimisticResponse: { updateComment: { ...row, content } },
        });
        toast('success', t('admin.comments.edited'));
        return true;
      } catch (error) {
        logUnexpected('Editing a comment failed', error);
        toast('error', t('admin.comments.editFailed'));
        return false;
      }
    },
    [t, toast, updateMutation],
  );

  /** Publishes a reply as the site's author. @returns whether the server took it. */
  const reply = useCallback(
    async (row: QueueRow, content: string): Promise<boolean> => {
      try {
        await replyMutation({ variables: { id: row.id, content }, refetchQueries: REFRESH });
        toast('success', t('admin.comments.replied'));
        return true;
      } catch (error) {
        logUnexpected('Replying to a comment failed', error);
        toast('error', t('admin.comments.replyFailed'));
        return false;
      }
    },
    [replyMutation, t, toast],
  );

  return { moderate, edit, reply };
}
