import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { App } from '../src/app.js';
import { createPost } from './helpers/factories.js';
import { keptDatabase } from './helpers/kept-database.js';
import { ADMIN, databaseKind, startTestApp, type TestApp } from './helpers/test-app.js';

// Webhooks against a real receiver (node:http on 127.0.0.1) and a real server on both databases:
// Standard Webhooks signatures, each event once on the change that causes it, retries with the
// same webhook-id, Retry-After, 410, restarts, a hanging receiver, and the private-address guard.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEBOUNCE_MS = 1000;
const ENV = {
  RATE_LIMITS: 'off',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_SITE_CHANGED_DEBOUNCE_MS: String(DEBOUNCE_MS),
};

/** The app clock runs with the machine's, shifted by `offset` (tests move it forward only). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  event: { type: string; timestamp: string; data: Record<string, any> };
}

type Answer = { status: number; headers?: Record<string, string> } | 'hang';

/** A webhook receiver: records every request; `answer` decides the reply per path. */
class Receiver {
  readonly received: Received[] = [];
  readonly answers = new Map<string, (request: Received) => Answer>();
  private readonly hanging = new Set<() => void>();
  private server!: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        const request = { path, headers: req.headers, body, event: JSON.parse(body) };
        this.received.push(request);
        const answer = this.answers.get(path)?.(request) ?? { status: 200 };
        if (answer === 'hang') {
          this.hanging.add(() => res.writeHead(200).end('late'));
          return;
        }
        res.writeHead(answer.status, answer.headers).end(`answer ${answer.status}`);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  at(path: string, type?: string): Received[] {
    return this.received.filter((request) => request.path === path && (!type || request.event.type === type));
  }

  release(): void {
    for (const answer of this.hanging) answer();
    this.hanging.clear();
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  await receiver.start();
  t = await startTestApp(ENV, { clock });
  owner = await t.login();
});
afterAll(async () => {
  await t?.close();
  await receiver.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Falsy = false | 0 | '' | null | undefined;

/** Waits until `check` returns a truthy value. @returns it. */
async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 15_000): Promise<Exclude<T, Falsy>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, Falsy>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function gql<T = Record<string, any>>(
  app: { gql: TestApp['gql'] },
  query: string,
  variables = {},
  token = owner,
) {
  const result = await app.gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const ENDPOINT_FIELDS = 'id url events enabled disabledReason consecutiveFailures';

async function createEndpoint(
  path: string,
  events: string[] = [],
  app: { gql: TestApp['gql'] } = t,
  token = owner,
): Promise<{ id: string; secret: string }> {
  const data = await gql(
    app,
    `mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT_FIELDS} } secret }
    }`,
    { input: { url: receiver.url(path), events, description: path } },
    token,
  );
  return { id: data.createWebhookEndpoint.endpoint.id, secret: data.createWebhookEndpoint.secret };
}

const disable = (id: string) =>
  gql(t, 'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }', { id });

const deliveries = async (endpointId: string, app: { gql: TestApp['gql'] } = t, token = owner) =>
  (
    await gql(
      app,
      `query ($id: ID!) { webhookDeliveries(endpointId: $id, first: 50) {
        id messageId eventType status attempts nextAttemptAt lastStatusCode lastError lastResponse deliveredAt
      } }`,
      { id: endpointId },
      token,
    )
  ).webhookDeliveries as Record<string, any>[];

/** Waits until endpoint `id` is disabled by the server. @returns it, as the owner's list shows it. */
const disabledEndpoint = (id: string, what: string) =>
  waitFor(async () => {
    const list = (await gql(t, `{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`)).webhookEndpoints as Record<
      string,
      any
    >[];
    const found = list.find((candidate) => candidate.id === id);
    return found && !found.enabled && found;
  }, what);

const updatePost = (id: string, input: Record<string, unknown>) =>
  gql(t, 'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id slug } }', {
    id,
    input,
  });

/** @returns the events of `type` received at `path` about post `postId`. */
const about = (path: string, type: string, postId: string) =>
  receiver.at(path, type).filter((request) => request.event.data.id === postId);

it('signs with Standard Webhooks and announces publish, update, unpublish and delete once each', async () => {
  const path = '/lifecycle';
  const { id, secret } = await createEndpoint(path, [
    'post.published',
    'post.updated',
    'post.unpublished',
    'post.deleted',
  ]);
  const post = await createPost(t, owner, { title: 'Grace abounding', tags: ['Grace'] });
  const [published] = await waitFor(
    () => about(path, 'post.published', post.id).length && about(path, 'post.published', post.id),
    'post.published',
  );
  expect(new Webhook(secret).verify(published.body, published.headers as Record<string, string>)).toMatchObject({
    type: 'post.published',
  });
  expect(published.headers['webhook-id']).toMatch(/^msg_/);
  expect(published.event).toMatchObject({
    type: 'post.published',
    data: { id: post.id, slug: post.slug, title: 'Grace abounding', tags: ['Grace'], status: 'PUBLISHED' },
  });
  expect(published.event.data.url).toBe(`${t.url}/blogs/${post.slug}`);
  expect(Date.parse(published.event.timestamp)).not.toBeNaN();
  // A signature made with another secret does not verify.
  expect(() =>
    new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
      published.body,
      published.headers as Record<string, string>,
    ),
  ).toThrow();

  await updatePost(post.id, { title: 'Grace abounding to sinners', slug: 'grace-abounding-sinners' });
  const [updated] = await waitFor(
    () => about(path, 'post.updated', post.id).length && about(path, 'post.updated', post.id),
    'post.updated',
  );
  expect(updated.event.data).toMatchObject({
    slug: 'grace-abounding-sinners',
    previous: { slug: post.slug, url: `${t.url}/blogs/${post.slug}` },
  });

  await updatePost(post.id, { status: 'DRAFT' });
  await waitFor(() => about(path, 'post.unpublished', post.id).length, 'post.unpublished');
  // Edits of a draft announce nothing.
  await updatePost(post.id, { title: 'Still a draft' });
  await gql(t, 'mutation ($id: ID!) { deletePost(id: $id) }', { id: post.id });
  await waitFor(() => about(path, 'post.deleted', post.id).length, 'post.deleted');
  await sleep(300);
  expect(receiver.at(path).map((request) => request.event.type)).toEqual([
    'post.published',
    'post.updated',
    'post.unpublished',
    'post.deleted',
  ]);
  const log = await deliveries(id);
  expect(log.map((row) => row.eventType)).toEqual([
    'post.deleted',
    'post.unpublished',
    'post.updated',
    'post.published',
  ]);
  expect(log.every((row) => row.status === 'SUCCEEDED' && row.lastStatusCode === 200 && row.attempts === 1)).toBe(true);
  await disable(id);
});

it('announces a scheduled post when saved and post.published once when its time comes', async () => {
  const path = '/schedule';
  const { id } = await createEndpoint(path, ['post.scheduled', 'post.published', 'post.unscheduled']);
  const at = new Date(clock().getTime() + HOUR).toISOString();
  const post = await createPost(t, owner, { title: 'Advent', date: at });
  await waitFor(() => about(path, 'post.scheduled', post.id).length, 'post.scheduled');
  expect(about(path, 'post.scheduled', post.id)[0].event.data).toMatchObject({ status: 'TO_PUBLISH', publishedAt: at });
  await sleep(300);
  expect(about(path, 'post.published', post.id)).toHaveLength(0);

  offset += 2 * HOUR;
  await waitFor(() => about(path, 'post.published', post.id).length, 'post.published when due');
  await sleep(500);
  expect(about(path, 'post.published', post.id)).toHaveLength(1);

  // Scheduling another and taking it back to draft: post.unscheduled, never post.published.
  const later = await createPost(t, owner, { title: 'Lent', date: new Date(clock().getTime() + HOUR).toISOString() });
  await updatePost(later.id, { status: 'DRAFT' });
  await waitFor(() => about(path, 'post.unscheduled', later.id).length, 'post.unscheduled');
  offset += 2 * HOUR;
  await sleep(500);
  expect(about(path, 'post.published', later.id)).toHaveLength(0);
  await disable(id);
});

it('announces featured changes and new comments', async () => {
  const path = '/featured-comments';
  const { id } = await createEndpoint(path, ['featured.changed', 'comment.created']);
  const post = await createPost(t, owner, { title: 'Psalm 23' });
  await gql(t, 'mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: post.id });
  const [featured] = await waitFor(
    () => receiver.at(path, 'featured.changed').length && receiver.at(path, 'featured.changed'),
    'featured.changed',
  );
  expect(featured.event.data.postIds).toContain(post.id);

  // Only public comments are announced: with moderation off this one is public at once.
  await gql(t, 'mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }', {});
  const comment = await t.gql(
    'mutation ($postId: ID!, $input: CommentInput!) { addComment(postId: $postId, input: $input) { id } }',
    { postId: post.id, input: { name: 'Ruth', email: 'ruth@example.com', content: 'Amen' } },
  );
  expect(comment.errors).toBeUndefined();
  const [created] = await waitFor(
    () => receiver.at(path, 'comment.created').length && receiver.at(path, 'comment.created'),
    'comment.created',
  );
  expect(created.event.data).toMatchObject({ name: 'Ruth', content: 'Amen', post: { id: post.id } });
  expect(created.body).not.toContain('ruth@example.com');
  await sleep(300);
  expect(receiver.at(path)).toHaveLength(2);
  await disable(id);
});

it('coalesces a burst of 20 edits into one site.changed', async () => {
  const path = '/site';
  const post = await createPost(t, owner, { title: 'Burst' });
  // Whatever earlier tests changed is announced first, once the site has been quiet.
  await sleep(DEBOUNCE_MS * 2);
  const { id } = await createEndpoint(path, ['site.changed']);
  await sleep(DEBOUNCE_MS * 2);
  const before = receiver.at(path).length;
  for (let i = 0; i < 20; i++) await updatePost(post.id, { title: `Burst ${i}` });
  await waitFor(() => receiver.at(path).length > before, 'site.changed');
  await sleep(DEBOUNCE_MS * 2);
  expect(receiver.at(path).length - before).toBe(1);
  await disable(id);
});

it('a write made outside the API (an import) sends no post event, but one site.changed', async () => {
  const path = '/import';
  const post = await createPost(t, owner, { title: 'Imported later' });
  await sleep(DEBOUNCE_MS * 2);
  const { id } = await createEndpoint(path, []);
  await sleep(DEBOUNCE_MS * 2);
  const before = receiver.at(path).length;
  await t.app.orm.em
    .fork()
    .getConnection()
    .execute(`update post set title = 'Imported now' where id = ?`, [Number(post.id)]);
  await waitFor(() => receiver.at(path).length > before, 'site.changed');
  await sleep(DEBOUNCE_MS * 2);
  expect(
    receiver
      .at(path)
      .slice(before)
      .map((request) => request.event.type),
  ).toEqual(['site.changed']);
  await disable(id);
});

it('retries a receiver answering 503 with backoff and the same webhook-id until it comes back', async () => {
  const path = '/flaky';
  let down = true;
  receiver.answers.set(path, () => (down ? { status: 503 } : { status: 200 }));
  const { id, secret } = await createEndpoint(path, ['post.published']);
  const posts = [
    await createPost(t, owner, { title: 'Retry one' }),
    await createPost(t, owner, { title: 'Retry two' }),
  ];
  await waitFor(() => receiver.at(path).length >= 2, 'first attempts');
  const log = await waitFor(async () => {
    const rows = await deliveries(id);
    return rows.length === 2 && rows.every((row) => row.status === 'FAILED') && rows;
  }, 'failed attempts recorded');
  expect(log[0]).toMatchObject({ lastStatusCode: 503, attempts: 1, lastError: expect.stringContaining('503') });
  // The second attempt comes after the backoff (5 s on the app clock), not before.
  await sleep(300);
  expect(receiver.at(path)).toHaveLength(2);
  offset += 10_000;
  await waitFor(() => receiver.at(path).length >= 4, 'second attempts');
  // Recorded too: a failure recorded after the clock moves on would be retried 30 s after that.
  await waitFor(async () => {
    const rows = await deliveries(id);
    return rows.every((row) => row.status === 'FAILED' && row.attempts === 2);
  }, 'second failures recorded');
  down = false;
  offset += MINUTE;
  let seen: Record<string, any>[] = [];
  await waitFor(
    async () => (seen = await deliveries(id)).every((row) => row.status === 'SUCCEEDED'),
    'success',
    30_000,
  ).catch((error: Error) => {
    // Say where the deliveries stood, against the app clock, should this ever time out.
    throw new Error(`${error.message}: ${JSON.stringify({ now: clock(), seen })}`);
  });
  for (const post of posts) {
    const attempts = about(path, 'post.published', post.id);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) new Webhook(secret).verify(attempt.body, attempt.headers as Record<string, string>);
  }
  await disable(id);
});

it('waits as long as a 429 Retry-After asks (RFC 9110)', async () => {
  const path = '/throttled';
  let calls = 0;
  receiver.answers.set(path, () =>
    ++calls === 1 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 200 },
  );
  const { id } = await createEndpoint(path, ['webhook.test']);
  await gql(t, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id status } }', { id });
  const [row] = await waitFor(async () => {
    const rows = await deliveries(id);
    return rows[0]?.status === 'FAILED' && rows;
  }, '429 recorded');
  expect(row.lastStatusCode).toBe(429);
  const wait = Date.parse(row.nextAttemptAt) - clock().getTime();
  expect(wait).toBeGreaterThan(100_000);
  expect(wait).toBeLessThanOrEqual(120_000);
  offset += 60_000;
  await sleep(400);
  expect(receiver.at(path)).toHaveLength(1);
  offset += 70_000;
  await waitFor(() => receiver.at(path).length === 2, 'the retry after Retry-After');
  await disable(id);
});

it('disables an endpoint that answers 410 Gone', async () => {
  const path = '/gone';
  receiver.answers.set(path, () => ({ status: 410 }));
  const { id } = await createEndpoint(path);
  await gql(t, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id } }', { id });
  const endpoint = await disabledEndpoint(id, 'endpoint disabled');
  expect(endpoint.disabledReason).toMatch(/410 Gone/);
  expect((await deliveries(id))[0]).toMatchObject({ status: 'GAVE_UP', lastStatusCode: 410 });
  // Disabled: nothing more is sent to it.
  await createPost(t, owner, { title: 'After gone' });
  await sleep(400);
  expect(receiver.at(path)).toHaveLength(1);
});

it('gives a message up 24 h after it was queued and disables an endpoint failing for 24 h, saying why', async () => {
  const path = '/dead';
  receiver.answers.set(path, () => ({ status: 500 }));
  const { id } = await createEndpoint(path, ['webhook.test']);
  await gql(t, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id } }', { id });
  await waitFor(async () => (await deliveries(id))[0]?.status === 'FAILED', 'the first failure');
  // A day passes with the receiver still failing: the next attempt is the last one.
  offset += 25 * HOUR;
  const endpoint = await disabledEndpoint(id, 'endpoint disabled after a day of failures');
  expect(endpoint.disabledReason).toMatch(/^Every attempt failed for 24 hours \(last: The receiver answered 500\)/);
  const [row] = await deliveries(id);
  expect(row).toMatchObject({ status: 'GAVE_UP', attempts: 2, lastStatusCode: 500 });
  // Given up: no later attempt, even once the endpoint is switched back on.
  await gql(t, 'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { id } }', { id });
  offset += HOUR;
  await sleep(400);
  expect(receiver.at(path)).toHaveLength(2);
  await disable(id);
});

it('answers a write while the receiver hangs: delivery never holds up the change', async () => {
  const path = '/hang';
  receiver.answers.set(path, () => 'hang');
  const { id } = await createEndpoint(path, ['post.published', 'post.updated']);
  const post = await createPost(t, owner, { title: 'Patience' });
  await waitFor(() => receiver.at(path).length === 1, 'the receiver to be called');
  // The receiver holds the first call open; the next write still completes.
  let answered = false;
  const edit = updatePost(post.id, { title: 'Patience, again' }).then(() => (answered = true));
  await edit;
  expect(answered).toBe(true);
  expect(receiver.at(path)).toHaveLength(1);
  receiver.release();
  receiver.answers.delete(path);
  await waitFor(async () => (await deliveries(id)).every((row) => row.status === 'SUCCEEDED'), 'delivered after all');
  await disable(id);
});

it('validates endpoint URLs on save and lets only the owner manage webhooks', async () => {
  const create = (url: string) =>
    t.gql(
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url } },
      { token: owner },
    );
  for (const url of [
    'http://user:secret@example.com/hook',
    'ftp://example.com/',
    'not a url',
    `https://e.com/${'a'.repeat(2000)}`,
  ]) {
    const result = await create(url);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: expect.any(String) },
    });
  }
  const bad = await t.gql(
    'mutation { createWebhookEndpoint(input: { url: "https://example.com/", events: ["post.nope"] }) { secret } }',
    {},
    { token: owner },
  );
  expect(bad.errors?.[0].extensions).toMatchObject({ fields: { events: expect.stringContaining('post.nope') } });
  const anonymous = await t.gql('{ webhookEndpoints { id } }');
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

  // Rotation: both secrets sign for a day, and the rotation is in the audit log.
  const path = '/rotate';
  const { id, secret: old } = await createEndpoint(path, ['webhook.test']);
  const rotated = await gql(
    t,
    'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { previousSecretExpiresAt } } }',
    { id },
  );
  const fresh = rotated.rotateWebhookSecret.secret as string;
  expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await gql(t, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id } }', { id });
  const [message] = await waitFor(() => receiver.at(path).length && receiver.at(path), 'test event');
  expect(String(message.headers['webhook-signature']).split(' ')).toHaveLength(2);
  for (const secret of [old, fresh])
    new Webhook(secret).verify(message.body, message.headers as Record<string, string>);

  // Redelivery: a new attempt of the same message, with the same webhook-id.
  const [delivered] = await deliveries(id);
  await gql(t, 'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }', { id: delivered.id });
  await waitFor(() => receiver.at(path).length === 2, 'redelivery');
  expect(receiver.at(path)[1].headers['webhook-id']).toBe(message.headers['webhook-id']);

  await gql(t, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id });
  const audit = await gql(t, '{ auditLog(limit: 10) { action subject } }');
  expect(audit.auditLog.map((entry: { action: string }) => entry.action)).toEqual(
    expect.arrayContaining(['webhook_endpoint.created', 'webhook_endpoint.secret_rotated', 'webhook_endpoint.deleted']),
  );
});

it('refuses a target resolving to a private address without WEBHOOK_ALLOW_PRIVATE', async () => {
  const guarded = await startTestApp({ ...ENV, WEBHOOK_ALLOW_PRIVATE: 'false' });
  try {
    const token = await guarded.login();
    const path = '/private';
    const data = await gql(
      guarded,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url: `http://localhost:${receiver.port}${path}` } },
      token,
    );
    const id = data.createWebhookEndpoint.endpoint.id as string;
    await gql(guarded, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id } }', { id }, token);
    const [row] = await waitFor(async () => {
      const rows = await deliveries(id, guarded, token);
      return rows[0]?.status === 'FAILED' && rows;
    }, 'refused delivery');
    expect(row.lastError).toMatch(/^The address (127\.0\.0\.1|::1) of localhost is private: refused/);
    expect(row.lastStatusCode).toBeNull();
    expect(receiver.at(path)).toHaveLength(0);
  } finally {
    await guarded.close();
  }
});

describe('across restarts on the same database', () => {
  const database = keptDatabase('blog-webhooks-');

  /** Starts the server on the kept database (a PGlite folder or the PostgreSQL database), signed in. */
  async function start(): Promise<{ app: App; gql: TestApp['gql']; token: string }> {
    const { app, gql } = await database.start(ENV, clock);
    const login = await gql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      ADMIN,
    );
    return { app, gql, token: login.data!.login.token };
  }

  it('loses no pending delivery and announces a scheduled post once', async () => {
    const path = '/restart';
    let down = true;
    receiver.answers.set(path, () => (down ? { status: 503 } : { status: 200 }));
    const first = await start();
    const { id } = await createEndpoint(path, ['post.published'], first, first.token);
    const asOwner = { ...t, gql: first.gql } as TestApp;
    const now = await createPost(asOwner, first.token, { title: 'Before the restart' });
    const scheduled = await createPost(asOwner, first.token, {
      title: 'Due after the restart',
      date: new Date(clock().getTime() + HOUR).toISOString(),
    });
    await waitFor(() => about(path, 'post.published', now.id).length === 1, 'the failing first attempt');
    await first.app.close();

    down = false;
    offset += 2 * HOUR;
    const second = await start();
    await waitFor(() => about(path, 'post.published', scheduled.id).length === 1, 'the scheduled post after restart');
    await waitFor(() => about(path, 'post.published', now.id).length === 2, 'the pending retry after restart');
    const attempts = about(path, 'post.published', now.id);
    expect(attempts[1].headers['webhook-id']).toBe(attempts[0].headers['webhook-id']);
    await second.app.close();

    const third = await start();
    await sleep(600);
    await third.app.close();
    expect(about(path, 'post.published', scheduled.id)).toHaveLength(1);
    expect(about(path, 'post.published', now.id)).toHaveLength(2);
    void id;
  });

  it('keeps the delivery log for WEBHOOK_LOG_DAYS, then drops it', async () => {
    const path = '/retention';
    const first = await start();
    const { id } = await createEndpoint(path, ['webhook.test'], first, first.token);
    await gql(first, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { id } }', { id }, first.token);
    await waitFor(async () => (await deliveries(id, first, first.token))[0]?.status === 'SUCCEEDED', 'the delivery');
    await first.app.close();
    // Thirteen days on (the default keeps fourteen): still there.
    offset += 13 * 24 * HOUR;
    const second = await start();
    await sleep(300);
    expect(await deliveries(id, second, second.token)).toHaveLength(1);
    await second.app.close();
    offset += 2 * 24 * HOUR;
    const third = await start();
    await waitFor(async () => (await deliveries(id, third, third.token)).length === 0, 'the log pruned');
    await gql(third, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id }, third.token);
    await third.app.close();
  });

  (databaseKind === 'postgresql' ? it : it.skip)(
    'two instances on one database send each message once (PostgreSQL)',
    async () => {
      const path = '/two-instances';
      const one = await start();
      const two = await start();
      await createEndpoint(path, ['post.published'], one, one.token);
      const asOwner = { ...t, gql: one.gql } as TestApp;
      const titles = Array.from({ length: 30 }, (_, i) => `Twin ${i}`);
      const created = await Promise.all(titles.map((title) => createPost(asOwner, one.token, { title })));
      await waitFor(() => receiver.at(path, 'post.published').length >= created.length, 'every post announced');
      await sleep(500);
      const ids = receiver.at(path, 'post.published').map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(created.length);
      expect(new Set(ids).size).toBe(created.length);
      await Promise.all([one.app.close(), two.app.close()]);
    },
  );
});
