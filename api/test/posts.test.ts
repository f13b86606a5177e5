import fc from 'fast-check';
import { createPost, expectListedAsRead, POST_FIELDS } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
// Comments are published at once here (moderation NONE), as before moderation existed: holding
// them is moderation.test.ts's subject.
beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  await t.gql('mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }', {}, { token });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const future = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const UPDATE = `mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const ADMIN_POST = `query ($id: ID!) { adminPost(id: $id) { ${POST_FIELDS} } }`;

describe('saving posts', () => {
  it('creates a post with ordered, sanitized sections, a unique slug and defaults', async () => {
    const post = await createPost(t, token, {
      title: 'Walking by faith',
      sections: [
        { title: 'Second', content: '<p>two</p>', orderIndex: 1 },
        { title: 'First', content: '<p onclick="x()">one</p>', orderIndex: 0 },
      ],
    });
    expect(post).toMatchObject({
      slug: 'walking-by-faith',
      author: 'Admin',
      allowComments: true,
      status: 'PUBLISHED',
      version: 1,
    });
    expect(post.sections.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
    expect(post.sections[0].content).toBe('<p>one</p>');
    expect(post.content).toBe('<p>one</p>\n<p>two</p>');
    const again = await createPost(t, token, { title: 'Walking by faith' });
    expect(again.slug).toBe('walking-by-faith-2');
  });

  it('updates sections in place: reorders, edits and deletes them', async () => {
    const post = await createPost(t, token, {
      sections: [
        { title: 'A', content: '<p>a</p>' },
        { title: 'B', content: '<p>b</p>' },
        { title: 'C', content: '<p>c</p>' },
      ],
    });
    const [a, , c] = post.sections;
    const result = await t.gql(
      UPDATE,
      {
        id: post.id,
        input: {
          title: post.title,
          version: post.version,
          status: 'TO_PUBLISH',
          sections: [
            { id: c.id, title: 'C2', content: '<p>c2</p>' },
            { id: a.id, title: 'A', content: '<p>a</p>' },
          ],
        },
      },
      { token },
    );
    const sections = result.data?.updatePost.sections;
    expect(sections.map((s: { title: string }) => s.title)).toEqual(['C2', 'A']);
    expect(sections.map((s: { id: string }) => s.id)).toEqual([c.id, a.id]);
    expect(result.data?.updatePost.version).toBe(2);
  });

  it('refuses a stale version with CONFLICT and keeps the newer save', async () => {
    const post = await createPost(t, token, { title: 'Original' });
    const input = { title: 'First edit', version: post.version, status: 'TO_PUBLISH' };
    expect((await t.gql(UPDATE, { id: post.id, input }, { token })).data?.updatePost.title).toBe('First edit');
    const stale = await t.gql(UPDATE, { id: post.id, input: { ...input, title: 'Second edit' } }, { token });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/changed elsewhere/);
    expect((await t.gql(ADMIN_POST, { id: post.id }, { token })).data?.adminPost.title).toBe('First edit');
  });

  it('saves a post and its sections wholly or not at all', async () => {
    const post = await createPost(t, token, { title: 'Keep me', sections: [{ title: 'S', content: '<p>kept</p>' }] });
    const result = await t.gql(
      UPDATE,
      {
        id: post.id,
        input: {
          title: 'Changed',
          sections: [{ title: 'New', content: '<p>new</p>', imageId: '00000000-0000-0000-0000-000000000000' }],
        },
      },
      { token },
    );
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const stored = (await t.gql(ADMIN_POST, { id: post.id }, { token })).data?.adminPost;
    expect(stored.title).toBe('Keep me');
    expect(stored.sections.map((s: { content: string }) => s.content)).toEqual(['<p>kept</p>']);
  });

  it('deletes a post, and NOT_FOUND for unknown ids', async () => {
    const post = await createPost(t, token);
    expect(
      (await t.gql('mutation ($id: ID!) { deletePost(id: $id) }', { id: post.id }, { token })).data?.deletePost,
    ).toBe(true);
    const again = await t.gql('mutation ($id: ID!) { deletePost(id: $id) }', { id: post.id }, { token });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(UPDATE, { id: '999', input: { title: 'x' } }, { token })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('links translations and refuses two versions in one language', async () => {
    const en = await createPost(t, token, { title: 'Grace', locale: 'en' });
    const fr = await createPost(t, token, { title: 'La grâce', locale: 'fr', translationOf: en.id });
    await createPost(t, token, { title: 'La gracia', locale: 'es', translationOf: fr.id, status: 'DRAFT' });
    const result = await t.gql('query ($id: ID) { post(id: $id) { translations { locale title } } }', { id: en.id });
    expect(result.data?.post.translations).toEqual([{ locale: 'fr', title: 'La grâce' }]);
    const admin = await t.gql(
      'query ($id: ID!) { adminPost(id: $id) { translations { locale } } }',
      { id: en.id },
      { token },
    );
    expect(admin.data?.adminPost.translations.map((p: { locale: string }) => p.locale).sort()).toEqual(['es', 'fr']);
    const clash = await t.gql(
      'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
      { input: { title: 'Grâce 2', locale: 'fr', translationOf: en.id } },
      { token },
    );
    expect(clash.errors?.[0].extensions?.fields).toHaveProperty('locale');
  });
});

describe('what readers can see', () => {
  const everyPublicQuery = `query ($id: ID, $slug: String) {
    posts(pageSize: 100) { totalItems items { id } }
    byId: post(id: $id) { id }
    bySlug: post(slug: $slug) { id }
    postsByTag(tag: "hidden", first: 50) { totalCount edges { node { id } } }
    popularPosts(limit: 20) { id }
    tags { tag count }
    popularTags { tag }
    archiveYears { year count }
    featuredPosts { id }
    search: posts(search: "secret") { totalItems }
  }`;

  it.each([
    ['a draft', { status: 'DRAFT' as const }],
    ['a scheduled post', { status: 'TO_PUBLISH' as const, date: future() }],
  ])('never shows %s through any query, count, tag, search or feed', async (_label, overrides) => {
    const hidden = await createPost(t, token, { title: 'Secret plans', tags: ['hidden'], ...overrides });
    await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: hidden.id }, { token });
    const result = await t.gql(everyPublicQuery, { id: hidden.id, slug: hidden.slug });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      posts: { totalItems: 0, items: [] },
      byId: null,
      bySlug: null,
      postsByTag: { totalCount: 0, edges: [] },
      popularPosts: [],
      tags: [],
      popularTags: [],
      archiveYears: [],
      featuredPosts: [],
      search: { totalItems: 0 },
    });
    const admin = await t.gql('{ adminPosts { totalItems items { id status } } }', {}, { token });
    expect(admin.data?.adminPosts.items).toEqual([
      { id: hidden.id, status: overrides.status === 'DRAFT' ? 'DRAFT' : 'TO_PUBLISH' },
    ]);
  });

  it('shows a scheduled post at its date without a manual step', async () => {
    const post = await createPost(t, token, { title: 'Soon', date: new Date(Date.now() + 1500).toISOString() });
    expect(post.status).toBe('TO_PUBLISH');
    expect((await t.gql('query ($id: ID) { post(id: $id) { id } }', { id: post.id })).data?.post).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const later = await t.gql('query ($id: ID) { post(id: $id) { id status } }', { id: post.id });
    expect(later.data?.post).toEqual({ id: post.id, status: 'PUBLISHED' });
  });
});

describe('lists', () => {
  it('pages posts newest first with totals, filtered by locale, tag and year', async () => {
    for (let day = 1; day <= 5; day++) {
      await createPost(t, token, {
        title: `Day ${day}`,
        date: `2024-03-0${day}T10:00:00Z`,
        tags: day % 2 ? ['Odd'] : [],
      });
    }
    await createPost(t, token, { title: 'Le jour', locale: 'fr', date: '2023-01-01T10:00:00Z' });
    const page = await t.gql(
      '{ posts(page: 2, pageSize: 2, locale: en) { page pageSize totalItems totalPages items { title } } }',
    );
    expect(page.data?.posts).toEqual({
      page: 2,
      pageSize: 2,
      totalItems: 5,
      totalPages: 3,
      items: [{ title: 'Day 3' }, { title: 'Day 2' }],
    });
    const tagged = await t.gql('{ posts(tag: "odd") { totalItems } }');
    expect(tagged.data?.posts.totalItems).toBe(3);
    const year = await t.gql('{ posts(year: 2023) { items { title } } archiveYears { year count } }');
    expect(year.data).toEqual({
      posts: { items: [{ title: 'Le jour' }] },
      archiveYears: [
        { year: 2024, count: 5 },
        { year: 2023, count: 1 },
      ],
    });
  });

  it('walks every page of every list and tag connection exactly once, newest first and ties by id, at any page size', async () => {
    // Few dates for many posts: the order rests on the id between posts of one date. Drafts and
    // scheduled posts sit between them in the listing index and must never shift a page.
    const dates = ['2024-05-01T08:00:00Z', '2024-04-01T08:00:00Z', '2024-03-01T08:00:00Z'];
    const made: { id: number; date: string; locale: string; readable: boolean; tagged: boolean }[] = [];
    for (let n = 0; n < 16; n++) {
      const locale = n % 3 ? 'en' : 'fr';
      const kind = n % 5 === 1 ? 'draft' : n % 7 === 2 ? 'scheduled' : 'published';
      const date = kind === 'scheduled' ? future() : dates[n % dates.length];
      const status = kind === 'draft' ? 'DRAFT' : 'TO_PUBLISH';
      const tagged = n % 2 === 0;
      const tags = tagged ? ['Walked'] : [];
      const post = await createPost(t, token, { title: `Walk ${n}`, locale, date, status, tags });
      made.push({ id: Number(post.id), date, locale, readable: kind === 'published', tagged });
    }
    const newestFirst = (a: (typeof made)[number], b: (typeof made)[number]) =>
      b.date.localeCompare(a.date) || b.id - a.id;
    const walk = async (field: 'posts' | 'adminPosts', pageSize: number, locale: string | null) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const result = await t.gql(
          `query ($page: Int!, $size: Int!, $locale: Locale) { list: ${field}(page: $page, pageSize: $size, locale: $locale) { totalItems totalPages items { id } } }`,
          { page, size: pageSize, locale },
          { token: field === 'adminPosts' ? token : undefined },
        );
        const list = result.data?.list as { totalItems: number; totalPages: number; items: { id: string }[] };
        ids.push(...list.items.map((item) => Number(item.id)));
        if (page >= list.totalPages) return { ids, total: list.totalItems };
      }
    };
    const walkTag = async (first: number, locale: string | null) => {
      const ids: number[] = [];
      let after: string | null = null;
      for (;;) {
        const result = await t.gql(
          `query ($first: Int!, $after: String, $locale: Locale) { postsByTag(tag: "walked", first: $first, after: $after, locale: $locale) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`,
          { first, after, locale },
        );
        const connection = result.data?.postsByTag as {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          edges: { node: { id: string } }[];
        };
        ids.push(...connection.edges.map((edge) => Number(edge.node.id)));
        if (!connection.pageInfo.hasNextPage) return { ids, total: connection.totalCount };
        after = connection.pageInfo.endCursor;
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(null, 'en', 'fr'),
        fc.constantFrom('reader', 'admin', 'tag'),
        async (pageSize, locale, list) => {
          const expected = made
            .filter((post) => (list === 'admin' || post.readable) && (!locale || post.locale === locale))
            .filter((post) => list !== 'tag' || post.tagged)
            .sort(newestFirst)
            .map((post) => post.id);
          const { ids, total } =
            list === 'tag'
              ? await walkTag(pageSize, locale)
              : await walk(list === 'admin' ? 'adminPosts' : 'posts', pageSize, locale);
          expect(ids).toEqual(expected);
          expect(total).toBe(expected.length);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('pages a tag as a cursor connection, case-insensitively', async () => {
    for (let day = 1; day <= 5; day++) {
      await createPost(t, token, {
        title: `T${day}`,
        date: `2024-04-0${day}T10:00:00Z`,
        tags: [day === 1 ? 'faith' : 'Faith'],
      });
    }
    const query =
      'query ($after: String) { postsByTag(tag: "FAITH", first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } } } }';
    const titles: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const result: any = await t.gql(query, { after });
      const connection = result.data.postsByTag;
      expect(connection.totalCount).toBe(5);
      titles.push(...connection.edges.map((edge: { node: { title: string } }) => edge.node.title));
      after = connection.pageInfo.endCursor;
      expect(Boolean(after)).toBe(connection.pageInfo.hasNextPage);
      if (!after) break;
    }
    expect(titles).toEqual(['T5', 'T4', 'T3', 'T2', 'T1']);
    const tags = await t.gql('{ tags { tag count } }');
    expect(tags.data?.tags).toEqual([{ tag: 'Faith', count: 5 }]);
    const bad = await t.gql('{ postsByTag(tag: "faith", after: "nonsense") { totalCount } }');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts each tag once per readable post whatever its spelling, and shows its most used spelling', async () => {
    const spellings = ['Hope', 'hope', 'HOPE', 'Grâce', 'grâce', 'Psalms'];
    const post = fc.record({
      tags: fc.uniqueArray(fc.constantFrom(...spellings), { maxLength: 3, selector: (tag) => tag.toLowerCase() }),
      draft: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(post, { minLength: 1, maxLength: 6 }), async (posts) => {
        await t.reset();
        for (const { tags, draft } of posts)
          await createPost(t, token, { tags, status: draft ? 'DRAFT' : 'TO_PUBLISH' });
        const uses = new Map<string, Map<string, number>>();
        for (const { tags } of posts.filter((one) => !one.draft)) {
          for (const tag of tags) {
            const byKey = uses.get(tag.toLowerCase()) ?? new Map<string, number>();
            byKey.set(tag, (byKey.get(tag) ?? 0) + 1);
            uses.set(tag.toLowerCase(), byKey);
          }
        }
        const result = await t.gql('{ tags { tag count } }');
        const shown = result.data?.tags as { tag: string; count: number }[];
        expect(shown.map(({ tag }) => tag.toLowerCase()).sort()).toEqual([...uses.keys()].sort());
        for (const { tag, count } of shown) {
          const byKey = uses.get(tag.toLowerCase())!;
          expect(count).toBe([...byKey.values()].reduce((sum, n) => sum + n, 0));
          expect(byKey.get(tag)).toBe(Math.max(...byKey.values()));
        }
        expect(shown.map(({ count }) => count)).toEqual([...shown.map(({ count }) => count)].sort((a, b) => b - a));
      }),
      { numRuns: 12 },
    );
  });

  it('reads the parts a query shows with the posts (post, list, tag, search, passage and admin list) as the batch loaders read them', async () => {
    const comment =
      'mutation ($id: ID!, $content: String!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: $content }) { id } }';
    const post = fc.record({
      sections: fc.array(
        fc.record({
          title: fc.constantFrom('', 'One', 'Deux', 'Salmo 23'),
          content: fc.constantFrom('<p>a</p>', '<p>See John 3:16 and Ps 23.</p>', ''),
        }),
        { maxLength: 4 },
      ),
      // Each comment, and whether the owner replies to it (a reply counts as a comment).
      comments: fc.array(fc.boolean(), { maxLength: 3 }),
      featured: fc.boolean(),
      draft: fc.boolean(),
      // Whether it translates the first post (each translation in a language of its own).
      translated: fc.boolean(),
    });
    const FIELDS = `${POST_FIELDS} passages { osis } translations { id locale title }
      comments { id name content createdAt status byAuthor replies { id content createdAt byAuthor } }`;
    const byId = (posts: { id: string }[]) => new Map(posts.map((one) => [one.id, one]));
    await fc.assert(
      fc.asyncProperty(fc.array(post, { minLength: 1, maxLength: 4 }), async (posts) => {
        await t.reset();
        const created: ((typeof posts)[number] & { id: string })[] = [];
        const languages = ['fr', 'es', 'it'] as const;
        let translations = 0;
        for (const one of posts) {
          const translation =
            one.translated && created.length ? { translationOf: created[0].id, locale: languages[translations++] } : {};
          const saved = await createPost(t, token, {
            sections: one.sections,
            status: one.draft ? 'DRAFT' : 'TO_PUBLISH',
            tags: ['all'],
            ...translation,
          });
          for (const [i, replied] of one.comments.entries()) {
            const added = await t.gql(comment, { id: saved.id, content: `Amen ${i}` });
            if (replied)
              await t.gql(
                'mutation ($id: ID!) { replyToComment(id: $id, content: "Thanks") { id } }',
                { id: added.data?.addComment.id },
                { token },
              );
          }
          if (one.featured)
            await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: saved.id }, { token });
          created.push({ ...one, id: saved.id as string });
        }
        const readable = created.filter((one) => !one.draft);
        // Read through the loaders (popular posts have SQL of their own; adminPost reads the post alone).
        const reference = await t.gql(`{ popularPosts(limit: 20) { ${FIELDS} } }`);
        const expected = byId(reference.data?.popularPosts);
        expect([...expected.keys()].sort()).toEqual(readable.map(({ id }) => id).sort());
        const lists = await t.gql(`{
          posts(pageSize: 20) { items { ${FIELDS} } }
          postsByTag(tag: "all", first: 20) { edges { node { ${FIELDS} } } }
          search: posts(search: "excerpt", pageSize: 20) { items { ${FIELDS} } }
          citing: postsByPassage(reference: "John 3", pageSize: 20) { items { ${FIELDS} } }
        }`);
        for (const found of lists.data!.citing.items) expect(found).toEqual(expected.get(found.id));
        // Every language's stemmer need not find the English word, the English posts' does: each
        // post found is as read.
        const english = readable.filter((one) => !(one.translated && one !== created[0]));
        expect(lists.data?.search.items.length).toBeGreaterThanOrEqual(english.length);
        for (const found of lists.data!.search.items) expect(found).toEqual(expected.get(found.id));
        for (const listed of [
          lists.data?.posts.items,
          lists.data?.postsByTag.edges.map((edge: { node: unknown }) => edge.node),
        ]) {
          expect(byId(listed)).toEqual(expected);
        }
        for (const one of created) {
          const alone = await t.gql(`query ($id: ID) { post(id: $id) { ${FIELDS} } }`, { id: one.id });
          expect(alone.data?.post).toEqual(expected.get(one.id) ?? null);
          if (!one.draft)
            expect(alone.data?.post).toMatchObject({
              commentCount: one.comments.filter(Boolean).length + one.comments.length,
              featured: one.featured,
              sections: one.sections.map(({ title }) => ({ title })),
              comments: one.comments.map(() => ({ replies: expect.any(Array) })),
            });
        }
        const admin = await t.gql(`{ adminPosts(pageSize: 20) { items { ${FIELDS} } } }`, {}, { token });
        for (const item of admin.data!.adminPosts.items) {
          const alone = await t.gql(
            `query ($id: ID!) { adminPost(id: $id) { ${FIELDS} } }`,
            { id: item.id },
            { token },
          );
          expect(item).toEqual(alone.data?.adminPost);
        }
        expect(admin.data?.adminPosts.items).toHaveLength(created.length);
      }),
      { numRuns: 10 },
    );
  });

  it('ranks popular posts by the comments readers see, then newest, whatever the mix of commented posts', async () => {
    const comment =
      'mutation ($id: ID!, $content: String!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: $content }) { id } }';
    const post = fc.record({
      comments: fc.integer({ min: 0, max: 3 }),
      // Days before now: equal dates are ranked by id.
      daysAgo: fc.integer({ min: 1, max: 4 }),
      // One post in four a draft.
      draft: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      locale: fc.constantFrom('en' as const, 'fr' as const),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(post, { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(null, 'en', 'fr'),
        async (posts, limit, locale) => {
          await t.reset();
          const created = [];
          for (const one of posts) {
            const date = new Date(Date.now() - one.daysAgo * 24 * 3600 * 1000);
            date.setUTCHours(0, 0, 0, 0);
            const saved = await createPost(t, token, {
              locale: one.locale,
              date: date.toISOString(),
              status: one.draft ? 'DRAFT' : 'TO_PUBLISH',
            });
            if (!one.draft)
              for (let i = 0; i < one.comments; i++) await t.gql(comment, { id: saved.id, content: `Amen ${i}` });
            created.push({ ...one, id: Number(saved.id), date: date.getTime() });
          }
          const expected = created
            .filter((one) => !one.draft && (locale === null || one.locale === locale))
            .sort((a, b) => b.comments - a.comments || b.date - a.date || b.id - a.id)
            .slice(0, limit)
            .map((one) => ({ id: String(one.id), commentCount: one.comments }));
          const result = await t.gql(
            'query ($limit: Int!, $locale: Locale) { popularPosts(limit: $limit, locale: $locale) { id commentCount } }',
            {
              limit,
              locale,
            },
          );
          expect(result.data?.popularPosts).toEqual(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('ranks popular posts and tags by use', async () => {
    const quiet = await createPost(t, token, { title: 'Quiet', tags: ['hope'] });
    const busy = await createPost(t, token, { title: 'Busy', tags: ['hope', 'love'] });
    const comment =
      'mutation ($id: ID!, $content: String!) { addComment(postId: $id, input: { name: "Ann", email: "ann@example.org", content: $content }) { id } }';
    // Each text differs: the same text twice on a post is refused as a duplicate.
    await t.gql(comment, { id: busy.id, content: 'Amen' });
    await t.gql(comment, { id: busy.id, content: 'Amen, again' });
    await t.gql(comment, { id: quiet.id, content: 'Amen' });
    const result = await t.gql('{ popularPosts(limit: 2) { title commentCount } popularTags(limit: 1) { tag count } }');
    expect(result.data).toEqual({
      popularPosts: [
        { title: 'Busy', commentCount: 2 },
        { title: 'Quiet', commentCount: 1 },
      ],
      popularTags: [{ tag: 'hope', count: 2 }],
    });
    const full = await t.gql<{ popularPosts: { id: string }[] }>(`{ popularPosts(limit: 2) { ${POST_FIELDS} } }`);
    await expectListedAsRead(t, full.data!.popularPosts);
    expect((await t.gql('{ popularPosts(limit: 21) { id } }')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('featured list', () => {
  const ids = async () =>
    ((await t.gql('{ featuredPosts { id } }')).data?.featuredPosts as { id: string }[]).map((post) => post.id);
  const add = (id: string, orderIndex?: number) =>
    t.gql(
      'mutation ($id: ID!, $at: Int) { addFeatured(postId: $id, orderIndex: $at) { orderIndex post { id } } }',
      { id, at: orderIndex },
      { token },
    );

  it('adds at the end idempotently, places by orderIndex, reorders and removes', async () => {
    const [a, b, c] = [await createPost(t, token), await createPost(t, token), await createPost(t, token)];
    await add(a.id);
    await add(b.id);
    expect((await add(a.id)).data?.addFeatured.orderIndex).toBe(0);
    expect(await ids()).toEqual([a.id, b.id]);
    await add(c.id, 0);
    expect(await ids()).toEqual([c.id, a.id, b.id]);
    await t.gql(
      'mutation ($ids: [ID!]!) { reorderFeatured(postIds: $ids) { id } }',
      { ids: [b.id, c.id, a.id] },
      { token },
    );
    expect(await ids()).toEqual([b.id, c.id, a.id]);
    await t.gql('mutation ($id: ID!) { removeFeatured(postId: $id) }', { id: c.id }, { token });
    expect(await ids()).toEqual([b.id, a.id]);
    const entries = await t.gql('{ featuredEntries { orderIndex post { id } } }', {}, { token });
    expect(entries.data?.featuredEntries).toEqual([
      { orderIndex: 0, post: { id: b.id } },
      { orderIndex: 1, post: { id: a.id } },
    ]);
    const post = await t.gql('query ($id: ID) { post(id: $id) { featured } }', { id: a.id });
    expect(post.data?.post.featured).toBe(true);
    const wrong = await t.gql(
      'mutation ($ids: [ID!]!) { reorderFeatured(postIds: $ids) { id } }',
      { ids: [a.id] },
      { token },
    );
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("shows each featured article in the reader's language when a translation exists", async () => {
    const en = await createPost(t, token, { title: 'Peace', locale: 'en' });
    const fr = await createPost(t, token, { title: 'La paix', locale: 'fr', translationOf: en.id });
    const only = await createPost(t, token, { title: 'Only English', locale: 'en' });
    await add(en.id);
    await add(only.id);
    const result = await t.gql('{ featuredPosts(locale: fr) { id } }');
    expect(result.data?.featuredPosts.map((post: { id: string }) => post.id)).toEqual([fr.id, only.id]);
  });
});

describe('admin dashboard', () => {
  it('counts published, draft and scheduled posts and recent comments', async () => {
    const published = await createPost(t, token);
    await createPost(t, token, { status: 'DRAFT' });
    await createPost(t, token, { status: 'TO_PUBLISH', date: future() });
    await t.gql(
      'mutation ($id: ID!) { addComment(postId: $id, input: { name: "A", email: "a@b.co", content: "x" }) { id } }',
      {
        id: published.id,
      },
    );
    await t.gql(
      'mutation { sendContactMessage(input: { fullName: "Ann", email: "ann@example.org", message: "Hello" }) }',
    );
    const result = await t.gql(
      '{ dashboard { published drafts scheduled commentsThisWeek latestMessages { fullName } } }',
      {},
      { token },
    );
    expect(result.data?.dashboard).toEqual({
      published: 1,
      drafts: 1,
      scheduled: 1,
      commentsThisWeek: 1,
      latestMessages: [{ fullName: 'Ann' }],
    });
    expect((await t.gql('{ dashboard { published } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
