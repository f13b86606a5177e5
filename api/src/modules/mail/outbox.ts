import { randomUUID } from 'node:crypto';
import type { Em } from '../../db/orm.js';
import { MailOutbox } from './mail-outbox.entity.js';
import type { MailContent } from './templates.js';

/** Addresses and cause of one queued e-mail. */
export interface Envelope {
  kind: string;
  to: string;
  replyTo?: string;
  /** The sender (MAIL_FROM): its domain names the Message-ID. */
  from: string;
}

/** @returns a Message-ID under the sender's domain (RFC 5322 `<unique@domain>`). */
const messageIdFor = (from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
};

/**
 * Queues an e-mail in the transaction of `em` (an immediate insert, not a pending persist), so
 * it commits with the change that caused it, or not at all. Due at once.
 */
export async function enqueueMail(em: Em, envelope: Envelope, content: MailContent, now: Date): Promise<void> {
  await em.insert(MailOutbox, {
    kind: envelope.kind,
    messageId: messageIdFor(envelope.from),
    recipient: envelope.to,
    replyTo: envelope.replyTo ?? null,
    subject: content.subject,
    text: content.text,
    html: content.html,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  });
}
