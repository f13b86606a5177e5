import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One e-mail waiting in the outbox, or the record of one sent or given up. Rows are written in
 * the transaction of the change they announce, so a message is queued exactly when its cause
 * commits; the worker (worker.ts) sends them afterwards and keeps the state below up to date.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailOutbox {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** What caused the mail (`contact.received`, `comment.held`), for the log. */
  @Property({ type: 'string', length: 32 })
  kind!: string;

  /** The Message-ID header, the same on every attempt so receivers can drop a repeat. */
  @Property({ type: 'string', length: 200 })
  messageId!: string;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  /** Where replies go (the sender of a contact message), or null. */
  @Property({ type: 'string', length: 254, nullable: true })
  replyTo: (string & Opt) | null = null;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  /** The plain-text body; emptied once sent, so the log keeps no personal data. */
  @Property({ type: 'text' })
  text!: string;

  /** The HTML body; emptied once sent, like the text. */
  @Property({ type: 'text' })
  html!: string;

  /** pending (due at nextAttemptAt), sending (leased), sent, or failed (given up). */
  @Property({ type: 'string', length: 16 })
  status: string & Opt = 'pending';

  /** Attempts started so far; also tells a worker whose lease ran out that its attempt is stale. */
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  /** While sending: until when the worker that took it owns it; past it another may try again. */
  @Property({ type: 'timestamptz', nullable: true })
  leaseUntil: (Date & Opt) | null = null;

  /** Why the last attempt failed (no message body in it); null after a success. */
  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: (string & Opt) | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: (Date & Opt) | null = null;
}
