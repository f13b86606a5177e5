import fc from 'fast-check';
import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The response cache drops only what a write changed: a comment on one post, or an edit of its
// text, leaves every other post's answers cached (GraphQL, REST and the server-rendered page),
// while anything that read what changed is computed again at once.
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

const POST = `query ($id: ID, $slug: String) { post(id: $id, slug: $slug) {
  id slug title featured commentCount comments { name content } sections { title content }
  translations { id locale title } } }`;

/** An anonymous read: its body and whether the cache answered it. */
async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}${path}`, init);
  return { cache: response.headers.get('x-cache'), status: response.status, body: await response.text() };
}

const graphql = (query: string, variables: Record<string, unknown>) =>
  get('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

/** The answers a reader can get for one post: GraphQL, REST and the page. */
const readsOf = (id: string) => [() => graphql(POST, { id }), () => get(`/api/blogs/${id}`), () => get(`/blogs/${id}`)];

async function cacheOf(id: string) {
  return Promise.all(readsOf(id).map(async (read) => (await read()).cache));
}

const comment = (postId: string, content: string) =>
  t.gql('mutation ($id: ID!, $input: CommentInput!) { addComment(postId: $id, input: $input) { id } }', {
    id: postId,
    input: { name: 'Ann', email: 'ann@example.org', content },
  });

const edit = (id: string, input: Record<string, unknown>) =>
  t.gql(
    'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
    { id, input },
    { token },
  );

it('a comment on one post leaves the other posts cached and shows at once on its own', async () => {
  const [a, b] = [await createPost(t, token, { title: 'A' }), await createPost(t, token, { title: 'B' })];
  for (const id of [a.id, b.id]) await cacheOf(id);
  expect(await cacheOf(b.id)).toEqual(['HIT', 'HIT', 'HIT']);

  expect((await comment(a.id, 'Amen to A')).errors).toBeUndefined();
  expect(await cacheOf(b.id)).toEqual(['HIT', 'HIT', 'HIT']);
  const [gql, rest, page] = await Promise.all(readsOf(a.id).map((read) => read()));
  expect([gql.cache, rest.cache, page.cache]).toEqual(['MISS', 'MISS', 'MISS']);
  expect(JSON.parse(gql.body).data.post.commentCount).toBe(1);
  expect(JSON.parse(rest.body).comments.map((entry: any) => entry.content)).toEqual(['Amen to A']);
  expect(page.body).toContain('Amen to A');
  // A list shows every post's count: it read everything.
  expect((await get('/api/blogs?page=1')).cache).toBe('MISS');
});

it("an edit of a post's text leaves the other pages cached; a new publication changes every footer", async () => {
  const [a, b] = [await createPost(t, token, { title: 'A' }), await createPost(t, token, { title: 'B' })];
  for (const id of [a.id, b.id]) await cacheOf(id);
  await edit(a.id, { title: 'A, edited', sections: [{ title: 'New', content: '<p>Rewritten body</p>' }] });
  expect(await cacheOf(b.id)).toEqual(['HIT', 'HIT', 'HIT']);
  const page = await get(`/blogs/${a.id}`);
  expect([page.cache, page.body.includes('Rewritten body')]).toEqual(['MISS', true]);

  // The footer counts posts per year on every page: a new post changes them.
  await createPost(t, token, { title: 'C', date: '2019-05-01T00:00:00.000Z' });
  const other = await get(`/blogs/${b.id}`);
  expect(other.cache).toBe('MISS');
  expect(other.body).toContain('/archive/2019');
  expect((await graphql(POST, { id: b.id })).cache).toBe('HIT');
});

it('finds a post at once by the id or slug that found nothing before', async () => {
  await createPost(t, token, { title: 'First' });
  const bySlug = await graphql(POST, { slug: 'coming-soon' });
  expect(JSON.parse(bySlug.body).data.post).toBeNull();
  expect(JSON.parse((await graphql(POST, { id: '2' })).body).data.post).toBeNull();
  expect((await get('/api/blogs/2')).status).toBe(404);
  const created = await createPost(t, token, { title: 'Coming soon', slug: 'coming-soon' });
  expect(created.id).toBe('2');
  expect(JSON.parse((await graphql(POST, { slug: 'coming-soon' })).body).data.post.title).toBe('Coming soon');
  expect(JSON.parse((await graphql(POST, { id: '2' })).body).data.post.title).toBe('Coming soon');
  expect((await get('/api/blogs/2')).status).toBe(200);
  expect((await get('/api/blogs/coming-soon')).status).toBe(200);
});

it('shows a new translation, a featured change and a write from another connection at once', async () => {
  const original = await createPost(t, token, { title: 'Grace' });
  const other = await createPost(t, token, { title: 'Other' });
  await graphql(POST, { id: original.id });
  await createPost(t, token, { title: 'Grâce', locale: 'fr', translationOf: original.id });
  expect(JSON.parse((await graphql(POST, { id: original.id })).body).data.post.translations).toEqual([
    expect.objectContaining({ locale: 'fr', title: 'Grâce' }),
  ]);

  await get(`/api/blogs/${other.id}`);
  await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: other.id }, { token });
  expect(JSON.parse((await get(`/api/blogs/${other.id}`)).body).featured).toBe(true);

  await cacheOf(original.id);
  await cacheOf(other.id);
  await t.app.orm.em
    .fork()
    .getConnection()
    .execute(`update section set content = '<p>Changed elsewhere</p>' where post_id = ?`, [Number(original.id)]);
  const changed = await get(`/blogs/${original.id}`);
  expect([changed.cache, changed.body.includes('Changed elsewhere')]).toEqual(['MISS', true]);
  expect(await cacheOf(other.id)).toEqual(['HIT', 'HIT', 'HIT']);
});

// Any interleaving of writes and reads: a cached answer always equals the same question asked
// afresh (the same query with a different spelling, so that the cache computes it anew).
it('never serves an answer that a write has changed, whatever the sequence (property)', async () => {
  const posts = [];
  for (const title of ['One', 'Two', 'Three']) posts.push(await createPost(t, token, { title }));
  const ids = posts.map((post) => post.id as string);
  let spelling = 0;
  const write = fc.oneof(
    fc.record({
      kind: fc.constant('comment' as const),
      post: fc.nat(2),
      text: fc.string({ minLength: 1, maxLength: 8 }),
    }),
    fc.record({
      kind: fc.constant('title' as const),
      post: fc.nat(2),
      text: fc.string({ minLength: 1, maxLength: 8 }),
    }),
    fc.record({ kind: fc.constant('feature' as const), post: fc.nat(2), text: fc.constant('') }),
    fc.record({ kind: fc.constant('draft' as const), post: fc.nat(2), text: fc.constant('') }),
    fc.record({ kind: fc.constant('sql' as const), post: fc.nat(2), text: fc.string({ minLength: 1, maxLength: 8 }) }),
  );
  const step = fc.oneof(fc.record({ kind: fc.constant('read' as const), post: fc.nat(2) }), write);
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
      for (const action of steps) {
        const id = ids[action.post];
        if (action.kind === 'read') {
          const cached = JSON.parse((await graphql(POST, { id })).body);
          spelling += 1;
          const fresh = JSON.parse(
            (
              await graphql(
                `
                  ${POST}
                  ${' '.repeat(spelling)}
                `,
                { id },
              )
            ).body,
          );
          expect(cached).toEqual(fresh);
          const list = JSON.parse((await get('/api/blogs?page=1')).body);
          const freshList = JSON.parse((await get(`/api/blogs?page=1&pageSize=${10 + (spelling % 2)}`)).body);
          expect(list.blogs).toEqual(freshList.blogs);
        } else if (action.kind === 'comment') {
          await comment(id, `c ${action.text}`);
        } else if (action.kind === 'title') {
          await edit(id, { title: `t ${action.text}`, status: 'TO_PUBLISH' });
        } else if (action.kind === 'draft') {
          await edit(id, { status: 'DRAFT' });
        } else if (action.kind === 'feature') {
          await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id }, { token });
        } else {
          await t.app.orm.em
            .fork()
            .getConnection()
            .execute(`update section set title = ? where post_id = ?`, [`s ${action.text}`, Number(id)]);
        }
      }
    }),
    { numRuns: 25 },
  );
});

/** The lists a reader can get (the home page's, a tag page, a search), each its own cached answer. */
const LISTS = [
  'featuredPosts { id title excerpt featured commentCount }',
  'popularPosts(limit: 2) { id title commentCount }',
  'posts(page: 1, pageSize: 2) { totalItems items { id title excerpt tags date commentCount featured } }',
  'popularTags(limit: 5) { tag count }',
  'postsByTag(tag: "Psalms", first: 2) { totalCount edges { node { id title excerpt } } }',
  'posts(search: $q, pageSize: 3) { totalItems items { id title searchSnippet } }',
  'posts(search: $q, locale: en, pageSize: 3) { totalItems items { id title searchSnippet } }',
  'posts(search: $q, locale: fr, pageSize: 3) { totalItems items { id title searchSnippet } }',
].map((list) => (list.includes('$q') ? `query ($q: String) { list: ${list} }` : `{ list: ${list} }`));

it('an edit of a post no list shows leaves the lists cached; one they show, or one that could enter them, does not', async () => {
  const [old, newer, newest] = [
    await createPost(t, token, { title: 'Old', date: '2020-01-01T00:00:00.000Z', tags: ['Psalms'] }),
    await createPost(t, token, { title: 'Newer', date: '2021-01-01T00:00:00.000Z' }),
    await createPost(t, token, { title: 'Newest', date: '2022-01-01T00:00:00.000Z' }),
  ];
  const page = () => get('/api/blogs?page=1&pageSize=2');
  expect((await page()).cache).toBe('MISS');
  expect((await page()).cache).toBe('HIT');
  // The page shows the two newest: the oldest's excerpt and a comment on it are not on it.
  await edit(old.id, { excerpt: 'A new excerpt' });
  await comment(old.id, 'On the old one');
  expect((await page()).cache).toBe('HIT');
  // A post it shows, edited: computed again.
  await edit(newer.id, { excerpt: 'Newer, edited' });
  const edited = await page();
  expect([edited.cache, JSON.parse(edited.body).blogs.map((post: any) => post.id)]).toEqual([
    'MISS',
    [newest.id, newer.id],
  ]);
  expect(JSON.parse(edited.body).blogs[1].excerpt).toBe('Newer, edited');
  // A post it does not show, moved to the front: it enters the page at once.
  await edit(old.id, { date: '2023-01-01T00:00:00.000Z' });
  const moved = await page();
  expect([moved.cache, JSON.parse(moved.body).blogs.map((post: any) => post.id)]).toEqual([
    'MISS',
    [old.id, newest.id],
  ]);
});

it('a search stays cached when a post in another language changes, and is computed again for one in its own', async () => {
  const english = await createPost(t, token, { title: 'Grace abounding' });
  const french = await createPost(t, token, { title: 'La grâce', locale: 'fr' });
  const search = () => get('/api/blogs?search=grace&locale=en');
  expect((await search()).cache).toBe('MISS');
  expect((await search()).cache).toBe('HIT');
  await edit(french.id, { excerpt: 'Grace, in French' });
  expect((await search()).cache).toBe('HIT');
  await edit(english.id, { excerpt: 'Grace, edited' });
  const again = await search();
  expect([again.cache, JSON.parse(again.body).blogs.map((post: any) => post.excerpt)]).toEqual([
    'MISS',
    ['Grace, edited'],
  ]);
});

// Any interleaving of writes and list reads: every list answer served equals the same lists asked
// afresh (a different spelling of the query, which the cache computes anew).
it('never serves a list that a write has changed, whatever the sequence (property)', async () => {
  const posts = [];
  for (const [index, title] of ['One', 'Two', 'Three'].entries()) {
    posts.push(await createPost(t, token, { title, date: `202${index}-01-01T00:00:00.000Z`, tags: ['Psalms'] }));
  }
  const ids = posts.map((post) => post.id as string);
  let spelling = 0;
  const text = fc.constantFrom('grace', 'mercy', 'river');
  const write = fc.oneof(
    fc.record({ kind: fc.constant('comment' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('excerpt' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('title' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('tags' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('date' as const), post: fc.nat(2), text: fc.constantFrom('2019', '2024', '2025') }),
    fc.record({ kind: fc.constant('feature' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('draft' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('publish' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('sql' as const), post: fc.nat(2), text }),
    fc.record({ kind: fc.constant('locale' as const), post: fc.nat(2), text: fc.constantFrom('en', 'fr') }),
  );
  const step = fc.oneof(fc.record({ kind: fc.constant('read' as const), post: fc.nat(2), text }), write);
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
      for (const action of steps) {
        const id = ids[action.post];
        if (action.kind === 'read') {
          const variables = { q: action.text };
          spelling += 1;
          for (const list of LISTS) {
            const cached = JSON.parse((await graphql(list, variables)).body);
            expect(cached.errors).toBeUndefined();
            const fresh = JSON.parse(
              (
                await graphql(
                  `
                    ${list}
                    ${' '.repeat(spelling)}
                  `,
                  variables,
                )
              ).body,
            );
            expect(cached).toEqual(fresh);
          }
        } else if (action.kind === 'comment') {
          await comment(id, `c ${action.text}`);
        } else if (action.kind === 'excerpt') {
          expect((await edit(id, { excerpt: `About ${action.text}` })).errors).toBeUndefined();
        } else if (action.kind === 'title') {
          await edit(id, { title: `On ${action.text}` });
        } else if (action.kind === 'tags') {
          expect(
            (await edit(id, { tags: action.text === 'grace' ? [] : ['Psalms', action.text] })).errors,
          ).toBeUndefined();
        } else if (action.kind === 'date') {
          expect((await edit(id, { date: `${action.text}-01-01T00:00:00.000Z` })).errors).toBeUndefined();
        } else if (action.kind === 'feature') {
          await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id }, { token });
        } else if (action.kind === 'draft') {
          expect((await edit(id, { status: 'DRAFT' })).errors).toBeUndefined();
        } else if (action.kind === 'locale') {
          expect((await edit(id, { locale: action.text })).errors).toBeUndefined();
        } else if (action.kind === 'publish') {
          expect((await edit(id, { status: 'TO_PUBLISH' })).errors).toBeUndefined();
        } else {
          await t.app.orm.em
            .fork()
            .getConnection()
            .execute(`update section set content = ? where post_id = ?`, [`<p>Of ${action.text}</p>`, Number(id)]);
        }
      }
    }),
    { numRuns: 25 },
  );
});
