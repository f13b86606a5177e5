import type { Clock } from '../../common/clock.js';
import type { Config } from '../../config.js';
import type { Em } from '../../db/orm.js';
import type { Comment } from '../comment/comment.entity.js';
import type { ContactMessage } from '../contact/contact-message.entity.js';
import type { Post } from '../post/post.entity.js';
import { enqueueMail } from './outbox.js';
import { commentHeldMail, contactMail } from './templates.js';

/**
 * The owner's e-mail notifications. Each call queues one e-mail in the caller's transaction (the
 * worker sends it later), or does nothing when SMTP_URL or NOTIFY_EMAIL is not set.
 */
export class MailNotifications {
  constructor(
    private readonly config: Pick<Config, 'publicUrl' | 'mail'>,
    private readonly clock: Clock,
  ) {}

  /** Whether notifications are queued at all (SMTP_URL, MAIL_FROM and NOTIFY_EMAIL set). */
  get enabled(): boolean {
    const { smtpUrl, from, notifyEmail } = this.config.mail;
    return Boolean(smtpUrl && from && notifyEmail);
  }

  /** Queues the e-mail about a new contact message; replying to it answers the sender. */
  async contactReceived(em: Em, message: ContactMessage): Promise<void> {
    if (!this.enabled) return;
    const { from, notifyEmail } = this.config.mail;
    await enqueueMail(
      em,
      { kind: 'contact.received', from: from!, to: notifyEmail!, replyTo: message.email },
      contactMail(message, this.config.publicUrl),
      this.clock(),
    );
  }

  /**
   * Queues the e-mail about a comment held for moderation, with links that open it in the admin
   * area. Call it after the comment is flushed (its id is in the links), inside its transaction.
   */
  async commentHeld(em: Em, comment: Comment, post: Post): Promise<void> {
    if (!this.enabled) return;
    const { from, notifyEmail } = this.config.mail;
    const facts = {
      id: comment.id,
      name: comment.name,
      content: comment.content,
      createdAt: comment.createdAt,
      postTitle: post.title,
    };
    await enqueueMail(
      em,
      { kind: 'comment.held', from: from!, to: notifyEmail! },
      commentHeldMail(facts, this.config.publicUrl),
      this.clock(),
    );
  }
}
