import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createLogger } from '../src/logger.js';
import { createPost } from './helpers/factories.js';
import { countPasswordChecks } from './helpers/password-checks.js';
import { buildServer, freePort, runCompiled } from './helpers/server-process.js';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';

// Rate limits shared through Redis (REDIS_URL), against real Redis servers: the machine's for two
// instances sharing one budget, and a redis-server of the test's own that it kills and restarts.

const REDIS_SERVER = '/usr/bin/redis-server';
const MACHINE_REDIS = 'redis://127.0.0.1:6379';
/** Every key of this run starts with it: runs (and the PGlite and PostgreSQL projects) never share counters. */
const prefix = `test-${randomBytes(6).toString('hex')}:`;

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

let addresses = 0;
/** A client address no earlier request used (198.18.0.0/15, the benchmarking range). */
const newAddress = () => `198.18.2.${++addresses}`;

/** Polls `check` every 100 ms until it holds. @throws after `ms` naming what never happened. */
async function until(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @returns whether a Redis answers PING on `port`. */
const pong = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });

/** Starts a redis-server of the test's own on `port`, nothing saved: killed, it forgets every counter. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await until(() => pong(port), `redis-server on port ${port}`);
  return child;
}

/** Kills a redis-server at once (no goodbye to its clients) and waits for its end. */
const killRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Answer {
  status: number;
  retryAfter: string | null;
  code: string | null;
}

/** Signs in through GraphQL, or POST /api/admin/login with `rest`, from `address`. */
async function signIn(t: TestApp, password: string, address: string, rest = false): Promise<Answer> {
  if (!rest) {
    const result = await t.gql(LOGIN, { email: ADMIN.email, password }, { headers: { 'x-forwarded-for': address } });
    return {
      status: result.status,
      retryAfter: result.headers.get('retry-after'),
      code: result.errors?.[0]?.extensions?.code ?? null,
    };
  }
  const response = await fetch(`${t.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), code: body.code ?? null };
}

describe('two instances sharing one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let aClosed = false;
  const redis = new Redis(MACHINE_REDIS, { lazyConnect: true });
  beforeAll(async () => {
    await redis.connect();
    const env = {
      REDIS_URL: MACHINE_REDIS,
      REDIS_PREFIX: prefix,
      TRUST_PROXY_HOPS: '1',
      LOGIN_FAILURES_PER_EMAIL: '5',
      LOGIN_FAILURES_PER_IP: '100',
    };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    if (!aClosed) await a?.close();
    await b?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('lets at most LOGIN_FAILURES_PER_EMAIL of 40 concurrent wrong sign-ins spread over both reach a password check; the rest get 429 with Retry-After', async () => {
    const counted = [countPasswordChecks(a), countPasswordChecks(b)];
    const attempts = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const instance = i % 2;
        const answer = await signIn([a, b][instance], `wrong password ${i}`, newAddress(), i % 4 >= 2);
        return { instance, ...answer };
      }),
    );
    const checks = counted[0].checks + counted[1].checks;
    const statuses: Record<number, number> = {};
    for (const { status } of attempts) statuses[status] = (statuses[status] ?? 0) + 1;
    expect({ checks, statuses }).toEqual({ checks: 5, statuses: { 401: 5, 429: 35 } });
    const throttled = attempts.filter((attempt) => attempt.status !== 401);
    expect(throttled).toHaveLength(35);
    for (const attempt of throttled) {
      expect(attempt).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(attempt.retryAfter)).toBeGreaterThan(0);
      expect(Number(attempt.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // Each instance refused attempts the budget could have paid for had it counted alone.
    expect(throttled.filter((attempt) => attempt.instance === 0).length).toBeGreaterThanOrEqual(15);
    expect(throttled.filter((attempt) => attempt.instance === 1).length).toBeGreaterThanOrEqual(15);

    // The account stays locked on both, for the right password too, at no password check.
    expect(await signIn(a, ADMIN.password, newAddress())).toMatchObject({ status: 429 });
    expect(await signIn(b, ADMIN.password, newAddress(), true)).toMatchObject({ status: 429 });
    expect(counted[0].checks + counted[1].checks).toBe(5);
    // The counter lives under the site's prefix, expiring with the 15-minute window.
    const key = `${prefix}rl:login-email:${ADMIN.email}`;
    expect(Number(await redis.get(key))).toBe(42);
    expect(await redis.pttl(key)).toBeGreaterThan(14 * 60 * 1000);
  });

  it('closes its Redis connection on shutdown', async () => {
    const connections = async () =>
      String(await redis.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}api `)).length;
    expect(await connections()).toBe(2);
    aClosed = true;
    await a.close();
    await until(async () => (await connections()) === 1, 'the closed instance to leave CLIENT LIST', 5000);
  });
});

describe('when Redis goes away and comes back', () => {
  let port: number;
  let redisServer: ChildProcess;
  let t: TestApp;
  const records: { level: number; msg: string }[] = [];
  const logged = (start: string) => records.filter((record) => record.msg.startsWith(start));
  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedis(port);
    const log = createLogger('info', 'json', { write: (line: string) => void records.push(JSON.parse(line)) });
    t = await startTestApp(
      {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: prefix,
        TRUST_PROXY_HOPS: '1',
        // Every anonymous read reaches the limiter: none is answered from the response cache.
        RESPONSE_CACHE_MB: '0',
        ANONYMOUS_REQUESTS_PER_MINUTE: '3',
      },
      { log },
    );
  });
  afterAll(async () => {
    await t?.close();
    if (redisServer) await killRedis(redisServer);
  });

  const health = async (path: string) => {
    const response = await fetch(`${t.url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const anonymousRead = (address: string) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: '{ posts(page: 1) { page } }' }),
    });

  it('refuses sign-in, comments and contact messages with 503 RATE_LIMIT_UNAVAILABLE, keeps serving reads limited per process, warns once, and recovers without a restart', async () => {
    const token = await t.login();
    const post = await createPost(t, token);
    expect(await health('/health/ready')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'reachable', redis: 'reachable' },
    });

    await killRedis(redisServer);
    for (const rest of [false, true]) {
      expect(await signIn(t, ADMIN.password, newAddress(), rest)).toEqual({
        status: 503,
        retryAfter: '5',
        code: 'RATE_LIMIT_UNAVAILABLE',
      });
    }
    const graphql = await t.gql(LOGIN, ADMIN, { headers: { 'x-forwarded-for': newAddress() } });
    expect(graphql.errors?.[0].message).toBe('This is unavailable for a moment. Please try again in a few seconds.');
    const contact = await t.gql(
      'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }',
      { input: { fullName: 'Ann Reader', email: 'ann@example.com', message: 'Hello' } },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(contact).toMatchObject({ status: 503, errors: [{ extensions: { code: 'RATE_LIMIT_UNAVAILABLE' } }] });
    const comment = await t.gql(
      'mutation ($postId: ID!, $input: CommentInput!) { addComment(postId: $postId, input: $input) { id } }',
      { postId: post.id, input: { name: 'Reader', email: 'reader@example.com', content: 'Thank you.' } },
      { headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(comment).toMatchObject({ status: 503, errors: [{ extensions: { code: 'RATE_LIMIT_UNAVAILABLE' } }] });

    // Reads go on, limited by this process alone: 3 a minute per address, then 429.
    const reader = newAddress();
    for (let i = 0; i < 3; i++) expect((await anonymousRead(reader)).status).toBe(200);
    expect((await anonymousRead(reader)).status).toBe(429);
    // Redis is reported, yet the instance stays in the load balancer.
    expect(await health('/health/ready')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'reachable', redis: 'unreachable' },
    });
    expect(logged('Redis is unreachable')).toEqual([expect.objectContaining({ level: 40 })]);

    redisServer = await startRedis(port);
    await until(async () => (await health('/health')).body.redis === 'reachable', 'the server to reconnect to Redis');
    expect(await signIn(t, ADMIN.password, newAddress())).toEqual({ status: 200, retryAfter: null, code: null });
    // Counting in Redis again: the restarted one holds the new attempt's address.
    const restarted = new Redis(`redis://127.0.0.1:${port}`);
    expect(await restarted.keys(`${prefix}rl:login-ip:*`)).toHaveLength(1);
    await restarted.quit();
    expect(logged('Redis answers again')).toEqual([expect.objectContaining({ level: 30 })]);
    expect(logged('Redis is unreachable')).toHaveLength(1);
  });
});

describe('a start with an unreachable REDIS_URL', () => {
  it('stops with one line saying which Redis could not be reached (never its password) and exit status 1', async () => {
    const build = buildServer();
    const dataDir = await mkdtemp(join(tmpdir(), 'blog-redis-'));
    try {
      const port = await freePort();
      const run = await runCompiled(build.dir, 'main.js', [], {
        DATA_DIR: dataDir,
        REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `The server could not start: Redis (REDIS_URL) at 127.0.0.1:${port} cannot be reached: ` +
          `connect ECONNREFUSED 127.0.0.1:${port}\n`,
      );
      expect(run.stdout).toBe('');
    } finally {
      build.remove();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
