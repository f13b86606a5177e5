import { countPasswordChecks } from './helpers/password-checks.js';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';

// Sign-in throttling when attempts arrive together: each attempt must take its place in the
// budget before the slow password check, or every concurrent attempt gets a free guess.

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

interface Attempt {
  status: number;
  retryAfter: string | null;
  /** The error code (GraphQL) or `success: false` body marker (REST); null for a success. */
  code: string | null;
}

/**
 * Boots a server with the given limits whose password checks are counted: the real argon2
 * checks run, each one is counted on its way.
 */
async function countingApp(env: Record<string, string>) {
  // X-Forwarded-For names the caller, so one server can be reached "from" several addresses.
  const t = await startTestApp({ TRUST_PROXY_HOPS: '1', ...env });
  return { t, counted: countPasswordChecks(t) };
}

/** Signs in through GraphQL from `ip`. */
async function graphqlLogin(t: TestApp, ip: string, email: string, password: string): Promise<Attempt> {
  const result = await t.gql(LOGIN, { email, password }, { headers: { 'x-forwarded-for': ip } });
  return {
    status: result.status,
    retryAfter: result.headers.get('retry-after'),
    code: result.errors?.[0]?.extensions?.code ?? null,
  };
}

/** Signs in through POST /api/admin/login from `ip`. */
async function restLogin(t: TestApp, ip: string, email: string, password: string): Promise<Attempt> {
  const response = await fetch(`${t.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { success: boolean; token?: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.success ? null : 'failed',
  };
}

const expectThrottled = (attempt: Attempt) => {
  expect(attempt.status).toBe(429);
  expect(attempt.code).not.toBeNull();
  expect(Number(attempt.retryAfter)).toBeGreaterThan(0);
  expect(Number(attempt.retryAfter)).toBeLessThanOrEqual(15 * 60);
};

describe('login throttling under concurrency', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('lets at most LOGIN_FAILURES_PER_EMAIL of 40 concurrent wrong logins reach argon2 (also with RATE_LIMITS=off); the rest get 429 with Retry-After', async () => {
    const app = await countingApp({ RATE_LIMITS: 'off', LOGIN_FAILURES_PER_EMAIL: '5', LOGIN_FAILURES_PER_IP: '100' });
    t = app.t;
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? restLogin : graphqlLogin)(app.t, '203.0.113.1', ADMIN.email, `wrong password ${i}`),
      ),
    );
    expect(app.counted.checks).toBeLessThanOrEqual(5);
    const refused = attempts.filter((attempt) => attempt.status === 401);
    const throttled = attempts.filter((attempt) => attempt.status !== 401);
    expect(refused).toHaveLength(app.counted.checks);
    expect(throttled).toHaveLength(40 - app.counted.checks);
    throttled.forEach(expectThrottled);
    expect(throttled.filter((attempt) => attempt.code === 'TOO_MANY_REQUESTS').length).toBeGreaterThan(0);

    // The account stays locked for the right password too, and that costs no password check.
    expectThrottled(await graphqlLogin(app.t, '203.0.113.2', ADMIN.email, ADMIN.password));
    expect(app.counted.checks).toBeLessThanOrEqual(5);
  });

  it('signs in with the right password below the budget; a success ends the e-mail count only, the address keeps its failures', async () => {
    const app = await countingApp({ LOGIN_FAILURES_PER_EMAIL: '3', LOGIN_FAILURES_PER_IP: '6' });
    t = app.t;
    const first = '198.51.100.1';
    // Two failures for the account (budget 3), then the right password still signs in.
    for (const attempt of await Promise.all([1, 2].map((i) => graphqlLogin(app.t, first, ADMIN.email, `wrong ${i}`)))) {
      expect(attempt).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    expect(await restLogin(app.t, first, ADMIN.email, ADMIN.password)).toMatchObject({ status: 200, code: null });

    // The address keeps its 2 failures (budget 6): of 8 concurrent tries on other e-mails, 4 are checked.
    app.counted.checks = 0;
    const others = await Promise.all(
      Array.from({ length: 8 }, (_, i) => graphqlLogin(app.t, first, `other${i}@test.local`, 'whatever')),
    );
    expect(app.counted.checks).toBe(4);
    expect(others.filter((attempt) => attempt.status === 401)).toHaveLength(4);
    others.filter((attempt) => attempt.status !== 401).forEach(expectThrottled);

    // The success started the account's count again: 3 new failures from elsewhere, then the lock.
    const second = '198.51.100.2';
    for (let i = 0; i < 3; i++) {
      expect(await graphqlLogin(app.t, second, ADMIN.email, `again ${i}`)).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    expectThrottled(await graphqlLogin(app.t, second, ADMIN.email, ADMIN.password));
  });
});
