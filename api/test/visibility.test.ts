import fc from 'fast-check';
import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// A scheduled post becomes visible in every read path at the same instant: one rule (published,
// and its publication time has come on the application's clock) behind the post by id and slug,
// the lists and their counts, tags and their counts, search, the archive, the popular and
// featured feeds, translations, comments, the admin's counts and filters, the REST routes, and
// the response cache's "next publication" check. The server's clock is set by the test, which
// reads everything at instants around each post's time: a millisecond before, at it, and between.

/** Property runs per database; VISIBILITY_RUNS=100 searches deeper (fast-check prints the seed of a failure). */
const RUNS = Number(process.env.VISIBILITY_RUNS) || 8;
const LOCALES = ['en', 'fr', 'es', 'it'] as const;
const HOUR = 3600_000;

let clockMs = Date.parse('2031-05-01T12:00:00.000Z');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMITS: 'off' }, { clock: () => new Date(clockMs) });
  token = await t.login();
  // Comments are published at once here (moderation NONE): holding them is moderation.test.ts's subject.
  await t.gql('mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }', {}, { token });
});
afterAll(() => t?.close());

interface Scheduled {
  id: string;
  slug: string;
  locale: string;
  group: number;
  at: number;
}

/** Everything an anonymous reader can ask through GraphQL, with each post by id and by slug. */
const readerQuery = (posts: Scheduled[]) => `{
  posts(pageSize: 100) { totalItems items { id status translations { id } } }
  english: posts(pageSize: 100, locale: en) { totalItems items { id } }
  search: posts(search: "manna", pageSize: 100) { totalItems items { id } }
  postsByTag(tag: "MANNA", first: 100) { totalCount edges { node { id } } }
  tags { tag count }
  popularTags(limit: 100) { tag count }
  archiveYears { year count }
  popularPosts(limit: 20) { id }
  featuredPosts { id }
  ${posts.map((post, i) => `id${i}: post(id: "${post.id}") { id status } slug${i}: post(slug: "${post.slug}") { id }`).join('\n  ')}
}`;

const ADMIN_QUERY = `{
  dashboard { published scheduled }
  published: adminPosts(status: PUBLISHED, pageSize: 100) { totalItems }
  scheduled: adminPosts(status: TO_PUBLISH, pageSize: 100) { totalItems }
  all: adminPosts(pageSize: 100) { items { id status } }
}`;

const sorted = (ids: string[]) => [...ids].sort((a, b) => Number(a) - Number(b));

async function rest(path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${t.url}/api${path}`);
  return { status: response.status, body: await response.json() };
}

/** Reads every path at the clock's instant and checks each shows exactly the posts whose time has come. */
async function expectVisibleAt(instant: number, posts: Scheduled[]) {
  clockMs = instant;
  const readable = posts.filter((post) => post.at <= instant);
  const ids = sorted(readable.map((post) => post.id));
  const count = readable.length;
  const where = `at ${new Date(instant).toISOString()} (${count} of ${posts.length} readable)`;

  // Twice: the second answer may come from the response cache and must be as fresh as the first.
  for (const round of ['first', 'again']) {
    const result = await t.gql(readerQuery(posts));
    expect({ where, round, errors: result.errors }).toEqual({ where, round, errors: undefined });
    const data = result.data!;
    expect({ where, round, seen: sorted(data.posts.items.map((post: any) => post.id)) }).toEqual({
      where,
      round,
      seen: ids,
    });
    expect({
      where,
      total: data.posts.totalItems,
      statuses: data.posts.items.map((post: any) => post.status),
      translations: Object.fromEntries(
        data.posts.items.map((post: any) => [post.id, sorted(post.translations.map((other: any) => other.id))]),
      ),
      english: sorted(data.english.items.map((post: any) => post.id)),
      englishTotal: data.english.totalItems,
      search: sorted(data.search.items.map((post: any) => post.id)),
      searchTotal: data.search.totalItems,
      byTag: sorted(data.postsByTag.edges.map((edge: any) => edge.node.id)),
      byTagTotal: data.postsByTag.totalCount,
      tags: data.tags,
      popularTags: data.popularTags,
      archiveYears: data.archiveYears,
      popular: sorted(data.popularPosts.map((post: any) => post.id)),
      featured: data.featuredPosts.map((post: any) => post.id),
      byId: posts.map((_, i) => data[`id${i}`]),
      bySlug: posts.map((_, i) => data[`slug${i}`]?.id ?? null),
    }).toEqual({
      where,
      total: count,
      statuses: readable.map(() => 'PUBLISHED'),
      translations: Object.fromEntries(
        readable.map((post) => [
          post.id,
          sorted(readable.filter((other) => other.group === post.group && other !== post).map((other) => other.id)),
        ]),
      ),
      english: sorted(readable.filter((post) => post.locale === 'en').map((post) => post.id)),
      englishTotal: readable.filter((post) => post.locale === 'en').length,
      search: ids,
      searchTotal: count,
      byTag: ids,
      byTagTotal: count,
      tags: count ? [{ tag: 'Manna', count }] : [],
      popularTags: count ? [{ tag: 'Manna', count }] : [],
      archiveYears: count ? [{ year: 2031, count }] : [],
      popular: ids,
      featured: readable.map((post) => post.id),
      byId: posts.map((post) => (post.at <= instant ? { id: post.id, status: 'PUBLISHED' } : null)),
      bySlug: posts.map((post) => (post.at <= instant ? post.id : null)),
    });

    const list = await rest('/blogs?pageSize=100');
    const byTag = await rest('/blogs/tag/manna?limit=100');
    const featured = await rest('/blogs/featured-posts/blogs');
    const popular = await rest('/blogs/popular-blogs/blogs?limit=20');
    const popularTags = await rest('/blogs/popular-tags/blogs');
    const single = await Promise.all(posts.map((post) => rest(`/blogs/${post.id}`)));
    expect({
      where,
      round,
      list: sorted(list.body.blogs.map((post: any) => post.id)),
      listTotal: list.body.pagination.totalItems,
      byTag: sorted(byTag.body.blogs.map((post: any) => post.id)),
      featured: featured.body.map((post: any) => post.id),
      popular: sorted(popular.body.map((post: any) => post.id)),
      popularTags: popularTags.body,
      single: single.map((answer) => answer.status),
    }).toEqual({
      where,
      round,
      list: ids,
      listTotal: count,
      byTag: ids,
      featured: readable.map((post) => post.id),
      popular: ids,
      popularTags: count ? [{ tag: 'Manna', count }] : [],
      single: posts.map((post) => (post.at <= instant ? 200 : 404)),
    });
  }

  const admin = await t.gql(ADMIN_QUERY, {}, { token });
  expect({ where, admin: admin.data }).toEqual({
    where,
    admin: {
      dashboard: { published: count, scheduled: posts.length - count },
      published: { totalItems: count },
      scheduled: { totalItems: posts.length - count },
      all: {
        items: expect.arrayContaining(
          posts.map((post) => ({ id: post.id, status: post.at <= instant ? 'PUBLISHED' : 'TO_PUBLISH' })),
        ),
      },
    },
  });

  // A reader may comment on a post exactly when it can be read.
  const target = posts[Math.floor(instant / 7) % posts.length];
  const comment = await t.gql(
    'mutation ($id: ID!, $content: String!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: $content }) { id } }',
    // A text of its own each time: the same text twice on a post is refused as a duplicate.
    { id: target.id, content: `Amen (${where})` },
  );
  expect({ where, post: target.id, code: comment.errors?.[0]?.extensions?.code ?? 'OK' }).toEqual({
    where,
    post: target.id,
    code: target.at <= instant ? 'OK' : 'NOT_FOUND',
  });
}

/** Up to four posts scheduled within a few seconds of each other, some of them translations of the first. */
const schedule = fc.array(fc.record({ offsetMs: fc.integer({ min: -3000, max: 3000 }), translation: fc.boolean() }), {
  minLength: 1,
  maxLength: 4,
});

it('shows each scheduled post everywhere from its publication instant on, and nowhere before', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(
      schedule,
      fc.array(fc.integer({ min: -4000, max: 4000 }), { maxLength: 3 }),
      async (plan, extra) => {
        await t.reset();
        // Each run stands an hour after the last, so the clock only moves forward.
        const base = Date.parse('2031-06-01T12:00:00.000Z') + run++ * HOUR;
        clockMs = base - 60_000;
        const posts: Scheduled[] = [];
        for (const [index, { offsetMs, translation }] of plan.entries()) {
          const first = posts[0];
          const created = await createPost(t, token, {
            title: `Manna ${index}`,
            tags: ['Manna'],
            locale: LOCALES[index],
            ...(translation && first ? { translationOf: first.id } : {}),
            date: new Date(base + offsetMs).toISOString(),
          });
          expect(created.status).toBe('TO_PUBLISH');
          await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: created.id }, { token });
          posts.push({
            id: created.id,
            slug: created.slug,
            locale: created.locale,
            group: translation && first ? first.group : index,
            at: Date.parse(created.publishedAt),
          });
        }
        const instants = new Set([
          base - 60_000,
          ...posts.flatMap((post) => [post.at - 1, post.at]),
          ...extra.map((offset) => base + offset),
        ]);
        for (const instant of [...instants].sort((a, b) => a - b)) await expectVisibleAt(instant, posts);
      },
    ),
    { numRuns: RUNS },
  );
});
