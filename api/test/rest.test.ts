import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { buildApiSchema } from '../src/graphql/schema.js';
import { OPERATIONS } from '../src/rest/operations.js';
import { ROUTES } from '../src/rest/routes.js';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { ADMIN, startSignedIn, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
// A small upload limit so "too large" needs only a few kilobytes.
// Comments are published at once here (moderation NONE), as before moderation existed: holding
// them is moderation.test.ts's subject.
beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off', UPLOAD_MAX_BYTES: '2048' }));
  await t.gql('mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }', {}, { token });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await rm(join(t.dataDir, 'uploads'), { recursive: true, force: true });
});

interface CallOptions {
  body?: unknown;
  /** Sent as is, without content type (for malformed bodies). */
  raw?: string | FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

/** Calls /api<path> on the listening server; @returns status, headers and the parsed JSON body. */
async function call(method: string, path: string, options: CallOptions = {}) {
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
const admin = (method: string, path: string, options: CallOptions = {}) => call(method, path, { token, ...options });

const POST_KEYS = [
  'id',
  'slug',
  'locale',
  'title',
  'excerpt',
  'sections',
  'cover',
  'coverId',
  'author',
  'tags',
  'date',
  'status',
  'allowComments',
  'featured',
  'createdAt',
  'updatedAt',
  'content',
  'commentCount',
  'version',
].sort();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Asserts the REST post shape of spec section 7 (with `comments` on single-post answers). */
function expectRestPost(post: Record<string, any>, withComments = false) {
  expect(Object.keys(post).sort()).toEqual(withComments ? [...POST_KEYS, 'comments'].sort() : POST_KEYS);
  expect(['draft', 'to_publish', 'published']).toContain(post.status);
  for (const field of ['date', 'createdAt', 'updatedAt']) expect(post[field]).toMatch(ISO);
  for (const section of post.sections) {
    expect(Object.keys(section).sort()).toEqual(['content', 'id', 'image', 'imageId', 'orderIndex', 'title']);
  }
  expect(JSON.stringify(post)).not.toMatch(/@/);
}

/** A post as GraphQL returns it, shaped the REST way (lower-case status). */
const restFromGraphql = (post: Record<string, any>) => ({
  ...post,
  status: post.status.toLowerCase(),
  ...(post.comments ? { comments: post.comments.map(restComment) } : {}),
});
/** A comment as GraphQL returns it, shaped the REST way (lower-case status), with its replies. */
const restComment = (comment: Record<string, any>): Record<string, any> => ({
  ...comment,
  status: comment.status.toLowerCase(),
  ...(comment.replies ? { replies: comment.replies.map(restComment) } : {}),
});
const REST_POST_FIELDS = `id slug locale title excerpt sections { id title content image imageId orderIndex }
  cover coverId author tags date status allowComments featured createdAt updatedAt content commentCount version`;

const comment = (postId: string, name: string) =>
  call('POST', `/comments/${postId}`, { body: { name, email: `${name}@example.com`, content: `Hello from ${name}` } });
const draft = (title = 'Hidden draft') => createPost(t, token, { title, status: 'DRAFT' });
const storedFiles = () => readdir(join(t.dataDir, 'uploads')).catch(() => [] as string[]);

describe('POST /api/admin/login', () => {
  it('answers 200 with a token that works on admin paths', async () => {
    const result = await call('POST', '/admin/login', { body: ADMIN });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, token: expect.any(String) });
    const list = await call('GET', '/blogs?isAdminPage=true', { token: result.body.token });
    expect(list.status).toBe(200);
  });

  it('answers 401 with success false for a wrong password', async () => {
    const result = await call('POST', '/admin/login', { body: { email: ADMIN.email, password: 'wrong password' } });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, error: 'Invalid email or password', code: 'UNAUTHENTICATED' });
  });

  it('answers 400 naming a missing field', async () => {
    const result = await call('POST', '/admin/login', { body: { email: ADMIN.email } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      success: false,
      code: 'BAD_USER_INPUT',
      error: expect.any(String),
      fields: { password: expect.any(String) },
    });
  });
});

describe('GET /api/blogs', () => {
  it('lists published posts newest first with numbered pagination', async () => {
    await createPost(t, token, { title: 'Older', date: '2024-01-01T00:00:00.000Z' });
    await createPost(t, token, { title: 'Newer', date: '2024-06-01T00:00:00.000Z' });
    await draft();
    const result = await call('GET', '/blogs');
    expect(result.status).toBe(200);
    expect(result.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Newer', 'Older']);
    expect(result.body.pagination).toEqual({ page: 1, pageSize: expect.any(Number), totalPages: 1, totalItems: 2 });
    result.body.blogs.forEach((post: Record<string, any>) => expectRestPost(post));
    expect(result.body.blogs[0].status).toBe('published');
  });

  it('pages from 1 and searches', async () => {
    for (const title of ['Grace abounds', 'Faith and works', 'Hope in trials']) await createPost(t, token, { title });
    const page2 = await call('GET', '/blogs?page=2&pageSize=2');
    expect(page2.body.blogs).toHaveLength(1);
    expect(page2.body.pagination).toEqual({ page: 2, pageSize: 2, totalPages: 2, totalItems: 3 });
    const search = await call('GET', '/blogs?search=grace');
    expect(search.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Grace abounds']);
  });

  it('lists drafts too for the admin page with a valid token, and searches titles there', async () => {
    await createPost(t, token, { title: 'Public one' });
    await draft('Secret draft');
    const result = await call('GET', '/blogs?isAdminPage=true', { token });
    expect(result.body.blogs.map((post: { title: string }) => post.title).sort()).toEqual([
      'Public one',
      'Secret draft',
    ]);
    expect(result.body.blogs.find((post: { title: string }) => post.title === 'Secret draft').status).toBe('draft');
    const search = await call('GET', '/blogs?isAdminPage=true&search=secret', { token });
    expect(search.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Secret draft']);
    expect(search.body.pagination).toEqual({ page: 1, pageSize: 10, totalPages: 1, totalItems: 1 });
  });

  it('shows only published posts for isAdminPage without a token, and 401 with an invalid one', async () => {
    await draft();
    const anonymous = await call('GET', '/blogs?isAdminPage=true');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.blogs).toEqual([]);
    const invalid = await call('GET', '/blogs?isAdminPage=true', { token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('answers 400 for a page that is not a positive integer', async () => {
    for (const page of ['abc', '0', '-1']) {
      const result = await call('GET', `/blogs?page=${page}`);
      expect(result.status).toBe(400);
      expect(result.body.fields).toHaveProperty('page');
    }
  });
});

describe('GET /api/blogs/{id}', () => {
  it('answers a post by id with its comments newest first and no e-mail', async () => {
    const post = await createPost(t, token, { title: 'Commented' });
    await comment(post.id, 'ann');
    await comment(post.id, 'bob');
    const result = await call('GET', `/blogs/${post.id}`);
    expect(result.status).toBe(200);
    expectRestPost(result.body, true);
    expect(result.body.comments.map((c: { name: string }) => c.name)).toEqual(['bob', 'ann']);
    expect(Object.keys(result.body.comments[0]).sort()).toEqual([
      'byAuthor',
      'content',
      'createdAt',
      'id',
      'name',
      'replies',
      'status',
    ]);
    expect(result.body.commentCount).toBe(2);
  });

  it('answers a post by slug, and an all-digit slug when no post has that id', async () => {
    const post = await createPost(t, token, { title: 'By slug' });
    expect((await call('GET', `/blogs/${post.slug}`)).body.id).toBe(post.id);
    // The API never makes an all-digit slug, but imported content may have one.
    const year = await createPost(t, token, { title: 'Year post' });
    const numbered = await createPost(t, token, { title: 'Numbered' });
    const sql = t.app.orm.em.fork().getConnection();
    await sql.execute(`update post set slug = '2024' where id = ${Number(year.id)}`);
    await sql.execute(`update post set slug = '${post.id}' where id = ${Number(numbered.id)}`);
    expect((await call('GET', '/blogs/2024')).body.id).toBe(year.id);
    // An id wins over a slug made of the same digits.
    expect((await call('GET', `/blogs/${post.id}`)).body.id).toBe(post.id);
  });

  it('answers 404 for an unknown post and for a draft', async () => {
    const hidden = await draft();
    for (const key of ['999999', 'no-such-post', hidden.id]) {
      const result = await call('GET', `/blogs/${key}`);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ error: 'Post not found', code: 'NOT_FOUND' });
    }
  });
});

describe('popular and featured lists', () => {
  it('GET /api/blogs/popular-blogs/blogs orders by comment count and honours limit', async () => {
    const quiet = await createPost(t, token, { title: 'Quiet' });
    const busy = await createPost(t, token, { title: 'Busy' });
    const some = await createPost(t, token, { title: 'Some' });
    for (const name of ['a', 'b', 'c']) await comment(busy.id, name);
    await comment(some.id, 'd');
    const result = await call('GET', '/blogs/popular-blogs/blogs?limit=2');
    expect(result.status).toBe(200);
    expect(result.body.map((post: { id: string; commentCount: number }) => [post.id, post.commentCount])).toEqual([
      [busy.id, 3],
      [some.id, 1],
    ]);
    result.body.forEach((post: Record<string, any>) => expectRestPost(post));
    expect((await call('GET', '/blogs/popular-blogs/blogs')).body).toHaveLength(2);
    expect((await call('GET', '/blogs/popular-blogs/blogs?limit=20')).body.map((p: { id: string }) => p.id)).toContain(
      quiet.id,
    );
  });

  it.each(['0', '21', 'x'])('GET /api/blogs/popular-blogs/blogs?limit=%s answers 400', async (limit) => {
    const result = await call('GET', `/blogs/popular-blogs/blogs?limit=${limit}`);
    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty('limit');
  });

  it('GET /api/blogs/popular-tags/blogs counts tags, most used first', async () => {
    await createPost(t, token, { tags: ['Faith', 'Hope'] });
    await createPost(t, token, { tags: ['faith'] });
    await createPost(t, token, { tags: ['Love'], status: 'DRAFT' });
    const result = await call('GET', '/blogs/popular-tags/blogs');
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      { tag: expect.stringMatching(/^faith$/i), count: 2 },
      { tag: 'Hope', count: 1 },
    ]);
  });

  it('GET /api/blogs/featured-posts/blogs lists featured readable posts in order', async () => {
    const first = await createPost(t, token, { title: 'First' });
    const second = await createPost(t, token, { title: 'Second' });
    const hidden = await draft();
    for (const post of [second, hidden, first]) await admin('POST', '/blogs/featured', { body: { blogId: post.id } });
    const result = await call('GET', '/blogs/featured-posts/blogs');
    expect(result.status).toBe(200);
    expect(result.body.map((post: { id: string }) => post.id)).toEqual([second.id, first.id]);
    result.body.forEach((post: Record<string, any>) => {
      expectRestPost(post);
      expect(post.featured).toBe(true);
    });
  });
});

describe('GET /api/blogs/tag/{tag}', () => {
  it('pages through a tag with a cursor; nextCursor is null at the end', async () => {
    for (const day of ['01', '02', '03']) {
      await createPost(t, token, { title: `Day ${day}`, tags: ['Prayer Life'], date: `2024-03-${day}T00:00:00.000Z` });
    }
    await createPost(t, token, { title: 'Other', tags: ['Other'] });
    const first = await call('GET', `/blogs/tag/${encodeURIComponent('prayer life')}?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Day 03', 'Day 02']);
    expect(first.body.pagination).toEqual({ hasMore: true, nextCursor: expect.any(String) });
    first.body.blogs.forEach((post: Record<string, any>) => expectRestPost(post));
    const next = await call(
      'GET',
      `/blogs/tag/Prayer%20Life?limit=2&cursor=${encodeURIComponent(first.body.pagination.nextCursor)}`,
    );
    expect(next.body.blogs.map((post: { title: string }) => post.title)).toEqual(['Day 01']);
    expect(next.body.pagination).toEqual({ hasMore: false, nextCursor: null });
  });

  it('answers an empty page for an unused tag and 400 for a bad cursor', async () => {
    expect((await call('GET', '/blogs/tag/nothing')).body).toEqual({
      blogs: [],
      pagination: { hasMore: false, nextCursor: null },
    });
    const bad = await call('GET', '/blogs/tag/nothing?cursor=garbage');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/cursor/i);
  });
});

describe('POST /api/comments/{id}', () => {
  it('answers 201 with the comment, without the e-mail', async () => {
    const post = await createPost(t, token);
    const result = await comment(post.id, 'ann');
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      id: expect.any(String),
      name: 'ann',
      content: 'Hello from ann',
      createdAt: expect.stringMatching(ISO),
      status: 'approved',
      byAuthor: false,
    });
  });

  it('answers 400 naming each missing or invalid field', async () => {
    const post = await createPost(t, token);
    const missing = await call('POST', `/comments/${post.id}`, { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['content', 'email', 'name']);
    const badEmail = await call('POST', `/comments/${post.id}`, {
      body: { name: 'Ann', email: 'not-an-email', content: 'Hi' },
    });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.body.fields)).toEqual(['email']);
  });

  it('answers 403 when comments are closed and 404 for no post or a draft', async () => {
    const closed = await createPost(t, token, { allowComments: false });
    const result = await comment(closed.id, 'ann');
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: 'Comments are closed for this post', code: 'FORBIDDEN' });
    const hidden = await draft();
    for (const id of ['999999', hidden.id]) {
      const missing = await comment(id, 'ann');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Post not found', code: 'NOT_FOUND' });
    }
  });
});

describe('POST /api/contact', () => {
  it('stores the message and answers 201 { success: true }', async () => {
    const message = { fullName: 'Ann Lee', email: 'ann@example.com', message: 'Thank you' };
    const result = await call('POST', '/contact', { body: { ...message, extra: 'ignored' } });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true });
    const stored = await t.gql('{ contactMessages { items { fullName email message } } }', {}, { token });
    expect(stored.data!.contactMessages.items).toEqual([message]);
  });

  it('answers 400 with an error per field', async () => {
    const result = await call('POST', '/contact', { body: { fullName: '', email: 'nope' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      success: false,
      code: 'BAD_USER_INPUT',
      error: expect.any(String),
      fields: { fullName: expect.any(String), email: expect.any(String), message: expect.any(String) },
    });
  });
});

describe('POST /api/admin/blogs', () => {
  const editorBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'From the editor',
    excerpt: 'Short',
    sections: [
      { id: 'tmp-2', title: 'Section 2', content: '<p>two</p>', image: '/uploads/evil.png', orderIndex: 1 },
      { id: 'tmp-1', title: 'Section 1', content: '<p>one</p>', image: null, imageId: null, orderIndex: 0 },
    ],
    cover: 'https://evil.example/cover.png',
    coverId: null,
    author: 'Pastor Jo',
    tags: ['Faith', 'Hope'],
    date: '2026-05-01',
    status: 'draft',
    allowComments: false,
    ...overrides,
  });

  it('creates a post from the editor body and answers 201 with it', async () => {
    const result = await admin('POST', '/admin/blogs', { body: editorBody() });
    expect(result.status).toBe(201);
    expectRestPost(result.body);
    expect(result.body).toMatchObject({
      title: 'From the editor',
      excerpt: 'Short',
      author: 'Pastor Jo',
      tags: ['Faith', 'Hope'],
      date: '2026-05-01T00:00:00.000Z',
      status: 'draft',
      allowComments: false,
      cover: null,
      coverId: null,
      content: '<p>one</p>\n<p>two</p>',
      featured: false,
      commentCount: 0,
    });
    expect(result.body.sections.map((s: { title: string; image: null }) => [s.title, s.image])).toEqual([
      ['Section 1', null],
      ['Section 2', null],
    ]);
  });

  it('uses coverId and section imageId, ignores URLs and unknown fields', async () => {
    const image = (await uploadFile(t, token, PNG_1x1)).body.data.uploadImage;
    const result = await admin('POST', '/admin/blogs', {
      body: editorBody({
        coverId: image.id,
        sections: [{ title: 'Pic', content: '<p>x</p>', imageId: image.id, image: '/elsewhere.png' }],
        status: 'published',
        date: '2024-02-03T04:05:06Z',
        id: '4242',
        featured: true,
        commentCount: 99,
        createdAt: '2000-01-01T00:00:00Z',
        hacker: 'x',
      }),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      cover: image.url,
      coverId: image.id,
      status: 'published',
      featured: false,
      commentCount: 0,
      date: '2024-02-03T04:05:06.000Z',
    });
    expect(result.body.id).not.toBe('4242');
    expect(result.body.createdAt).not.toMatch(/^2000/);
    expect(result.body.sections[0]).toMatchObject({ image: image.url, imageId: image.id });
  });

  it('schedules a post sent to publish with a future date', async () => {
    const result = await admin('POST', '/admin/blogs', {
      body: editorBody({ status: 'to_publish', date: '2999-01-01' }),
    });
    expect(result.body.status).toBe('to_publish');
    expect((await call('GET', `/blogs/${result.body.id}`)).status).toBe(404);
  });

  it('answers 400 for a missing title, an unknown status, a bad date or a wrong type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'title'],
      [{ status: 'live' }, 'status'],
      [{ date: 'someday' }, 'date'],
      [{ allowComments: 'perhaps' }, 'allowComments'],
      [{ sections: [{ title: 5 }] }, 'sections[0].title'],
    ];
    for (const [overrides, field] of cases) {
      const result = await admin('POST', '/admin/blogs', { body: editorBody(overrides) });
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.fields)).toEqual([field]);
      expect(result.body.error).not.toMatch(/\$input|Variable/);
    }
    expect((await t.gql('{ adminPosts { totalItems } }', {}, { token })).data!.adminPosts.totalItems).toBe(0);
  });

  it('answers 401 without a token or with an invalid one, and stores nothing', async () => {
    for (const bad of [null, 'not-a-token']) {
      const result = await call('POST', '/admin/blogs', { body: editorBody(), token: bad });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });
      // Even an unusable body is refused for the missing token first.
      expect((await call('POST', '/admin/blogs', { body: { status: 'live' }, token: bad })).status).toBe(401);
      expect((await call('POST', '/admin/blogs', { body: { title: 7 }, token: bad })).status).toBe(401);
    }
    expect((await t.gql('{ adminPosts { totalItems } }', {}, { token })).data!.adminPosts.totalItems).toBe(0);
  });
});

describe('PUT and DELETE /api/admin/blogs/{id}', () => {
  it('saves a post loaded through REST (round trip keeps locale and slug)', async () => {
    const post = await createPost(t, token, { title: 'Original', locale: 'fr', slug: 'original-fr' });
    const loaded = (await call('GET', `/blogs/${post.id}`)).body;
    const result = await admin('PUT', `/admin/blogs/${post.id}`, { body: { ...loaded, title: 'Edited' } });
    expect(result.status).toBe(200);
    expectRestPost(result.body);
    expect(result.body).toMatchObject({ title: 'Edited', locale: 'fr', slug: 'original-fr', version: 2 });
    expect(result.body.sections.map((s: { id: string }) => s.id)).toEqual(loaded.sections.map((s: any) => s.id));
  });

  it('answers 409 for a stale version and 404 for an unknown post', async () => {
    const post = await createPost(t, token);
    const body = { title: 'First save', version: post.version, status: 'to_publish' };
    expect((await admin('PUT', `/admin/blogs/${post.id}`, { body })).status).toBe(200);
    const stale = await admin('PUT', `/admin/blogs/${post.id}`, { body: { ...body, title: 'Second save' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: expect.stringMatching(/changed elsewhere/), code: 'CONFLICT' });
    const missing = await admin('PUT', '/admin/blogs/999999', { body });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Post not found', code: 'NOT_FOUND' });
  });

  it('deletes with 204, then answers 404', async () => {
    const post = await createPost(t, token);
    const result = await admin('DELETE', `/admin/blogs/${post.id}`);
    expect(result.status).toBe(204);
    expect(result.body).toBeUndefined();
    expect((await call('GET', `/blogs/${post.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/admin/blogs/${post.id}`)).status).toBe(404);
  });

  it('answers 401 without a token or with an invalid one', async () => {
    const post = await createPost(t, token);
    for (const bad of [null, 'not-a-token']) {
      expect((await call('PUT', `/admin/blogs/${post.id}`, { body: { title: 'x' }, token: bad })).status).toBe(401);
      expect((await call('DELETE', `/admin/blogs/${post.id}`, { token: bad })).status).toBe(401);
    }
    expect((await call('GET', `/blogs/${post.id}`)).body.title).toBe(post.title);
  });
});

describe('POST /api/uploads', () => {
  const form = (bytes: Buffer, field = 'file', filename = 'image.png', type = 'image/png') => {
    const data = new FormData();
    data.append('note', 'fields other than file are ignored');
    data.append(field, new Blob([bytes], { type }), filename);
    return data;
  };
  const uploadRows = async () => {
    const rows = await t.app.orm.em.fork().getConnection().execute('select count(*) as n from upload');
    return Number(rows[0].n);
  };
  const expectNothingStored = async () => {
    expect(await storedFiles()).toEqual([]);
    expect(await uploadRows()).toBe(0);
  };

  it('stores an image and answers 201 { id, url }', async () => {
    const result = await admin('POST', '/uploads', { raw: form(PNG_1x1) });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: expect.any(String), url: `/uploads/${result.body.id}.png` });
    const served = await fetch(`${t.url}${result.body.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([PNG_1x1, Buffer.alloc(2048 - PNG_1x1.length)]);
    expect((await admin('POST', '/uploads', { raw: form(exact) })).status).toBe(201);
  });

  it('answers 400 without a file field or without a multipart body', async () => {
    const noFile = await admin('POST', '/uploads', { raw: form(PNG_1x1, 'image') });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toHaveProperty('file');
    const json = await admin('POST', '/uploads', { body: { file: 'x' } });
    expect(json.status).toBe(400);
    await expectNothingStored();
  });

  it('answers 413 past UPLOAD_MAX_BYTES and 415 for a non-image, storing nothing', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(6000, 7)]);
    const tooLarge = await admin('POST', '/uploads', { raw: form(big) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'The file is larger than the 2 KB limit', code: 'PAYLOAD_TOO_LARGE' });
    const text = await admin('POST', '/uploads', { raw: form(Buffer.from('plain text'), 'file', 'a.png') });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expectNothingStored();
  });

  it('answers 401 to an anonymous or invalid-token upload and stores nothing', async () => {
    for (const bad of [null, 'not-a-token']) {
      const result = await call('POST', '/uploads', { raw: form(PNG_1x1), token: bad });
      expect(result.status).toBe(401);
      expect((await call('POST', '/uploads', { raw: form(PNG_1x1, 'other'), token: bad })).status).toBe(401);
    }
    await expectNothingStored();
  });
});

describe('featured toggles', () => {
  const entries = async () =>
    (await t.gql('{ featuredEntries { orderIndex post { id } } }', {}, { token })).data!.featuredEntries.map(
      (entry: { post: { id: string } }) => entry.post.id,
    );

  it('POST /api/blogs/featured adds at the end, idempotently; DELETE /api/blogs/featured/{blogId} removes', async () => {
    const [a, b] = [await createPost(t, token), await createPost(t, token)];
    const added = await admin('POST', '/blogs/featured', { body: { blogId: a.id } });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.any(String), blogId: a.id, orderIndex: 0, post: expect.any(Object) });
    expectRestPost(added.body.post);
    expect(added.body.post.featured).toBe(true);
    const again = await admin('POST', '/blogs/featured', { body: { blogId: a.id } });
    expect(again.body.id).toBe(added.body.id);
    await admin('POST', '/blogs/featured', { body: { blogId: Number(b.id) } });
    expect(await entries()).toEqual([a.id, b.id]);
    const removed = await admin('DELETE', `/blogs/featured/${a.id}`);
    expect(removed.status).toBe(204);
    expect(await entries()).toEqual([b.id]);
  });

  it('both path families act on the same ordered list', async () => {
    const [a, b, c] = [await createPost(t, token), await createPost(t, token), await createPost(t, token)];
    await admin('POST', '/blogs/featured', { body: { blogId: a.id } });
    await admin('POST', '/blogs/featured', { body: { blogId: b.id } });
    const placed = await admin('POST', '/blogs/featured-posts/blogs', { body: { blogId: c.id, orderIndex: 0 } });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ blogId: c.id, orderIndex: 0 });
    const listed = async () => (await call('GET', '/blogs/featured-posts/blogs')).body.map((p: { id: string }) => p.id);
    expect(await listed()).toEqual([c.id, a.id, b.id]);
    expect(await entries()).toEqual([c.id, a.id, b.id]);

    // Removing through one family is seen by the other, and the order closes up.
    expect((await admin('DELETE', `/blogs/featured-posts/blogs/${a.id}`)).status).toBe(204);
    expect(await listed()).toEqual([c.id, b.id]);
    expect((await admin('DELETE', `/blogs/featured/${c.id}`)).status).toBe(204);
    expect(await listed()).toEqual([b.id]);
    // The admin list's toggle puts a post back at the end; the manager's path moves it.
    await admin('POST', '/blogs/featured', { body: { blogId: a.id } });
    await admin('POST', '/blogs/featured-posts/blogs', { body: { blogId: a.id, orderIndex: 0 } });
    expect(await listed()).toEqual([a.id, b.id]);
    const flags = (await call('GET', '/blogs')).body.blogs.map((p: { id: string; featured: boolean }) => [
      p.id,
      p.featured,
    ]);
    expect(flags).toEqual(
      expect.arrayContaining([
        [a.id, true],
        [b.id, true],
        [c.id, false],
      ]),
    );
  });

  it('answers 404 for an unknown post, 400 without blogId and 401 without a valid token', async () => {
    expect((await admin('POST', '/blogs/featured', { body: { blogId: '999999' } })).status).toBe(404);
    expect((await admin('DELETE', '/blogs/featured/999999')).status).toBe(404);
    expect((await admin('DELETE', '/blogs/featured-posts/blogs/999999')).status).toBe(404);
    const missing = await admin('POST', '/blogs/featured-posts/blogs', { body: { orderIndex: 0 } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('blogId');
    const post = await createPost(t, token);
    for (const bad of [null, 'not-a-token']) {
      for (const [method, path, body] of [
        ['POST', '/blogs/featured', { blogId: post.id }],
        ['DELETE', `/blogs/featured/${post.id}`, undefined],
        ['POST', '/blogs/featured-posts/blogs', { blogId: post.id, orderIndex: 0 }],
        ['DELETE', `/blogs/featured-posts/blogs/${post.id}`, undefined],
        ['POST', '/blogs/featured', {}],
      ] as const) {
        const result = await call(method, path, { body, token: bad });
        expect(result.status).toBe(401);
        expect(result.body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });
      }
    }
    expect(await entries()).toEqual([]);
  });
});

describe('REST and GraphQL agree', () => {
  it('give the same list, single post and tags for the same data', async () => {
    const tagged = await createPost(t, token, { title: 'Tagged', tags: ['Grace', 'Truth'] });
    await createPost(t, token, { title: 'Another', tags: ['grace'] });
    await comment(tagged.id, 'ann');
    await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: tagged.id }, { token });

    const gqlList = await t.gql(`{ posts { items { ${REST_POST_FIELDS} } page pageSize totalPages totalItems } }`);
    const restList = await call('GET', '/blogs');
    const { items, ...pagination } = gqlList.data!.posts;
    expect(restList.body).toEqual({ blogs: items.map(restFromGraphql), pagination });

    const gqlPost = await t.gql(
      `query ($id: ID) { post(id: $id) { ${REST_POST_FIELDS}
        comments { id name content createdAt status byAuthor replies { id name content createdAt status byAuthor } } } }`,
      { id: tagged.id },
    );
    expect((await call('GET', `/blogs/${tagged.id}`)).body).toEqual(restFromGraphql(gqlPost.data!.post));
    expect((await call('GET', `/blogs/${tagged.slug}`)).body).toEqual(restFromGraphql(gqlPost.data!.post));

    const gqlTags = await t.gql('{ popularTags { tag count } }');
    expect((await call('GET', '/blogs/popular-tags/blogs')).body).toEqual(gqlTags.data!.popularTags);

    const gqlFeatured = await t.gql(`{ featuredPosts { ${REST_POST_FIELDS} } }`);
    expect((await call('GET', '/blogs/featured-posts/blogs')).body).toEqual(
      gqlFeatured.data!.featuredPosts.map(restFromGraphql),
    );
  });
});

describe('invalid variables', () => {
  it('are 400 BAD_USER_INPUT on /graphql and a 400 naming the field on REST', async () => {
    const graphql = await t.gql('query ($limit: Int!) { popularPosts(limit: $limit) { id } }', { limit: 'x' });
    expect(graphql.status).toBe(400);
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await call('GET', '/blogs/popular-blogs/blogs?limit=x');
    expect(rest).toMatchObject({ status: 400, body: { fields: { limit: 'limit must be an integer' } } });
  });
});

describe('HTTP-level errors', () => {
  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const malformed = await call('POST', '/contact', {
      raw: '{"fullName": "Ann",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: expect.any(String), code: 'BAD_USER_INPUT' });
    const array = await call('POST', '/contact', { body: ['not', 'an', 'object'] });
    expect(array.status).toBe(400);
    expect(array.body.error).toMatch(/JSON object/);
  });

  it('answers 413 to a JSON body past the limit', async () => {
    const result = await call('POST', '/contact', {
      raw: JSON.stringify({ message: 'x'.repeat(11 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers JSON 404 to unknown /api paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['PATCH', '/blogs/1'],
      ['GET', '/admin/blogs'],
    ]) {
      const result = await call(method, path);
      expect(result.status).toBe(404);
      expect(result.headers.get('content-type')).toMatch(/application\/json/);
      expect(result.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('describes exactly the routes the table serves', async () => {
    const result = await call('GET', '/openapi.json');
    expect(result.status).toBe(200);
    const doc = result.body;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const table = ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort();
    expect(documented).toEqual(table);
    expect(new Set(table).size).toBe(ROUTES.length);
    expect(table).toHaveLength(36);

    // Every row is really served: none falls through to the generic 404.
    for (const route of ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, '1');
      const response = await call(
        route.method.toUpperCase(),
        path,
        route.body === 'multipart' || !route.body ? {} : { body: {} },
      );
      expect(response.body?.error).not.toBe('Not found');
    }
  });

  it('gives each operation a summary, responses and resolvable schemas', async () => {
    const doc = (await call('GET', '/openapi.json')).body;
    const ids = new Set<string>();
    for (const methods of Object.values(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(methods)) {
        expect(op.summary).toEqual(expect.any(String));
        expect(Object.keys(op.responses).length).toBeGreaterThan(1);
        ids.add(op.operationId);
      }
    }
    expect(ids.size).toBe(ROUTES.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas).toHaveProperty(name);
    expect(Object.keys(doc.components.schemas.Post.properties).sort()).toEqual(POST_KEYS);
    expect(doc.paths['/admin/blogs'].post.security).toEqual([{ bearerAuth: [] }]);
    // Anyone may read a post; the list also takes an admin token (isAdminPage), without needing one.
    expect(doc.paths['/blogs/{id}'].get.security).toEqual([]);
    expect(doc.paths['/blogs'].get.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('stores only operations that are valid against the schema', async () => {
    const schema = await buildApiSchema();
    for (const [name, document] of Object.entries(OPERATIONS)) {
      expect([name, validate(schema, parse(document)).map((error) => error.message)]).toEqual([name, []]);
    }
  });
});
