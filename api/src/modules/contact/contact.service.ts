import type { FilterQuery } from '@mikro-orm/core';
import type { Clock } from '../../common/clock.js';
import { badInput } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { toPage } from '../../common/pagination.js';
import type { Em } from '../../db/orm.js';
import type { MailNotifications } from '../mail/notifications.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactInput } from './contact.inputs.js';
import type { ContactMessagePage, ContactMessagesArgs } from './contact.types.js';

/** Makes LIKE's wildcards (and its escape character) match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** @returns the ids as numbers, once each. @throws BAD_USER_INPUT naming `ids` when one is not an id. */
function messageIds(ids: string[]): number[] {
  const parsed = ids.map(parseId);
  if (parsed.some((id) => id === null)) throw badInput('ids must be message ids', { ids: 'Not a message id' });
  return [...new Set(parsed as number[])];
}

export class ContactService {
  constructor(
    private readonly em: Em,
    private readonly mail: MailNotifications,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores a contact message as plain text and, in the same transaction, queues the owner's
   * e-mail about it (when notifications are configured): both commit or neither does.
   * @throws BAD_USER_INPUT when a field is blank after trimming.
   */
  async send(input: ContactInput): Promise<ContactMessage> {
    const fields = { fullName: input.fullName.trim(), email: input.email.trim(), message: input.message.trim() };
    const blank = Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => !value)
        .map(([name]) => [name, `${name} is required`]),
    );
    if (Object.keys(blank).length) throw badInput('All fields are required', blank);
    return this.em.transactional(async (tx) => {
      const message = tx.create(ContactMessage, fields);
      await tx.flush();
      await this.mail.contactReceived(tx as Em, message);
      return message;
    });
  }

  /** The newest messages first. */
  latest(limit: number, offset = 0): Promise<ContactMessage[]> {
    return this.em.find(ContactMessage, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit, offset });
  }

  /** One page of the inbox, newest first, filtered by read state and a search text. */
  async page({ page, pageSize, unread, search }: ContactMessagesArgs): Promise<ContactMessagePage> {
    const where: FilterQuery<ContactMessage> = {};
    if (unread === true) where.readAt = null;
    if (unread === false) where.readAt = { $ne: null };
    const text = search?.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      where.$or = [{ fullName: { $ilike: like } }, { email: { $ilike: like } }, { message: { $ilike: like } }];
    }
    const [items, totalItems] = await this.em.findAndCount(ContactMessage, where, {
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { ...toPage(items, totalItems, page, pageSize), unreadCount: await this.unreadCount() };
  }

  /** @returns how many messages are unread (a count over an index, for the admin's badge). */
  unreadCount(): Promise<number> {
    return this.em.count(ContactMessage, { readAt: null });
  }

  /**
   * Marks messages read (now) or unread; messages already so keep their read time.
   * @returns how many messages changed.
   * @throws BAD_USER_INPUT when an id is not a message id.
   */
  markRead(ids: string[], read: boolean): Promise<number> {
    return this.em.nativeUpdate(
      ContactMessage,
      { id: { $in: messageIds(ids) }, readAt: read ? null : { $ne: null } },
      { readAt: read ? this.clock() : null },
    );
  }

  /**
   * Deletes messages for good.
   * @returns how many were deleted (unknown ids are skipped).
   * @throws BAD_USER_INPUT when an id is not a message id.
   */
  remove(ids: string[]): Promise<number> {
    return this.em.nativeDelete(ContactMessage, { id: { $in: messageIds(ids) } });
  }
}
