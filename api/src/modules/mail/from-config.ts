import type { Clock } from '../../common/clock.js';
import type { MailConfig } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { smtpTransport } from './transport.js';
import { MailWorker } from './worker.js';

/**
 * The mail worker over SMTP when SMTP_URL and MAIL_FROM are set.
 * @returns the worker, not started yet (stop it before closing the database), or null without SMTP.
 */
export function mailWorkerFromConfig(orm: Orm, clock: Clock, log: Logger, mail: MailConfig): MailWorker | null {
  if (!mail.smtpUrl || !mail.from) return null;
  return new MailWorker(orm, clock, log, { pollMs: mail.pollMs, transport: smtpTransport(mail.smtpUrl, mail.from) });
}
