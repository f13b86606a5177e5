import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { createPost } from './helpers/factories.js';
import { databaseKind, startSignedIn, type TestApp } from './helpers/test-app.js';

// The response cache (issue part 4): anonymous reads are served from memory, and every write —
// through GraphQL, REST, or straight to the database from another connection — is visible at once.
let t: TestApp;
let token: string;
// Comments are published at once here (moderation NONE), as before moderation existed: holding
// them is moderation.test.ts's subject.
beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  await t.gql('mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }', {}, { token });
});
afterAll(() => t?.close());
beforeEach(() => t.reset());

const LIST = '{ posts(pageSize: 50) { totalItems items { id title commentCount } } }';

async function read(query = LIST, variables?: Record<string, unknown>) {
  const result = await t.gql(query, variables);
  expect(result.errors).toBeUndefined();
  return { data: result.data as any, cache: result.headers.get('x-cache') };
}

it('serves a repeated anonymous query from the cache without running its SQL again', async () => {
  await createPost(t, token, { title: 'Cached' });
  expect((await read()).cache).toBe('MISS');
  t.sql.length = 0;
  const again = await read();
  expect(again.cache).toBe('HIT');
  expect(again.data.posts.items.map((post: any) => post.title)).toEqual(['Cached']);
  // PostgreSQL: only the content-version check. PGlite reports writes, so not even that.
  expect(t.sql).toHaveLength(databaseKind === 'pglite' ? 0 : 1);
});

it('shows a new, edited or deleted post at once', async () => {
  const first = await createPost(t, token, { title: 'First' });
  await read();
  await read();
  const second = await createPost(t, token, { title: 'Second' });
  expect((await read()).data.posts.items.map((post: any) => post.title)).toEqual(['Second', 'First']);

  await t.gql(
    'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
    { id: first.id, input: { title: 'First, edited', status: 'TO_PUBLISH', sections: [] } },
    { token },
  );
  expect((await read()).data.posts.items.map((post: any) => post.title)).toContain('First, edited');

  await t.gql('mutation ($id: ID!) { deletePost(id: $id) }', { id: second.id }, { token });
  expect((await read()).data.posts.items.map((post: any) => post.title)).toEqual(['First, edited']);
});

it('shows a new comment and a featured change at once', async () => {
  const post = await createPost(t, token);
  const featured = '{ featuredPosts { id } }';
  await read(featured);
  expect((await read()).data.posts.items[0].commentCount).toBe(0);
  await t.gql(
    'mutation ($id: ID!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: "Amen" }) { id } }',
    { id: post.id },
  );
  expect((await read()).data.posts.items[0].commentCount).toBe(1);
  await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: post.id }, { token });
  expect((await read(featured)).data.featuredPosts).toEqual([{ id: post.id }]);
});

it('sees writes made by another process straight in the database', async () => {
  await createPost(t, token, { title: 'Before' });
  await read();
  await t.app.orm.em.fork().getConnection().execute(`update post set title = 'Changed elsewhere'`);
  const after = await read();
  expect(after.cache).toBe('MISS');
  expect(after.data.posts.items[0].title).toBe('Changed elsewhere');
});

it('publishes a scheduled post on time, with no write at all', async () => {
  await createPost(t, token, { title: 'Now' });
  const soon = new Date(Date.now() + 1500).toISOString();
  await createPost(t, token, { title: 'Soon', date: soon });
  expect((await read()).data.posts.totalItems).toBe(1);
  expect((await read()).cache).toBe('HIT');
  await new Promise((done) => setTimeout(done, 1700));
  expect((await read()).data.posts.items.map((post: any) => post.title)).toEqual(['Soon', 'Now']);
});

it('never caches mutations, signed-in reads or errors', async () => {
  await createPost(t, token, { title: 'Draft', status: 'DRAFT' });
  const admin = '{ adminPosts { totalItems } }';
  const first = await t.gql(admin, {}, { token });
  const second = await t.gql(admin, {}, { token });
  expect(second.headers.get('x-cache')).toBeNull();
  expect(second.data).toEqual(first.data);
  const denied = await t.gql(admin);
  expect(denied.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await t.gql(admin)).headers.get('x-cache')).toBe('MISS');
  const login = 'mutation { login(email: "nobody@example.org", password: "wrong password") { token } }';
  expect((await t.gql(login)).headers.get('x-cache')).toBeNull();
});

it('caches REST reads and shows REST writes at once', async () => {
  await createPost(t, token, { title: 'Via REST' });
  const list = async () => {
    const response = await fetch(`${t.url}/api/blogs?page=1`);
    return { cache: response.headers.get('x-cache'), body: (await response.json()) as any };
  };
  expect((await list()).cache).toBe('MISS');
  const cached = await list();
  expect(cached.cache).toBe('HIT');
  expect(cached.body.blogs.map((blog: any) => blog.title)).toEqual(['Via REST']);
  const etag = (await fetch(`${t.url}/api/blogs?page=1`)).headers.get('etag');
  const revalidated = await fetch(`${t.url}/api/blogs?page=1`, {
    headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
  });
  expect([revalidated.status, revalidated.headers.get('x-cache')]).toEqual([304, 'HIT']);
  const id = cached.body.blogs[0].id ?? cached.body.blogs[0]._id;
  const removed = await fetch(`${t.url}/api/admin/blogs/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status).toBeLessThan(300);
  expect((await list()).body.blogs).toEqual([]);
});

it('computes concurrent misses of the same query once', async () => {
  await createPost(t, token);
  await t.app.orm.em.fork().getConnection().execute('update post set excerpt = excerpt');
  t.sql.length = 0;
  const results = await Promise.all(Array.from({ length: 8 }, () => read()));
  expect(results.filter((result) => result.cache === 'MISS')).toHaveLength(1);
  expect(t.sql.length).toBeLessThan(8 + 6);
});

/** POSTs a GraphQL query with a given Accept-Encoding; @returns the raw (still encoded) answer. */
function postRaw(query: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const payload = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

it('sends an answer computed per request larger than the brotli window whole, br-compressed', async () => {
  // Varied text (it must not compress to almost nothing): about 420 kB, past the 256 kB window.
  const paragraphs = Array.from({ length: 12000 }, (_, i) => `<p>Verse ${i * 7919} of ${i % 97} psalms</p>`);
  // Sections hold at most 200,000 characters each.
  const sections = [0, 1, 2, 3, 4, 5, 6, 7].map((part) => ({
    title: `Part ${part}`,
    content: paragraphs.slice(part * 1500, (part + 1) * 1500).join(''),
  }));
  const post = await createPost(t, token, { sections });
  const query = `{ post(id: "${post.id}") { sections { content } } }`;
  const answer = await postRaw(query, 'br');
  expect(answer.headers['x-cache']).toBe('MISS');
  expect(answer.headers['content-encoding']).toBe('br');
  const plain = await postRaw(query, 'identity');
  expect(plain.body.length).toBeGreaterThan(256 * 1024);
  expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  // The cache's own br copy, made with a window fitted to the body: the same answer, and no
  // larger than brotli's default window makes it.
  const hit = await postRaw(query, 'br');
  expect(hit.headers['x-cache']).toBe('HIT');
  expect(brotliDecompressSync(hit.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  const quality = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } };
  expect(hit.body.length).toBeLessThanOrEqual(brotliCompressSync(plain.body, quality).length * 1.01);
});

it('sends large answers compressed to clients that accept it, from the cache as well', async () => {
  for (let i = 0; i < 12; i++) await createPost(t, token, { title: `Compressed ${i}` });
  const query = '{ posts(pageSize: 12) { items { id title excerpt sections { title content } } } }';
  const plain = await postRaw(query, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  const expected = JSON.parse(plain.body.toString('utf8'));

  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    for (const round of [1, 2]) {
      const answer = await postRaw(query, encoding);
      expect({ round, encoding: answer.headers['content-encoding'] }).toEqual({ round, encoding });
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(answer.body).toString('utf8'))).toEqual(expected);
    }
  }

  // A miss (the content changed) is compressed on its way out, and the cache stores plain JSON.
  await createPost(t, token, { title: 'Compressed 12' });
  const miss = await postRaw(query, 'gzip');
  expect(miss.headers['x-cache']).toBe('MISS');
  expect(miss.headers['content-encoding']).toBe('gzip');
  const fresh = JSON.parse(gunzipSync(miss.body).toString('utf8'));
  expect(fresh.data.posts.items[0].title).toBe('Compressed 12');
  const hit = await postRaw(query, 'identity');
  expect(hit.headers['x-cache']).toBe('HIT');
  expect(JSON.parse(hit.body.toString('utf8'))).toEqual(fresh);
});
