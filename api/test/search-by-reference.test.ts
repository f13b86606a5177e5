import { createCitingPosts } from './helpers/citing-posts.js';
import { hasCorpus, loadCorpusBibles, noCorpusReason } from './helpers/corpus.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// Searching by Bible reference: a search that is a reference lists the posts citing the passage
// before the posts matching its words, and `searchPassage` gives the passage to show above them;
// any other search is words only. The admin list filters by passage. The passage texts come from
// the corpus (John and Psalms of the four Bibles); without it those cases are skipped, saying why.
const itWithCorpus = hasCorpus ? it : it.skip;
if (!hasCorpus) console.warn(noCorpusReason('Passage text cases'));

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await loadCorpusBibles(t, [19, 43]);
  await createCitingPosts(t, token, [
    {
      locale: 'fr',
      title: 'L’amour qui donne',
      text: 'Tout l’Évangile tient dans Jean 3.16 : Dieu donne.',
      date: '2024-01-01T00:00:00Z',
    },
    {
      locale: 'en',
      title: 'So loved',
      text: 'John 3:16 is the gospel in one sentence; read John 3:16 twice.',
      date: '2024-02-01T00:00:00Z',
    },
    {
      locale: 'en',
      title: 'Wesley on horseback',
      text: 'John Wesley rode 3 horses over 16 years.',
      date: '2024-03-01T00:00:00Z',
    },
    { locale: 'fr', title: 'Brouillon sur Jean', text: 'Notes sur Jean 3,16-18.', status: 'DRAFT' },
    { locale: 'fr', title: 'Le berger', text: 'Le Psaume 23 console.', date: '2024-04-01T00:00:00Z' },
    {
      locale: 'en',
      title: 'Grace at the job interview',
      excerpt: 'Mark my words: grace shows at work.',
      text: 'How grace looks at a job interview, and Mark 2 friends who came along.',
      date: '2024-05-01T00:00:00Z',
    },
  ]);
}, 120_000);
afterAll(() => t?.close());

interface Found {
  totalItems: number;
  totalPages: number;
  items: { title: string; searchSnippet: string | null }[];
}

const search = async (term: string, extra: Record<string, unknown> = {}) => {
  const result = await t.gql<{ posts: Found }>(
    `query ($q: String, $prefer: Locale, $page: Int, $size: Int) {
       posts(search: $q, preferLocale: $prefer, page: $page, pageSize: $size) {
         totalItems totalPages items { title searchSnippet }
       }
     }`,
    { q: term, ...extra },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.posts;
};
const titles = async (term: string, extra: Record<string, unknown> = {}) =>
  (await search(term, extra)).items.map((post) => post.title);

const searchPassage = async (term: string, locale?: string, translation?: string) => {
  const result = await t.gql<{ searchPassage: any }>(
    `query ($s: String!, $l: Locale, $tr: String) {
       searchPassage(search: $s, locale: $l, translation: $tr) {
         osis label truncated translation { code language licence } verses { osis text }
       }
     }`,
    { s: term, l: locale, tr: translation },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.searchPassage;
};

describe('searching by Bible reference', () => {
  it('lists the posts citing the passage first, the reader’s language first, then the word matches', async () => {
    expect(await titles('Jean 3:16', { prefer: 'fr' })).toEqual(['L’amour qui donne', 'So loved']);
    // "Wesley on horseback" holds the words john, 3 and 16 without citing the verse.
    expect(await titles('John 3:16', { prefer: 'fr' })).toEqual([
      'L’amour qui donne',
      'So loved',
      'Wesley on horseback',
    ]);
    expect(await titles('John 3:16', { prefer: 'en' })).toEqual([
      'So loved',
      'L’amour qui donne',
      'Wesley on horseback',
    ]);
  });

  it('ranks the citing posts by citations without a preferred language, and never lists a post twice', async () => {
    // "So loved" cites the verse twice and also matches the words: once, first.
    const found = await search('John 3:16');
    expect(found.items.map((post) => post.title)).toEqual(['So loved', 'L’amour qui donne', 'Wesley on horseback']);
    expect(found.totalItems).toBe(3);
    expect(await titles('Jn 3,16')).toEqual(['So loved', 'L’amour qui donne']);
  });

  it('pages across both groups with one total', async () => {
    const second = await search('John 3:16', { prefer: 'fr', page: 2, size: 2 });
    expect(second).toMatchObject({ totalItems: 3, totalPages: 2, items: [{ title: 'Wesley on horseback' }] });
    expect(await search('John 3:16', { prefer: 'fr', page: 3, size: 2 })).toMatchObject({ totalItems: 3, items: [] });
  });

  it('finds a chapter’s posts for a verse range overlapping it, and never drafts', async () => {
    expect(await titles('Jean 3:14-18', { prefer: 'fr' })).toEqual(['L’amour qui donne', 'So loved']);
    expect(await titles('Psaume 23', { prefer: 'fr' })).toEqual(['Le berger']);
  });

  it('leaves a search that is no reference to the words alone', async () => {
    for (const term of ['Job interview', 'grace', 'Mark my words', 'Mark 2']) {
      expect(await titles(term, { prefer: 'en' })).toEqual(['Grace at the job interview']);
      expect(await searchPassage(term, 'en')).toBeNull();
    }
    expect(await titles('horses', { prefer: 'en' })).toEqual(['Wesley on horseback']);
    expect(await search('Wesley', { prefer: 'en' })).toMatchObject({
      items: [{ searchSnippet: expect.stringContaining('<mark>Wesley</mark>') }],
    });
  });

  it('puts the citing posts first over REST too', async () => {
    const response = await fetch(`${t.url}/api/blogs?search=${encodeURIComponent('John 3:16')}&preferLocale=fr`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { blogs: { title: string }[]; pagination: { totalItems: number } };
    expect(body.blogs.map((post) => post.title)).toEqual(['L’amour qui donne', 'So loved', 'Wesley on horseback']);
    expect(body.pagination.totalItems).toBe(3);
  });

  itWithCorpus('gives the passage in the reader’s Bible, with its label and licence', async () => {
    const passage = await searchPassage('Jean 3:16', 'fr', 'segond_1910');
    expect(passage).toMatchObject({
      osis: 'John.3.16',
      label: 'Jean 3:16',
      truncated: false,
      translation: { code: 'segond_1910', language: 'fr', licence: expect.any(String) },
      verses: [{ osis: 'John.3.16', text: expect.stringContaining('Car Dieu a tant aimé le monde') }],
    });
    const english = await searchPassage('Jn 3,16', 'en');
    expect(english.translation.code).toBe('kjv');
    expect(english.verses[0].text).toContain('For God so loved the world');
    // An unknown translation gives the reader's language's Bible.
    expect((await searchPassage('Psaume 23', 'fr', 'nope')).translation.language).toBe('fr');
  });

  itWithCorpus('falls back to KJV when the reader’s language has no Bible loaded', async () => {
    await t.app.orm.em.fork().execute(`delete from bible_translation where code = 'rv_1909'`);
    const passage = await searchPassage('Juan 3:16', 'es', 'rv_1909');
    expect(passage).toMatchObject({ osis: 'John.3.16', translation: { code: 'kjv' } });
  });
});

describe('the admin list filtered by passage', () => {
  const adminPosts = (passage: string, extra: Record<string, unknown> = {}, auth = token) =>
    t.gql<{ adminPosts: { totalItems: number; items: { title: string; status: string }[] } }>(
      `query ($passage: String, $status: PostStatus) {
         adminPosts(passage: $passage, status: $status, pageSize: 50) { totalItems items { title status } }
       }`,
      { passage, ...extra },
      { token: auth },
    );

  it('lists every post citing an overlapping passage, drafts included, newest first', async () => {
    const result = await adminPosts('Jn 3');
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminPosts.items.map((post) => post.title)).toEqual([
      'Brouillon sur Jean',
      'So loved',
      'L’amour qui donne',
    ]);
    expect(result.data!.adminPosts.totalItems).toBe(3);
  });

  it('reads the reference in any of the four languages and combines with the other filters', async () => {
    const psalm = await adminPosts('Psaume 23');
    expect(psalm.data!.adminPosts.items.map((post) => post.title)).toEqual(['Le berger']);
    const drafts = await adminPosts('Giovanni 3,16', { status: 'DRAFT' });
    expect(drafts.data!.adminPosts.items.map((post) => post.title)).toEqual(['Brouillon sur Jean']);
    const none = await adminPosts('Romains 8');
    expect(none.data!.adminPosts).toEqual({ totalItems: 0, items: [] });
  });

  it('answers 400 BAD_USER_INPUT for a reference it cannot read', async () => {
    const result = await adminPosts('my favourite verse');
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toContain('my favourite verse');
  });

  it('stays an admin query', async () => {
    const result = await adminPosts('Jn 3', {}, '');
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('filters the REST admin list the same way', async () => {
    const list = (passage: string) =>
      fetch(`${t.url}/api/blogs?isAdminPage=true&pageSize=50&passage=${encodeURIComponent(passage)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const found = await list('Jean 3');
    expect(found.status).toBe(200);
    const body = (await found.json()) as { blogs: { title: string }[]; pagination: { totalItems: number } };
    expect(body.blogs.map((post) => post.title)).toEqual(['Brouillon sur Jean', 'So loved', 'L’amour qui donne']);
    expect(body.pagination.totalItems).toBe(3);
    const unreadable = await list('my favourite verse');
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
