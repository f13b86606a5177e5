import type { Clock } from '../../common/clock.js';
import { Ticker } from '../../common/ticker.js';
import { type Leased, type LeaseQueue, retryDelay, settle, takeDue } from '../../db/outbox-lease.js';
import type { Em, Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { isPermanent, type MailTransport, smtpError } from './transport.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Longest a send may take before it counts as failed; well under the lease. */
const SEND_DEADLINE_MS = 2 * MINUTE;
/** A worker owns the mails it took this long: past it (a crash), another worker tries again. */
const QUEUE: LeaseQueue = { table: 'mail_outbox', leaseMs: 5 * MINUTE };
/** Waits between attempts: 30 s, doubled after each failure, at most 2 hours. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 2 * HOUR;
/** A mail still unsent this long after it was queued is given up. */
const GIVE_UP_AFTER_MS = 24 * HOUR;
/** Sent and given-up rows are deleted after this long. */
const KEEP_MS = 7 * 24 * HOUR;
const PRUNE_EVERY_MS = HOUR;
/** Mails sent at once, per pass and process. */
const BATCH = 5;

/** A row as the worker takes it (snake_case: raw SQL). */
interface TakenMail extends Leased {
  kind: string;
  message_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

/** What the mail worker needs. */
export interface MailWorkerOptions {
  /** How often due mail is looked for (MAIL_POLL_MS). */
  pollMs: number;
  /** Where mail goes (SMTP in production). */
  transport: MailTransport;
}

/** @returns `work`, or a rejection once `ms` have passed without it settling. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the mail server within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the mail outbox (mail_outbox) in the background of the API process, at least once.
 *
 * Each pass leases due rows in one short statement (db/outbox-lease.ts), then talks to the mail
 * server with no transaction open, then records the outcome in another short statement: a slow
 * or absent mail server never holds a database connection or a request. Failures are retried
 * with exponential backoff for 24 hours, then given up with the last error kept.
 */
export class MailWorker {
  private readonly ticker: Ticker;
  private stopping = false;
  private prunedAt = 0;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly options: MailWorkerOptions,
  ) {
    this.ticker = new Ticker(
      options.pollMs,
      () => this.pass(),
      (error) => this.log.error({ err: error }, 'mail worker pass failed'),
    );
  }

  /** Starts polling the outbox; returns at once. */
  start(): void {
    this.ticker.start();
  }

  /** Stops polling and waits for the sends under way to be recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.ticker.stop();
    this.options.transport.close();
  }

  /** Sends batches while full ones come, then prunes old rows now and then. */
  private async pass(): Promise<void> {
    const em = this.orm.em.fork() as Em;
    while (!this.stopping && (await this.sendBatch(em)) === BATCH);
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await em.execute(`delete from mail_outbox where status in ('sent', 'failed') and created_at < ?`, [
        new Date(this.clock().getTime() - KEEP_MS),
      ]);
    }
  }

  /** Takes up to BATCH due mails and sends them side by side. @returns how many were taken. */
  private async sendBatch(em: Em): Promise<number> {
    const taken = await takeDue<TakenMail>(em, QUEUE, this.clock(), BATCH, [
      'kind',
      'message_id',
      'recipient',
      'reply_to',
      'subject',
      'text',
      'html',
    ]);
    await Promise.all(taken.map((mail) => this.attempt(em, mail)));
    return taken.length;
  }

  /** Makes one attempt and records it; a recording that fails is logged, the lease brings the row back. */
  private async attempt(em: Em, mail: TakenMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    let failure: unknown = null;
    try {
      await within(
        this.options.transport.send({
          messageId: mail.message_id,
          to: mail.recipient,
          replyTo: mail.reply_to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
        SEND_DEADLINE_MS,
      );
    } catch (error) {
      failure = error;
    }
    try {
      const kept = failure === null ? await this.sent(em, mail) : await this.failed(em, mail, failure, about);
      if (!kept) this.log.warn(about, 'mail attempt outlived its lease: another worker took the mail over');
    } catch (error) {
      this.log.error({ ...about, err: error }, 'mail attempt could not be recorded');
    }
  }

  /** Records a success; the bodies are dropped, the row stays as a log line until pruned. */
  private async sent(em: Em, mail: TakenMail): Promise<boolean> {
    const kept = await settle(em, QUEUE, mail, {
      status: 'sent',
      sent_at: this.clock(),
      last_error: null,
      text: '',
      html: '',
    });
    if (kept) this.log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
    return kept;
  }

  /** Records a failure: retried after the backoff, or given up (refused for good, or too old). */
  private async failed(em: Em, mail: TakenMail, error: unknown, about: Record<string, unknown>): Promise<boolean> {
    const now = this.clock();
    const reason = smtpError(error);
    const next = new Date(now.getTime() + retryDelay(mail.attempts, FIRST_RETRY_MS, MAX_RETRY_MS));
    const giveUp = isPermanent(error) || next.getTime() - new Date(mail.created_at).getTime() > GIVE_UP_AFTER_MS;
    const kept = await settle(
      em,
      QUEUE,
      mail,
      giveUp
        ? { status: 'failed', last_error: reason }
        : { status: 'pending', next_attempt_at: next, last_error: reason },
    );
    if (kept && giveUp) this.log.error({ ...about, reason }, 'mail given up');
    else if (kept) this.log.warn({ ...about, reason, retryAt: next.toISOString() }, 'mail attempt failed, will retry');
    return kept;
  }
}
