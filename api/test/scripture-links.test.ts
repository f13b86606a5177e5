import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBibles } from '../src/modules/bible/bible-loader.js';
import { CORPUS_PATHS, isCorpusDir } from '../src/modules/content/corpus/corpus.js';
import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// What the reader site needs to turn references into links and passages into pages: the linked
// HTML of sections, the chapters around a passage, the posts sharing a post's passages, and the
// /bible?ref= lookup. The passage cases need the corpus' Bibles (a few books of them).
const corpusDir = process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));
const biblesDir = join(corpusDir, CORPUS_PATHS.bibles);
const present = isCorpusDir(corpusDir);
const withCorpus = present ? it : it.skip;

/** Psalms, Luke, John, Romans. */
const BOOKS = [19, 42, 43, 45];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const ref = (osis: string, text: string) =>
  `<a class="scripture-ref" href="/bible/${osis}" data-osis="${osis}">${text}</a>`;

describe('Section.linkedContent', () => {
  it("links the references of a section's text in its post's language, never in links or code", async () => {
    const post = await createPost(t, token, {
      locale: 'fr',
      title: 'Dieu a tant aimé',
      sections: [
        {
          title: 'Un',
          content:
            '<p>Lisez Jean 3.16 puis <a href="https://example.org">Jean 3.17</a>.</p><pre><code>Ps 23</code></pre>',
        },
        { title: 'Deux', content: '<p>Sans référence, 2024.</p>' },
      ],
    });
    const result = await t.gql(`query ($id: ID) { post(id: $id) { sections { content linkedContent } } }`, {
      id: post.id,
    });
    expect(result.errors).toBeUndefined();
    const [first, second] = result.data!.post.sections;
    expect(first.linkedContent).toBe(
      `<p>Lisez ${ref('John.3.16', 'Jean 3.16')} puis <a href="https://example.org">Jean 3.17</a>.</p>` +
        '<pre><code>Ps 23</code></pre>',
    );
    expect(second.linkedContent).toBe(second.content);
    // The stored content is untouched.
    expect(first.content).not.toContain('scripture-ref');

    // In a list of posts too (the section reached through a page of posts).
    const list = await t.gql(`{ posts(page: 1, pageSize: 10) { items { id sections { linkedContent } } } }`);
    const listed = list.data!.posts.items.find((item: { id: string }) => item.id === post.id);
    expect(listed.sections[0].linkedContent).toContain(ref('John.3.16', 'Jean 3.16'));
  });
});

describe('Post.relatedByPassage', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await t.reset();
    const make = async (key: string, overrides: Parameters<typeof createPost>[2]) =>
      [key, String((await createPost(t, token, overrides)).id)] as const;
    const source = await createPost(t, token, {
      locale: 'fr',
      title: 'Source',
      sections: [{ content: '<p>Jean 3.16 et Romains 8,28.</p>' }],
      date: '2024-01-01T00:00:00Z',
    });
    ids = Object.fromEntries([
      ['source', String(source.id)],
      await make('translation', {
        locale: 'en',
        title: 'Source (en)',
        translationOf: String(source.id),
        sections: [{ content: '<p>John 3:16 and Romans 8:28.</p>' }],
      }),
      await make('frVerse', {
        locale: 'fr',
        title: 'Le verset',
        sections: [{ content: '<p>Jean 3,16.</p>' }],
        date: '2024-01-02T00:00:00Z',
      }),
      await make('frChapter', {
        locale: 'fr',
        title: 'Le chapitre',
        sections: [{ content: '<p>Tout Jean 3.</p>' }],
        date: '2024-01-03T00:00:00Z',
      }),
      await make('enRange', {
        locale: 'en',
        title: 'The range',
        sections: [{ content: '<p>John 3:14-18 and Romans 8:28-39.</p>' }],
        date: '2024-01-04T00:00:00Z',
      }),
      await make('unrelated', { locale: 'fr', title: 'Ailleurs', sections: [{ content: '<p>Psaume 23.</p>' }] }),
      await make('draft', {
        locale: 'fr',
        title: 'Brouillon',
        status: 'DRAFT',
        sections: [{ content: '<p>Jean 3.16.</p>' }],
      }),
      await make('scheduled', {
        locale: 'fr',
        title: 'Plus tard',
        date: '2999-01-01T00:00:00Z',
        sections: [{ content: '<p>Jean 3.16.</p>' }],
      }),
    ]);
  });

  const related = async (id: string, first?: number, token?: string) => {
    const result = await t.gql(
      `query ($id: ID, $first: Int) { post(id: $id) { relatedByPassage(first: $first) { id title } } }`,
      { id, ...(first ? { first } : {}) },
      { token },
    );
    expect(result.errors).toBeUndefined();
    return (result.data!.post.relatedByPassage as { title: string }[]).map((post) => post.title);
  };

  it("ranks published posts: the post's language first, then the most verses shared, then the newest", async () => {
    // frChapter shares the whole of John 3 with... only John 3:16 of the source: one verse, as
    // frVerse; the newer comes first. enRange shares two verses but is in English.
    expect(await related(ids.source)).toEqual(['Le chapitre', 'Le verset', 'The range']);
    expect(await related(ids.source, 1)).toEqual(['Le chapitre']);
    // The translation, drafts, scheduled posts and posts on other passages never appear, even
    // for the administrator.
    expect(await related(ids.source, 10, token)).toEqual(['Le chapitre', 'Le verset', 'The range']);
    // From the English range: the chapter shares five verses, the source two (3:16, 8:28).
    expect(await related(ids.enRange)).toEqual(['Source (en)', 'Le chapitre', 'Source', 'Le verset']);
    expect(await related(ids.unrelated)).toEqual([]);
  });

  it('is batched for a page of posts, and refuses a size outside 1 to 20', async () => {
    t.sql.length = 0;
    const page = await t.gql(`{ posts(page: 1, pageSize: 10) { items { title relatedByPassage { title } } } }`);
    expect(page.errors).toBeUndefined();
    expect(t.sql.filter((statement) => statement.includes('row_number()'))).toHaveLength(1);
    const bySource = Object.fromEntries(
      page.data!.posts.items.map((item: { title: string; relatedByPassage: { title: string }[] }) => [
        item.title,
        item.relatedByPassage.map((post) => post.title),
      ]),
    );
    expect(bySource.Source).toEqual(['Le chapitre', 'Le verset', 'The range']);

    const refused = await t.gql(`query ($id: ID) { post(id: $id) { relatedByPassage(first: 21) { id } } }`, {
      id: ids.source,
    });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('passages as pages', () => {
  beforeAll(async () => {
    if (present) await loadBibles(t.app.orm.em.fork(), biblesDir, { books: BOOKS });
  });

  const chapters = async (reference: string, translation?: string) => {
    const result = await t.gql(
      `query ($r: String!, $tr: String) { passage(reference: $r, translation: $tr) {
         osis label previousChapter { osis label } nextChapter { osis label } } }`,
      { r: reference, tr: translation },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.passage;
  };

  withCorpus('gives the chapters before and after a passage, across books, in its language', async () => {
    expect(await chapters('John.3', 'segond_1910')).toEqual({
      osis: 'John.3',
      label: 'Jean 3',
      previousChapter: { osis: 'John.2', label: 'Jean 2' },
      nextChapter: { osis: 'John.4', label: 'Jean 4' },
    });
    expect(await chapters('John.3.16-John.3.18')).toMatchObject({
      previousChapter: { osis: 'John.2', label: 'John 2' },
      nextChapter: { osis: 'John.4', label: 'John 4' },
    });
    // Across books (Luke 24 before John 1), and to the end of what is loaded (Romans is the last book here).
    expect(await chapters('John.1', 'rv_1909')).toMatchObject({
      previousChapter: { osis: 'Luke.24', label: 'Lucas 24' },
    });
    expect(await chapters('Rom.16', 'diodati')).toMatchObject({ nextChapter: null });
    expect(await chapters('Ps.23', 'diodati')).toMatchObject({
      previousChapter: { osis: 'Ps.22', label: 'Salmo 22' },
    });
  });

  it('redirects /bible?ref= to the passage page, keeping the translation and language', async () => {
    const go = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${t.url}/bible${query}`, { redirect: 'manual', headers });
    const french = await go(`?ref=${encodeURIComponent('Jean 3.16')}`);
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/bible/John.3.16');
    const kept = await go(`?ref=${encodeURIComponent('Jn 3,16-18')}&translation=segond_1910&lang=fr&page=2`);
    expect(kept.headers.get('location')).toBe('/bible/John.3.16-John.3.18?translation=segond_1910&lang=fr');
    // The reader's language reads the reference first (Spanish "Juan"), OSIS goes as it is.
    const spanish = await go(`?ref=${encodeURIComponent('Juan 3:16')}`, { 'accept-language': 'es' });
    expect(spanish.headers.get('location')).toBe('/bible/John.3.16');
    expect((await go('?ref=Ps.23')).headers.get('location')).toBe('/bible/Ps.23');
    // What is not one reference goes on to the page (which says so).
    expect((await go('?ref=hello')).status).not.toBe(302);
    expect((await go(`?ref=${encodeURIComponent('Jean 3.16; 4.1')}`)).status).not.toBe(302);
    expect((await go('')).status).not.toBe(302);
  });
});
