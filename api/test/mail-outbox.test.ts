import { SMTPServer } from 'smtp-server';
import type { App } from '../src/app.js';
import type { Em } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import { Comment } from '../src/modules/comment/comment.entity.js';
import { MailNotifications } from '../src/modules/mail/notifications.js';
import { createPost } from './helpers/factories.js';
import { keptDatabase } from './helpers/kept-database.js';
import { databaseKind, startTestApp, type TestApp } from './helpers/test-app.js';

// Owner notifications through the mail outbox against a real SMTP server (smtp-server on
// 127.0.0.1) and a real API server on both databases: the content of each e-mail, one e-mail per
// event, a mail server that is down (the request does not wait, the e-mail follows once it is
// back), a restart mid-retry, two instances sharing the outbox, and no SMTP at all.

const SEND = 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }';
const OWNER = 'owner@test.example';
const SECOND = 1000;

/** The app clock runs with the machine's, shifted by `offset` (tests move it forward only). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);

/** One e-mail as the SMTP server received it. */
interface Received {
  from: string;
  to: string[];
  /** The header section, lines unfolded and encoded words (RFC 2047) decoded. */
  headers: string;
  /** The body, quoted-printable decoded (as UTF-8). */
  raw: string;
}

/** @returns quoted-printable text decoded as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** @returns a header section unfolded, its encoded words decoded. */
const decodeHeaders = (section: string) =>
  section
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : fromQuotedPrintable(word.replace(/_/g, ' ')),
    );

/** A mail server that keeps what it receives; it can go down and come back on the same port. */
class MailCatcher {
  readonly received: Received[] = [];
  /** Milliseconds each message waits before it is accepted. */
  delayMs = 0;
  port = 0;
  private server: SMTPServer | null = null;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 'secret'
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const message = Buffer.concat(chunks).toString('utf8');
          const split = message.indexOf('\r\n\r\n');
          setTimeout(() => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              headers: decodeHeaders(message.slice(0, split)),
              raw: fromQuotedPrintable(message.slice(split + 4)),
            });
            callback();
          }, this.delayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://mailer:secret@127.0.0.1:${this.port}`;
  }
}

/** Polls `check` until it holds (a few seconds at most). */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10 * SECOND): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** @returns a header's value (the first of that name), or null. */
const header = (mail: Received, name: string) => new RegExp(`^${name}: ?(.*)$`, 'im').exec(mail.headers)?.[1] ?? null;

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  text: string;
}

const outbox = async (app: App) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<OutboxRow[]>('select id, kind, status, attempts, last_error, text from mail_outbox order by id')
  ).map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));

const catcher = new MailCatcher();
const logLines: string[] = [];
const mailEnv = () => ({
  RATE_LIMITS: 'off',
  SMTP_URL: catcher.url,
  MAIL_FROM: 'Wisdom Blog <blog@test.example>',
  NOTIFY_EMAIL: OWNER,
  MAIL_POLL_MS: '50',
});

beforeAll(() => catcher.start());
afterAll(() => catcher.stop());

describe('with SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mailEnv(), {
      clock,
      log: createLogger('info', 'json', { write: (line: string) => void logLines.push(line) }),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    catcher.received.length = 0;
  });

  it('sends exactly one e-mail per contact message to NOTIFY_EMAIL, replying to the sender', async () => {
    const input = { fullName: 'Ann <Reader>', email: 'ann@example.com', message: 'Hello & welcome\n\n<b>Bold?</b>' };
    const result = await t.gql(SEND, { input });
    expect(result.errors).toBeUndefined();
    await waitFor(() => catcher.received.length === 1, 'the contact e-mail');
    await pause(300);
    expect(catcher.received).toHaveLength(1);
    const [mail] = catcher.received;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.from).toBe('blog@test.example');
    expect(header(mail, 'Reply-To')).toBe('ann@example.com');
    expect(header(mail, 'Subject')).toBe('Contact message from Ann <Reader>');
    expect(header(mail, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@test\.example>$/);
    // The plain-text part as sent; the HTML part escaped.
    expect(mail.raw).toContain('Hello & welcome\r\n\r\n<b>Bold?</b>');
    expect(mail.raw).toContain('<p><strong>Ann &lt;Reader&gt;</strong> &lt;ann@example.com&gt;');
    expect(mail.raw).toContain('<p>&lt;b&gt;Bold?&lt;/b&gt;</p>');
    expect(mail.raw).toContain(`${t.url}/admin/messages`);

    // The outbox keeps a line of log, not the message.
    const [row] = await outbox(t.app);
    expect(row).toMatchObject({ kind: 'contact.received', status: 'sent', attempts: 1, last_error: null, text: '' });
    const sentLog = logLines.map((line) => JSON.parse(line)).filter((record) => record.msg === 'mail sent');
    expect(sentLog).toEqual([expect.objectContaining({ mailId: row.id, kind: 'contact.received', attempts: 1 })]);
    expect(logLines.join('\n')).not.toContain('Hello & welcome');
  });

  it('sends one e-mail for a held comment, with links into the admin area', async () => {
    const token = await t.login();
    const post = await createPost(t, token, { title: 'On <Grace>' });
    const added = await t.gql<{ addComment: { id: string } }>(
      'mutation ($postId: ID!, $input: CommentInput!) { addComment(postId: $postId, input: $input) { id } }',
      { postId: post.id, input: { name: 'Reader', email: 'reader@example.com', content: 'Amen & thanks' } },
    );
    expect(added.errors).toBeUndefined();
    const id = Number(added.data!.addComment.id);
    // A first-time commenter's comment is held: the owner hears of it once.
    await waitFor(() => catcher.received.some((mail) => mail.raw.includes('Amen & thanks')), 'the comment e-mail');
    await pause(300);
    expect(catcher.received).toHaveLength(1);
    const [mail] = catcher.received;
    expect(mail.to).toEqual([OWNER]);
    expect(header(mail, 'Reply-To')).toBeNull();
    expect(header(mail, 'Subject')).toBe('Comment awaiting moderation on "On <Grace>"');
    const review = `${t.url}/admin/comments?status=pending&focus=${id}`;
    expect(mail.raw).toContain(`Approve: ${review}&action=approve`);
    expect(mail.raw).toContain(`Spam: ${review}&action=spam`);
    expect(mail.raw).toContain(`<a href="${review.replace('&', '&amp;')}&amp;action=approve">Approve</a>`);
    expect(mail.raw).toContain('On &lt;Grace&gt;');
  });

  it('answers at once while the mail server is down, and delivers once it is back', async () => {
    await catcher.stop();
    try {
      const started = Date.now();
      const result = await t.gql(SEND, {
        input: { fullName: 'Patient', email: 'patient@example.com', message: 'While the server was down' },
      });
      expect(result.errors).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2 * SECOND);
      await waitFor(async () => (await outbox(t.app)).some((row) => row.last_error !== null), 'a failed attempt');
      const failed = (await outbox(t.app)).find((row) => row.last_error !== null)!;
      expect(failed).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      // Not retried before its backoff (30 s on the app clock).
      await pause(300);
      expect((await outbox(t.app)).find((row) => row.id === failed.id)!.attempts).toBe(1);
    } finally {
      await catcher.start();
    }
    offset += 31 * SECOND;
    await waitFor(() => catcher.received.length === 1, 'the delivery after the server came back');
    await pause(300);
    expect(catcher.received).toHaveLength(1);
    expect(catcher.received[0].raw).toContain('While the server was down');
    expect((await outbox(t.app)).at(-1)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up a mail still unsent 24 hours after it was queued, keeping the last error', async () => {
    await catcher.stop();
    try {
      await t.gql(SEND, { input: { fullName: 'Late', email: 'late@example.com', message: 'Never delivered' } });
      const last = async () => (await outbox(t.app)).at(-1)!;
      await waitFor(async () => (await last()).attempts === 1 && (await last()).status === 'pending', 'attempt 1');
      offset += 25 * 3600 * SECOND;
      await waitFor(async () => (await last()).status === 'failed', 'giving up');
      expect(await last()).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await catcher.start();
    }
    await pause(300);
    expect(catcher.received).toHaveLength(0);
  });

  it('queues nothing for a refused message', async () => {
    const before = (await outbox(t.app)).length;
    const result = await t.gql(SEND, { input: { fullName: ' ', email: 'x@example.com', message: 'Hi' } });
    expect(result.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await outbox(t.app)).toHaveLength(before);
  });
});

describe('without SMTP', () => {
  it.each([
    ['nothing configured', {}],
    ['SMTP without NOTIFY_EMAIL', { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'blog@test.example' }],
    ['NOTIFY_EMAIL without SMTP', { NOTIFY_EMAIL: OWNER, MAIL_FROM: 'blog@test.example' }],
  ])('queues nothing: %s', async (_name, env: Record<string, string>) => {
    const t = await startTestApp({ RATE_LIMITS: 'off', ...env });
    try {
      const result = await t.gql(SEND, { input: { fullName: 'Ann', email: 'ann@example.com', message: 'Hi' } });
      expect(result.errors).toBeUndefined();
      const token = await t.login();
      const post = await createPost(t, token);
      await t.gql('mutation ($p: ID!, $i: CommentInput!) { addComment(postId: $p, input: $i) { id } }', {
        p: post.id,
        i: { name: 'R', email: 'r@example.com', content: 'Hi' },
      });
      await t.app.orm.em.fork().transactional(async (em) => {
        const [comment] = await em.find(Comment, {}, { populate: ['post'] });
        await new MailNotifications(t.app.deps.config, clock).commentHeld(em as Em, comment, comment.post);
      });
      expect(await outbox(t.app)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('on one database across restarts and instances', () => {
  const database = keptDatabase('blog-mail-');
  beforeEach(() => {
    catcher.received.length = 0;
  });

  /** Starts a server on the kept database; `send` posts a contact message to it. */
  async function start(): Promise<{ app: App; send: (message: string) => Promise<void> }> {
    const { app, gql } = await database.start(mailEnv(), clock);
    const send = async (message: string) => {
      const result = await gql(SEND, { input: { fullName: 'Ann', email: 'a@example.com', message } });
      expect(result.errors).toBeUndefined();
    };
    return { app, send };
  }

  it('loses nothing when the server restarts mid-retry, and sends once', async () => {
    await catcher.stop();
    const first = await start();
    try {
      await first.send('Across the restart');
      await waitFor(async () => (await outbox(first.app)).at(-1)?.attempts === 1, 'the failed first attempt');
    } finally {
      await first.app.close();
      await catcher.start();
    }
    const second = await start();
    try {
      offset += 31 * SECOND;
      await waitFor(() => catcher.received.length === 1, 'the delivery after the restart');
      await pause(300);
      expect(catcher.received.map((mail) => mail.raw.includes('Across the restart'))).toEqual([true]);
      expect((await outbox(second.app)).at(-1)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await second.app.close();
    }
  });

  (databaseKind === 'postgresql' ? it : it.skip)(
    'two instances on one PostgreSQL database never send the same e-mail twice',
    async () => {
      const [a, b] = await Promise.all([start(), start()]);
      catcher.delayMs = 20;
      try {
        const count = 30;
        await Promise.all(Array.from({ length: count }, (_, i) => (i % 2 ? a : b).send(`Parallel message ${i}`)));
        await waitFor(() => catcher.received.length >= count, 'every e-mail', 30 * SECOND);
        await pause(500);
        const ids = catcher.received.map((mail) => header(mail, 'Message-ID'));
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
        const rows = await outbox(a.app);
        expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(count);
      } finally {
        catcher.delayMs = 0;
        await Promise.all([a.app.close(), b.app.close()]);
      }
    },
  );
});
