import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The reader site lists the reader's language and searches every language, the reader's first:
// through optional arguments, so callers that send none see every language as before.
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  let token: string;
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  const posts = [
    // The English article matches best ("shepherd" in title, tags and body): preferLocale has to beat rank.
    { key: 'en', locale: 'en', title: 'The shepherd of Psalm 23', tags: ['psalms'], date: '2025-01-04' },
    { key: 'fr', locale: 'fr', title: 'Le berger', tags: ['psalms'], date: '2025-01-03' },
    { key: 'es', locale: 'es', title: 'El pastor', tags: ['psalms'], date: '2025-01-02' },
    { key: 'it', locale: 'it', title: 'Il pastore', tags: ['other'], date: '2025-01-01' },
  ] as const;
  for (const post of posts) {
    const created = await createPost(t, token, {
      title: post.title,
      locale: post.locale,
      tags: [...post.tags],
      date: `${post.date}T09:00:00.000Z`,
      sections: [{ title: 'Psalm 23', content: '<p>Psalm 23, verse 1.</p>' }],
    });
    ids[post.key] = created.id as string;
  }
});
afterAll(() => t.close());

const SEARCH = `query ($q: String, $l: Locale, $p: Locale) {
  posts(search: $q, locale: $l, preferLocale: $p) { totalItems items { id locale } }
}`;

async function searchLocales(variables: Record<string, unknown>): Promise<string[]> {
  const result = await t.gql<{ posts: { items: { locale: string }[] } }>(SEARCH, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.posts.items.map((item) => item.locale);
}

async function rest(path: string) {
  const response = await fetch(`${t.url}/api${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const restLocales = (blogs: { locale: string }[]) => blogs.map((blog) => blog.locale);

describe('GraphQL: search in every language, the reader’s first', () => {
  it('without preferLocale ranks by match only: the English title match comes first', async () => {
    expect((await searchLocales({ q: 'shepherd 23' }))[0]).toBe('en');
    expect(await searchLocales({ q: '23' })).toHaveLength(4);
  });

  it.each(['fr', 'es', 'it', 'en'])('with preferLocale %s puts that language first and keeps the others', async (l) => {
    const locales = await searchLocales({ q: '23', p: l });
    expect(locales[0]).toBe(l);
    expect([...locales].sort()).toEqual(['en', 'es', 'fr', 'it']);
  });

  it('keeps paging consistent with preferLocale (each post on exactly one page)', async () => {
    const pages = [];
    for (const page of [1, 2]) {
      const result = await t.gql<{ posts: { totalItems: number; items: { id: string }[] } }>(
        'query ($p: Locale, $page: Int!) { posts(search: "23", preferLocale: $p, page: $page, pageSize: 2) { totalItems items { id } } }',
        { p: 'it', page },
      );
      expect(result.data!.posts.totalItems).toBe(4);
      pages.push(...result.data!.posts.items.map((item) => item.id));
    }
    expect(pages[0]).toBe(ids.it);
    expect(new Set(pages).size).toBe(4);
  });

  it('still filters by locale when locale is given', async () => {
    expect(await searchLocales({ q: '23', l: 'es', p: 'fr' })).toEqual(['es']);
  });
});

describe('REST: optional language filter on the lists', () => {
  it('GET /api/blogs lists every language without locale, as before', async () => {
    const { status, body } = await rest('/blogs?pageSize=10');
    expect(status).toBe(200);
    expect(restLocales(body.blogs)).toEqual(['en', 'fr', 'es', 'it']);
  });

  it('GET /api/blogs?locale=fr lists the French posts only', async () => {
    const { body } = await rest('/blogs?locale=fr');
    expect(restLocales(body.blogs)).toEqual(['fr']);
    expect(body.pagination.totalItems).toBe(1);
  });

  it('GET /api/blogs?search=23&preferLocale=es answers every language, Spanish first', async () => {
    const { body } = await rest('/blogs?search=23&preferLocale=es');
    expect(restLocales(body.blogs)[0]).toBe('es');
    expect(body.blogs).toHaveLength(4);
  });

  it('GET /api/blogs/tag/{tag} filters by locale only when asked', async () => {
    expect(restLocales((await rest('/blogs/tag/psalms')).body.blogs)).toEqual(['en', 'fr', 'es']);
    expect(restLocales((await rest('/blogs/tag/psalms?locale=es')).body.blogs)).toEqual(['es']);
  });

  it.each(['/blogs?locale=de', '/blogs?search=23&preferLocale=xx', '/blogs/tag/psalms?locale=EN'])(
    'GET /api%s answers 400 for an unknown language',
    async (path) => {
      expect((await rest(path)).status).toBe(400);
    },
  );
});
