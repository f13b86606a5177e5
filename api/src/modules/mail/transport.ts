import type { Transporter } from 'nodemailer';

/** One e-mail as the outbox holds it. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mails; the worker's only view of SMTP, so a test can watch what it is asked to do. */
export interface MailTransport {
  /** Hands one message to the mail server. @throws when the server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of the connections it holds. */
  close(): void;
}

/**
 * Limits of one conversation with the mail server: the worker's lease (worker.ts) must outlast
 * their sum, or another worker could start a second attempt while the first still runs.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** @returns what an SMTP failure says, without the message or the credentials. */
export function smtpError(error: unknown): string {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = response ?? message ?? String(error);
  return [code, responseCode, detail].filter(Boolean).join(' ').slice(0, 1000);
}

/**
 * @returns whether the server refused the message for good (a 5xx reply to it, not to the
 *   sign-in, which a corrected SMTP_URL may fix): trying again would be refused the same way.
 */
export const isPermanent = (error: unknown) => {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code !== 'EAUTH' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
};

/**
 * @returns a transport that opens one SMTP connection per message to the server of `smtpUrl`.
 * nodemailer is loaded with the first message: a site that sends none does not hold it in memory.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from }),
    ));
  return {
    async send(mail) {
      const opened = await connect();
      await opened.sendMail({
        messageId: mail.messageId,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
