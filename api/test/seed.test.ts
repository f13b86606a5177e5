import { seedDemoContent } from '../src/modules/seed/demo-seed.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// The demo seed (issue "First run"): an empty database fills itself with the demo content,
// readers never see the draft or the scheduled post, the featured order holds.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'true' });
  token = await t.login();
});
afterAll(() => t?.close());

const PUBLIC_FIELDS = 'id slug title locale status allowComments cover tags translations { locale slug }';

it('creates at least 16 readable posts across en, fr, es and it, with covers and tags', async () => {
  const { data } = await t.gql(`{ posts(pageSize: 100) { totalItems items { ${PUBLIC_FIELDS} } } }`);
  const items = data!.posts.items as any[];
  expect(items.length).toBeGreaterThanOrEqual(16);
  for (const locale of ['en', 'fr', 'es', 'it']) {
    expect(items.filter((post) => post.locale === locale).length).toBeGreaterThanOrEqual(3);
  }
  for (const post of items) {
    expect(post.status).toBe('PUBLISHED');
    expect(post.cover).toMatch(/^\/uploads\/.+\.png$/);
    expect(post.tags.length).toBeGreaterThan(0);
  }
  // Several articles are translations of each other; tags are shared between posts.
  expect(items.filter((post) => post.translations.length === 3).length).toBeGreaterThanOrEqual(12);
  const { data: tags } = await t.gql('{ tags(locale: en) { tag count } }');
  expect(tags!.tags.some((tag: any) => tag.count > 1)).toBe(true);
});

it('serves the generated covers as real PNG images', async () => {
  const { data } = await t.gql('{ posts(pageSize: 1) { items { cover coverImage { width height mimeType } } } }');
  const post = data!.posts.items[0];
  expect(post.coverImage).toEqual({ width: 1200, height: 630, mimeType: 'image/png' });
  const response = await fetch(`${t.url}${post.cover}`);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

it('has a draft and a scheduled post that no public query shows', async () => {
  const admin = await t.gql(
    '{ drafts: adminPosts(status: DRAFT) { items { id slug title } } scheduled: adminPosts(status: TO_PUBLISH) { items { id slug title tags } } }',
    {},
    { token },
  );
  const hidden = [...admin.data!.drafts.items, ...admin.data!.scheduled.items] as any[];
  expect(admin.data!.drafts.items).toHaveLength(1);
  expect(admin.data!.scheduled.items).toHaveLength(1);
  const hiddenIds = new Set(hidden.map((post) => post.id));

  const { data } = await t.gql(`{
    posts(pageSize: 100) { items { id translations { id } } }
    featuredPosts { id }
    popularPosts(limit: 20) { id }
  }`);
  const seen = [
    ...data!.posts.items.flatMap((post: any) => [post.id, ...post.translations.map((other: any) => other.id)]),
    ...data!.featuredPosts.map((post: any) => post.id),
    ...data!.popularPosts.map((post: any) => post.id),
  ];
  expect(seen.filter((id) => hiddenIds.has(id))).toEqual([]);

  for (const post of hidden) {
    const byId = await t.gql('query ($id: ID) { post(id: $id) { id } }', { id: post.id });
    expect(byId.data!.post).toBeNull();
    const bySlug = await t.gql('query ($slug: String) { post(slug: $slug) { id } }', { slug: post.slug });
    expect(bySlug.data!.post).toBeNull();
    const search = await t.gql('query ($q: String) { posts(search: $q) { items { id } } }', {
      q: post.title.split(' ').slice(0, 3).join(' '),
    });
    expect(search.data!.posts.items.map((hit: any) => hit.id)).not.toContain(post.id);
  }
  const scheduledTag = admin.data!.scheduled.items[0].tags[0];
  const byTag = await t.gql('query ($tag: String!) { postsByTag(tag: $tag) { edges { node { id } } } }', {
    tag: scheduledTag,
  });
  expect(byTag.data!.postsByTag.edges).toEqual([]);
  const tags = await t.gql('{ tags { tag } }');
  expect(tags.data!.tags.map((tag: any) => tag.tag)).not.toContain(scheduledTag);
});

it('features three articles in order, each readable in all four languages', async () => {
  const { data } = await t.gql('{ featuredPosts { slug locale translations { locale } } }');
  expect(data!.featuredPosts.map((post: any) => post.slug)).toEqual([
    'the-beginning-of-wisdom',
    'learning-to-pray-without-ceasing',
    'rest-for-the-weary-rediscovering-the-sabbath',
  ]);
  for (const post of data!.featuredPosts) {
    expect(post.locale).toBe('en');
    expect(post.translations.map((other: any) => other.locale).sort()).toEqual(['es', 'fr', 'it']);
  }
  for (const locale of ['fr', 'es', 'it']) {
    const localized = await t.gql('query ($locale: Locale) { featuredPosts(locale: $locale) { locale } }', { locale });
    expect(localized.data!.featuredPosts.map((post: any) => post.locale)).toEqual([locale, locale, locale]);
  }
});

it('has comments, and one post whose comments are closed', async () => {
  const { data } = await t.gql('{ posts(pageSize: 100) { items { id allowComments commentCount } } }');
  const items = data!.posts.items as any[];
  expect(items.reduce((sum, post) => sum + post.commentCount, 0)).toBeGreaterThanOrEqual(8);
  const closed = items.filter((post) => !post.allowComments);
  expect(closed).toHaveLength(1);
  const refused = await t.gql(
    'mutation ($id: ID!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: "Hello" }) { id } }',
    { id: closed[0].id },
  );
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

it('fills the About profile from the site settings record', async () => {
  const { data } = await t.gql(
    '{ siteSettings(locale: it) { siteName locale author { name title bio links { network } } } }',
  );
  expect(data!.siteSettings.author.name).toBe('Miriam Hale');
  expect(data!.siteSettings.author.title).toBe('Insegnante della Bibbia e scrittrice');
  expect(data!.siteSettings.author.bio).toHaveLength(2);
  expect(data!.siteSettings.author.links.map((link: any) => link.network)).toEqual(['x', 'linkedin', 'github']);
});

it('seeds only a database without any post', async () => {
  const deps = { ...t.app.deps, uploadMaxBytes: t.app.deps.config.uploadMaxBytes };
  expect(await seedDemoContent(deps)).toBeNull();
  const { data } = await t.gql('{ adminPosts(pageSize: 100) { totalItems } }', {}, { token });
  expect(data!.adminPosts.totalItems).toBe(22);
});

it('starts empty with SEED_DEMO=false (the default under test)', async () => {
  const empty = await startTestApp();
  try {
    const { data } = await empty.gql('{ posts { totalItems } featuredPosts { id } }');
    expect(data).toEqual({ posts: { totalItems: 0 }, featuredPosts: [] });
  } finally {
    await empty.close();
  }
});
