import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// Posts created at the same time get distinct slugs, all of them: none is refused because
// another save took its slug between its read of the free slugs and its commit.

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t?.close());
beforeEach(() => t.reset());

it('creates 16 posts sent at once with the same title, each with its own slug', async () => {
  const posts = await Promise.all(Array.from({ length: 16 }, () => createPost(t, token, { title: 'Daily Bread' })));
  expect(posts.map((post) => post.slug).sort()).toEqual(
    ['daily-bread', ...Array.from({ length: 15 }, (_, i) => `daily-bread-${i + 2}`)].sort(),
  );
});

it('creates posts sent at once whose chosen slugs collide with the numbered slugs of a shared title', async () => {
  // "Mercy" posts take mercy, mercy-2, mercy-3...; the others ask for those very numbers.
  const posts = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      createPost(t, token, i % 2 ? { title: `Chosen ${i}`, slug: `mercy-${(i + 3) / 2}` } : { title: 'Mercy' }),
    ),
  );
  const slugs = posts.map((post) => post.slug);
  expect(new Set(slugs).size).toBe(16);
  expect(slugs.every((slug) => /^mercy(-\d+)*$/.test(slug))).toBe(true);
  const listed = await t.gql('{ adminPosts(pageSize: 100) { totalItems } }', {}, { token });
  expect(listed.data!.adminPosts.totalItems).toBe(16);
});
