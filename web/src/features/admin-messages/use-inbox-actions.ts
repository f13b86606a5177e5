import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/Toasts';
import { useAdminT } from '../../i18n/admin-messages';
import { logUnexpected } from '../../lib/errors';
import { AdminDeleteMessagesDocument, AdminMarkMessagesReadDocument } from './api/messages.generated';
import { applyReadChange, forgetMessages, removeMessages } from './inbox-cache';

export interface InboxActions {
  /**
   * Marks messages read or unread at once on screen (rolled back with an error toast if the
   * server refuses). `quiet`: no success toast (opening a message). @returns whether it worked.
   */
  markRead(ids: readonly string[], read: boolean, options?: { quiet?: boolean }): Promise<boolean>;
  /** Deletes messages, gone from the list at once (back with an error toast on failure). */
  remove(ids: readonly string[]): Promise<boolean>;
}

/**
 * The inbox's changes, optimistic: the cache changes before the server answers (Apollo drops the
 * optimistic layer again on an error). After each change, every query showing the unread count
 * (the navigation's badge, whatever its operation) is refetched: its field is evicted on a
 * throw-away optimistic layer, which tells Apollo which watched queries read it without taking it
 * off the screen; `refreshList` then loads the page afresh where a change moves rows.
 */
export function useInboxActions(refreshList: () => Promise<unknown>): InboxActions {
  const t = useAdminT();
  const toast = useToast();
  const client = useApolloClient();
  const [markMutation] = useMutation(AdminMarkMessagesReadDocument);
  const [deleteMutation] = useMutation(AdminDeleteMessagesDocument);

  const refreshCount = useCallback(
    () =>
      Promise.resolve(
        client.refetchQueries({
          updateCache: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'unreadMessageCount' }),
          optimistic: true,
        }),
      ).catch((error: unknown) => logUnexpected('Refreshing the unread count failed', error)),
    [client],
  );

  const markRead = useCallback<InboxActions['markRead']>(
    async (ids, read, { quiet = false } = {}) => {
      try {
        await markMutation({
          variables: { ids: [...ids], read },
          optimisticResponse: { markMessagesRead: ids.length },
          update: (cache) => applyReadChange(cache, ids, read),
        });
      } catch (error) {
        logUnexpected(read ? 'Marking messages read failed' : 'Marking messages unread failed', error);
        toast('error', t('admin.messages.updateFailed'));
        return false;
      }
      if (!quiet) {
        toast('success', t(read ? 'admin.messages.markedRead' : 'admin.messages.markedUnread', { count: ids.length }));
      }
      await Promise.all([refreshCount(), quiet ? null : refreshList().catch(() => undefined)]);
      return true;
    },
    [markMutation, refreshCount, refreshList, t, toast],
  );

  const remove = useCallback<InboxActions['remove']>(
    async (ids) => {
      try {
        await deleteMutation({
          variables: { ids: [...ids] },
          optimisticResponse: { deleteMessages: ids.length },
          update: (cache) => removeMessages(cache, ids),
        });
      } catch (error) {
        logUnexpected('Deleting messages failed', error);
        toast('error', t('admin.messages.deleteFailed'));
        return false;
      }
      forgetMessages(client.cache, ids);
      toast('success', t('admin.messages.deleted', { count: ids.length }));
      await Promise.all([refreshCount(), refreshList().catch(() => undefined)]);
      return true;
    },
    [client, deleteMutation, refreshCount, refreshList, t, toast],
  );

  return { markRead, remove };
}
