import { createPost, expectListedAsRead, POST_FIELDS } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const posts = [
    { locale: 'en', title: 'Morning devotions', content: '<p>Our prayers rise with the blessings of the day.</p>' },
    { locale: 'fr', title: 'La vie intérieure', content: '<p>Les prières du soir apaisent le cœur.</p>' },
    { locale: 'es', title: 'Vida de fe', content: '<p>La oración sostiene al creyente en la prueba.</p>' },
    { locale: 'it', title: 'Vita cristiana', content: '<p>Le preghiere dei fedeli salgono a Dio, che perdonò.</p>' },
  ] as const;
  for (const post of posts) {
    await createPost(t, token, {
      title: post.title,
      locale: post.locale,
      sections: [{ title: 'Texte', content: post.content }],
    });
  }
  await createPost(t, token, { title: 'Hidden prayers', status: 'DRAFT' });
});
afterAll(() => t.close());

const search = async (term: string, locale?: string) =>
  (
    await t.gql(
      'query ($q: String, $l: Locale) { posts(search: $q, locale: $l) { totalItems items { title searchSnippet } } }',
      {
        q: term,
        l: locale,
      },
    )
  ).data?.posts as { totalItems: number; items: { title: string; searchSnippet: string }[] };

describe('full-text search', () => {
  it.each([
    ['en', 'prayer', 'Morning devotions'],
    ['en', 'blessing', 'Morning devotions'],
    ['fr', 'prière', 'La vie intérieure'],
    ['fr', 'priere', 'La vie intérieure'],
    ['fr', 'coeur', 'La vie intérieure'],
    ['es', 'oracion', 'Vida de fe'],
    ['es', 'oraciones', 'Vida de fe'],
    ['it', 'fedele', 'Vita cristiana'],
    ['it', 'preghiamo', 'Vita cristiana'],
    ['it', 'perdono', 'Vita cristiana'],
  ])('in %s, %s finds the post (stemming, accents ignored)', async (locale, term, title) => {
    const result = await search(term, locale);
    expect(result.items.map((item) => item.title)).toEqual([title]);
  });

  it('highlights the matched words in an escaped snippet', async () => {
    const [hit] = (await search('oración')).items;
    expect(hit.searchSnippet).toContain('<mark>oración</mark>');
  });

  it('ranks a title match above a body match and never finds drafts', async () => {
    await createPost(t, token, {
      title: 'Prayers for the week',
      sections: [{ title: 'x', content: '<p>Nothing else.</p>' }],
    });
    const result = await search('prayers', 'en');
    expect(result.items.map((item) => item.title)).toEqual(['Prayers for the week', 'Morning devotions']);
    expect(result.totalItems).toBe(2);
  });

  it('gives each matching post as post(id:) reads it', async () => {
    const found = await t.gql<{ posts: { items: { id: string }[] } }>(
      `{ posts(search: "prayers") { items { ${POST_FIELDS} } } }`,
    );
    await expectListedAsRead(t, found.data!.posts.items);
  });

  it('gives the same totals when paging and an empty result for unknown words', async () => {
    expect((await search('zzzyyyxxx')).totalItems).toBe(0);
    const page2 = await t.gql(
      '{ posts(search: "prayers", pageSize: 1, page: 2) { totalItems totalPages items { title } } }',
    );
    expect(page2.data?.posts).toMatchObject({ totalItems: 2, totalPages: 2 });
  });
});
