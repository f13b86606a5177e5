// Admin sessions: a token is accepted only with `exp` and `iat`, for a user that exists, while its
// session is open; logout ends one session, a password change all of them (and opens a new one).
import jwt from 'jsonwebtoken';
import { hashPassword } from '../src/modules/auth/password.js';
import { User } from '../src/modules/auth/user.entity.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const ISSUER = 'wisdom-blog';
const AUDIENCE = 'wisdom-blog-admin';
const ADMIN_QUERY = '{ adminPosts { totalItems } }';
const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const CHANGE = `mutation ($current: String!, $next: String!) {
  changePassword(current: $current, next: $next) { token expiresAt user { email } }
}`;
const STRONG = 'lantern orchard 47 quietly';

let t: TestApp;
// Two sign-in failures per e-mail: enough to see a wrong current password counted.
beforeAll(async () => {
  t = await startTestApp({ LOGIN_FAILURES_PER_EMAIL: '2' });
});
afterAll(() => t.close());

let accounts = 0;
/** Creates an administrator of its own for one test. @returns its e-mail and password. */
async function newAdmin(password = 'a first password of some length') {
  const email = `editor${++accounts}@test.local`;
  const em = t.app.orm.em.fork();
  em.create(User, { email, passwordHash: await hashPassword(password), displayName: 'Editor' });
  await em.flush();
  return { email, password };
}

async function login(credentials: { email: string; password: string }): Promise<string> {
  const result = await t.gql<{ login: { token: string } }>(LOGIN, credentials);
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/** Runs an admin-only query: @returns its HTTP status and error code (none when accepted). */
async function adminStatus(token: string) {
  const result = await t.gql(ADMIN_QUERY, {}, { token });
  return { status: result.status, code: result.errors?.[0]?.extensions?.code };
}
const ACCEPTED = { status: 200, code: undefined };
const REFUSED = { status: 401, code: 'UNAUTHENTICATED' };

/** Calls /api<path> with a bearer token. @returns status and parsed JSON body (if any). */
async function rest(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

describe('token claims', () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** Re-signs a real token's claims with the server's secret, changed as `change` says. */
  const resign = (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
    const { sub, jti } = jwt.decode(token) as { sub: string; jti: string };
    // `email` as the tokens of earlier versions carried it: ignored now.
    const claims = change({ sub, jti, email, iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 3600 });
    // The library adds `iat` unless told not to (and then drops any given one).
    return jwt.sign(claims, t.app.deps.jwtSecret, { algorithm: 'HS256', noTimestamp: !('iat' in claims) });
  };
  let token: string;
  let email: string;
  beforeAll(async () => {
    const editor = await newAdmin();
    email = editor.email;
    token = await login(editor);
  });

  it('a signed-in token carries exp, iat and its session id', async () => {
    const claims = jwt.decode(token) as Record<string, unknown>;
    expect(claims.exp).toEqual(expect.any(Number));
    expect(claims.iat).toEqual(expect.any(Number));
    expect(claims.exp as number).toBe((claims.iat as number) + t.app.deps.config.jwtTtlSeconds);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a re-signed token with every claim is accepted (so the refusals below are about one claim)', async () => {
    expect(await adminStatus(resign(token, (claims) => claims))).toEqual(ACCEPTED);
  });

  it('refuses a token without exp', async () => {
    const forged = resign(token, ({ exp: _exp, ...claims }) => claims);
    expect(jwt.decode(forged)).not.toHaveProperty('exp');
    expect(await adminStatus(forged)).toEqual(REFUSED);
  });

  it('refuses a token without iat', async () => {
    const forged = resign(token, ({ iat: _iat, ...claims }) => claims);
    expect(jwt.decode(forged)).not.toHaveProperty('iat');
    expect(await adminStatus(forged)).toEqual(REFUSED);
  });

  it('refuses a token naming no session, or another user than its session', async () => {
    expect(await adminStatus(resign(token, ({ jti: _jti, ...claims }) => claims))).toEqual(REFUSED);
    expect(await adminStatus(resign(token, (claims) => ({ ...claims, sub: '1' })))).toEqual(REFUSED);
  });
});

describe('a deleted user', () => {
  it('loses its tokens at once, through GraphQL and REST', async () => {
    const editor = await newAdmin();
    const token = await login(editor);
    expect(await adminStatus(token)).toEqual(ACCEPTED);
    await t.app.orm.em.fork().nativeDelete(User, { email: editor.email });

    expect(await adminStatus(token)).toEqual(REFUSED);
    const refused = await rest('POST', '/admin/blogs', token, { title: 'From a deleted account' });
    expect(refused.status).toBe(401);
    const posts = await t.app.orm.em.fork().getConnection().execute('select count(*) as n from post');
    expect(Number(posts[0].n)).toBe(0);
  });
});

describe('logout', () => {
  it('ends the session of the token sent (GraphQL); the other sessions go on', async () => {
    const editor = await newAdmin();
    const [ending, other] = [await login(editor), await login(editor)];

    const result = await t.gql('mutation { logout }', {}, { token: ending });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ logout: true });

    expect(await adminStatus(ending)).toEqual(REFUSED);
    const again = await t.gql('mutation { logout }', {}, { token: ending });
    expect(again.status).toBe(401);
    expect(again.errors?.[0].message).toMatch(/session has ended/);
    expect(await adminStatus(other)).toEqual(ACCEPTED);
  });

  it('POST /api/admin/logout ends the session (204), then answers 401', async () => {
    const token = await login(await newAdmin());
    const done = await rest('POST', '/admin/logout', token);
    expect(done.status).toBe(204);
    expect(done.body).toBeUndefined();
    expect(await adminStatus(token)).toEqual(REFUSED);
    expect((await rest('POST', '/admin/logout', token)).status).toBe(401);
    expect((await rest('POST', '/admin/logout', null)).status).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await rest('GET', '/openapi.json', null)).body;
    expect(doc.paths['/admin/logout'].post).toMatchObject({
      operationId: 'logout',
      security: [{ bearerAuth: [] }],
      responses: { 204: expect.anything(), 401: expect.anything() },
    });
    expect(doc.paths['/admin/password'].post).toMatchObject({
      operationId: 'changePassword',
      responses: { 200: expect.anything(), 400: expect.anything(), 401: expect.anything(), 429: expect.anything() },
    });
  });
});

describe('changePassword', () => {
  it('sets the password, ends every token of the user and returns a new one that works', async () => {
    const editor = await newAdmin();
    const [current, other] = [await login(editor), await login(editor)];
    const bystander = await login(await newAdmin());

    const result = await t.gql(CHANGE, { current: editor.password, next: STRONG }, { token: current });
    expect(result.errors).toBeUndefined();
    const fresh = result.data!.changePassword;
    expect(fresh.user.email).toBe(editor.email);
    expect(new Date(fresh.expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect(await adminStatus(current)).toEqual(REFUSED);
    expect(await adminStatus(other)).toEqual(REFUSED);
    expect(await adminStatus(fresh.token)).toEqual(ACCEPTED);
    // Another administrator's sessions are not touched.
    expect(await adminStatus(bystander)).toEqual(ACCEPTED);

    expect((await t.gql(LOGIN, editor)).errors?.[0].message).toBe('Invalid email or password');
    expect(await adminStatus(await login({ email: editor.email, password: STRONG }))).toEqual(ACCEPTED);
  });

  it('POST /api/admin/password does the same and answers the new token', async () => {
    const editor = await newAdmin();
    const [current, other] = [await login(editor), await login(editor)];
    const changed = await rest('POST', '/admin/password', current, { current: editor.password, next: STRONG });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(await adminStatus(current)).toEqual(REFUSED);
    expect(await adminStatus(other)).toEqual(REFUSED);
    expect(await adminStatus(changed.body.token)).toEqual(ACCEPTED);
  });

  it.each([
    ['11 characters', () => 'abcdefghijk', 'at least 12 characters'],
    ['the e-mail address', (email: string) => ` ${email.toUpperCase()} `, 'must not be your e-mail address'],
    ['a common password', () => 'Qwerty123456', 'one of the most common ones'],
    ['the current password', (_email: string, password: string) => password, 'must differ from the current one'],
    ['over 1024 characters', () => 'x'.repeat(1025), 'at most 1024 characters'],
  ])('refuses %s as the new password: 400 naming `next`, nothing changed', async (_case, next, message) => {
    const editor = await newAdmin();
    const token = await login(editor);
    const result = await t.gql(
      CHANGE,
      { current: editor.password, next: next(editor.email, editor.password) },
      { token },
    );
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { next: expect.any(String) },
    });
    expect(result.errors![0].extensions!.fields.next).toContain(message);
    expect(result.errors![0].message).toContain(message);
    expect(await adminStatus(token)).toEqual(ACCEPTED);
    expect(await adminStatus(await login(editor))).toEqual(ACCEPTED);
  });

  it('accepts exactly 12 characters', async () => {
    const editor = await newAdmin();
    const result = await t.gql(
      CHANGE,
      { current: editor.password, next: 'tw3lve-chars' },
      { token: await login(editor) },
    );
    expect(result.errors).toBeUndefined();
  });

  it('refuses a wrong current password (400 naming `current`), counted as a failed sign-in', async () => {
    const editor = await newAdmin();
    const token = await login(editor);
    const wrong = await t.gql(CHANGE, { current: 'not my password at all', next: STRONG }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.errors![0].message).toBe('The current password is not correct');
    expect(wrong.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { current: 'The current password is not correct' },
    });
    expect(await adminStatus(token)).toEqual(ACCEPTED);

    // LOGIN_FAILURES_PER_EMAIL=2: the second wrong guess uses the budget, the third is throttled,
    // even with the right password, at sign-in too.
    expect(
      (await rest('POST', '/admin/password', token, { current: 'another wrong guess', next: STRONG })).status,
    ).toBe(400);
    const throttled = await rest('POST', '/admin/password', token, { current: editor.password, next: STRONG });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.gql(LOGIN, editor)).status).toBe(429);
    expect(await adminStatus(token)).toEqual(ACCEPTED);
  });

  it('needs a signed-in session', async () => {
    const result = await t.gql(CHANGE, { current: 'whatever it is', next: STRONG });
    expect(result.status).toBe(401);
    expect(result.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the cost of a session check', () => {
  it('is one query per authenticated request, which `me` reuses', async () => {
    const editor = await newAdmin();
    const token = await login(editor);
    t.sql.length = 0;
    const me = await t.gql('{ me { email } }', {}, { token });
    expect(me.data).toEqual({ me: { email: editor.email } });
    expect(t.sql).toHaveLength(1);
    expect(t.sql[0]).toMatch(/from "admin_session"/);

    t.sql.length = 0;
    await t.gql('{ posts { totalItems } }');
    expect(t.sql.some((statement) => statement.includes('admin_session'))).toBe(false);
  });
});
