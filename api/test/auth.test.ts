import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expiresAt user { email } }
}`;
const ISSUER = 'wisdom-blog';
const AUDIENCE = 'wisdom-blog-admin';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let t: TestApp;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login();
  const me = await t.gql('{ me { id } }', {}, { token: adminToken });
  adminId = me.data!.me.id;
});
afterAll(() => t.close());

describe('login', () => {
  it('returns a token that signs the administrator in', async () => {
    const result = await t.gql(LOGIN, ADMIN);
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.user.email).toBe(ADMIN.email);
    expect(new Date(result.data!.login.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const me = await t.gql('{ me { email displayName } }', {}, { token: result.data!.login.token });
    expect(me.errors).toBeUndefined();
    expect(me.data!.me).toEqual({ email: ADMIN.email, displayName: 'Admin' });
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const result = await t.gql(LOGIN, { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.token).toEqual(expect.any(String));
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'not the password' }],
    ['an unknown e-mail', { email: 'nobody@test.local', password: ADMIN.password }],
    ['an empty e-mail', { email: '', password: ADMIN.password }],
  ])('refuses %s with the same UNAUTHENTICATED message', async (_case, credentials) => {
    const result = await t.gql(LOGIN, credentials);
    expect(result.status).toBe(401);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0].message).toBe('Invalid email or password');
    expect(result.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('admin operations', () => {
  let postId: string;
  let postTitle: string;

  beforeAll(async () => {
    await t.reset();
    const post = await createPost(t, adminToken, { title: 'Untouchable' });
    postId = post.id;
    postTitle = post.title;
    const featured = await t.gql(
      'mutation ($id: ID!) { addFeatured(postId: $id) { id } }',
      { id: postId },
      {
        token: adminToken,
      },
    );
    expect(featured.errors).toBeUndefined();
  });

  /** Every operation guarded by @Authorized(), with arguments that would succeed for an admin. */
  const operations: Record<string, () => { query: string; variables?: Record<string, unknown> }> = {
    adminPosts: () => ({ query: '{ adminPosts { totalItems items { id } } }' }),
    adminPost: () => ({ query: 'query ($id: ID!) { adminPost(id: $id) { id title } }', variables: { id: postId } }),
    me: () => ({ query: '{ me { id email } }' }),
    logout: () => ({ query: 'mutation { logout }' }),
    changePassword: () => ({
      query: 'mutation ($c: String!, $n: String!) { changePassword(current: $c, next: $n) { token } }',
      variables: { c: ADMIN.password, n: 'a new password nobody guesses' },
    }),
    contactMessages: () => ({ query: '{ contactMessages { items { id email message } } }' }),
    featuredEntries: () => ({ query: '{ featuredEntries { id post { id } } }' }),
    createPost: () => ({
      query: 'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
      variables: { input: { title: 'Injected post', status: 'TO_PUBLISH' } },
    }),
    updatePost: () => ({
      query: 'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id title } }',
      variables: { id: postId, input: { title: 'Defaced', status: 'TO_PUBLISH' } },
    }),
    deletePost: () => ({ query: 'mutation ($id: ID!) { deletePost(id: $id) }', variables: { id: postId } }),
    addFeatured: () => ({
      query: 'mutation ($id: ID!) { addFeatured(postId: $id, orderIndex: 0) { id } }',
      variables: { id: postId },
    }),
    removeFeatured: () => ({ query: 'mutation ($id: ID!) { removeFeatured(postId: $id) }', variables: { id: postId } }),
    reorderFeatured: () => ({
      query: 'mutation ($ids: [ID!]!) { reorderFeatured(postIds: $ids) { id } }',
      variables: { ids: [postId] },
    }),
  };

  const now = () => Math.floor(Date.now() / 1000);
  // The session of the signed-in token: a forged token differs from a real one only as each case says.
  const sessionId = () => (jwt.decode(adminToken) as { jti: string }).jti;
  const claims = () => ({ sub: adminId, jti: sessionId(), iss: ISSUER, aud: AUDIENCE, iat: now() });

  /** The bad tokens; each differs from a valid one in a single way. */
  const badTokens: Record<string, () => string | null> = {
    missing: () => null,
    expired: () =>
      jwt.sign({ ...claims(), iat: now() - 7200, exp: now() - 60 }, t.app.deps.jwtSecret, { algorithm: 'HS256' }),
    'signed with a wrong secret': () =>
      jwt.sign({ ...claims(), exp: now() + 3600 }, 'a-completely-different-secret-of-48-characters!!', {
        algorithm: 'HS256',
      }),
    'alg none': () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims(), exp: now() + 3600 })}.`,
    'for another audience': () =>
      jwt.sign({ ...claims(), aud: 'some-other-app', exp: now() + 3600 }, t.app.deps.jwtSecret, {
        algorithm: 'HS256',
      }),
    'not a JWT at all': () => 'garbage',
  };

  it('a token built the same way but valid is accepted (so the refusals below are about the defect)', async () => {
    const valid = jwt.sign({ ...claims(), exp: now() + 3600 }, t.app.deps.jwtSecret, { algorithm: 'HS256' });
    const me = await t.gql('{ me { email } }', {}, { token: valid });
    expect(me.errors).toBeUndefined();
    expect(me.data!.me.email).toBe(ADMIN.email);
  });

  describe.each(Object.keys(badTokens))('with a token that is %s', (kind) => {
    it.each(Object.keys(operations))('refuses %s with UNAUTHENTICATED and no data', async (name) => {
      const token = badTokens[kind]();
      const { query, variables } = operations[name]();
      const result = await t.gql(query, variables, token ? { token } : {});
      expect(result.status).toBe(401);
      expect(result.data).toBeNull();
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.errors![0].path).toEqual([name]);
    });

    it('refuses uploadImage with UNAUTHENTICATED and stores nothing', async () => {
      const token = badTokens[kind]();
      const result = await uploadFile(t, token, PNG_1x1);
      expect(result.status).toBe(401);
      expect(result.body.data).toBeNull();
      expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('the refused operations changed nothing', async () => {
    const posts = await t.gql('{ adminPosts { totalItems items { id title } } }', {}, { token: adminToken });
    expect(posts.data!.adminPosts).toEqual({ totalItems: 1, items: [{ id: postId, title: postTitle }] });
    const featured = await t.gql('{ featuredEntries { orderIndex post { id } } }', {}, { token: adminToken });
    expect(featured.data!.featuredEntries).toEqual([{ orderIndex: 0, post: { id: postId } }]);
    const uploads = await t.app.orm.em.fork().getConnection().execute('select count(*) as n from upload');
    expect(Number(uploads[0].n)).toBe(0);
    const files = await readdir(join(t.dataDir, 'uploads')).catch(() => []);
    expect(files).toEqual([]);
  });

  it('a token whose user no longer exists is refused', async () => {
    const ghost = jwt.sign({ ...claims(), sub: '987654', exp: now() + 3600 }, t.app.deps.jwtSecret, {
      algorithm: 'HS256',
    });
    const result = await t.gql('{ me { email } }', {}, { token: ghost });
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL/ADMIN_PASSWORD with an argon2id password hash', async () => {
    const rows = await t.app.orm.em
      .fork()
      .getConnection()
      .execute<{ email: string; password_hash: string }[]>('select email, password_hash from "user"');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(ADMIN.email);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(rows[0].password_hash).not.toContain(ADMIN.password);
    expect(await argon2.verify(rows[0].password_hash, ADMIN.password)).toBe(true);
    expect(await argon2.verify(rows[0].password_hash, 'not the password')).toBe(false);
  });
});

describe('login throttling', () => {
  let limited: TestApp;
  const login = (email: string, password: string) => limited.gql(LOGIN, { email, password });
  const expectThrottled = (result: Awaited<ReturnType<typeof login>>) => {
    expect(result.status).toBe(429);
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  beforeAll(async () => {
    limited = await startTestApp({ LOGIN_FAILURES_PER_EMAIL: '3', LOGIN_FAILURES_PER_IP: '6' });
  });
  afterAll(() => limited.close());

  it('locks an e-mail after LOGIN_FAILURES_PER_EMAIL failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const failure = await login(ADMIN.email, `wrong ${i}`);
      expect(failure.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expectThrottled(await login(ADMIN.email, ADMIN.password));
    // The lock applies to the e-mail however it is written.
    expectThrottled(await login(ADMIN.email.toUpperCase(), ADMIN.password));
  });

  it('lets other e-mails from the same IP try until the per-IP limit, then refuses them too', async () => {
    // The IP has 3 failures from the previous test; LOGIN_FAILURES_PER_IP is 6.
    for (let i = 1; i <= 3; i++) {
      const failure = await login(`other${i}@test.local`, 'whatever');
      expect(failure.status).toBe(401);
      expect(failure.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expectThrottled(await login('other4@test.local', 'whatever'));
  });
});
