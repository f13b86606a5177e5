import { createCitingPosts } from './helpers/citing-posts.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The Scripture index readers browse: every book and chapter with the published posts citing it,
// counted from the passages stored for each post, readers' visibility applied (drafts and
// scheduled posts never count, for anyone), book names in the language asked for.

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t?.close());

const sql = <T>(query: string, params: unknown[] = []) =>
  t.app.orm.em.fork().getConnection().execute<T[]>(query, params);

interface Chapter {
  chapter: number;
  osis: string;
  postCount: number;
}
interface Book {
  osis: string;
  name: string;
  testament: 'OLD' | 'NEW';
  postCount: number;
  chapters: Chapter[];
}

const INDEX = `query ($locale: Locale!) {
  scriptureIndex(locale: $locale) { postCount books { osis name testament postCount chapters { chapter osis postCount } } }
}`;

async function index(locale = 'en', options: { token?: string } = {}) {
  const result = await t.gql<{ scriptureIndex: { postCount: number; books: Book[] } }>(INDEX, { locale }, options);
  expect(result.errors).toBeUndefined();
  const { postCount, books } = result.data!.scriptureIndex;
  const book = (osis: string) => books.find((candidate) => candidate.osis === osis)!;
  /** The counts of a book's chapters that some post cites, as `{ 3: 2 }`. */
  const cited = (osis: string) =>
    Object.fromEntries(book(osis).chapters.flatMap((c) => (c.postCount ? [[c.chapter, c.postCount]] : [])));
  return { postCount, books, book, cited };
}

describe('scriptureIndex', () => {
  let scheduledId: number;
  beforeAll(async () => {
    await t.reset();
    const posts = await createCitingPosts(t, token, [
      { title: 'Loved', text: 'John 3:16, and Romans 8:28.' },
      // One passage from John 3 into John 4: it counts for both chapters.
      { title: 'Nouvelle naissance', locale: 'fr', text: 'Lisez Jean 3,16-4,2.' },
      // Two passages of one chapter: the post counts once for it.
      { title: 'Nicodemus', text: 'John 3:1 and John 3:5; Genesis 1:1.' },
      // The whole of Genesis: every chapter's page lists the post, the book counts it once.
      { title: 'Toute la Genèse', locale: 'fr', text: 'Lisez Genèse 1-50.' },
      { title: 'Plain', text: 'No reference here, 2024.' },
      { title: 'Draft', status: 'DRAFT', text: 'John 5:1 and Philemon 1:4.' },
      { title: 'Scheduled', date: new Date(Date.now() + 3_600_000).toISOString(), text: 'John 6:1 and Philemon 1:4.' },
    ]);
    scheduledId = Number(posts.at(-1)!.id);
  });

  it('lists the 66 books in canon order with every chapter, counting the published posts citing each', async () => {
    const { postCount, books, book, cited } = await index();
    expect(books).toHaveLength(66);
    expect(books.map((b) => b.osis).slice(0, 3)).toEqual(['Gen', 'Exod', 'Lev']);
    expect(books.at(-1)!.osis).toBe('Rev');
    expect(books.filter((b) => b.testament === 'OLD')).toHaveLength(39);
    expect(books[39]).toMatchObject({ osis: 'Matt', testament: 'NEW' });
    expect(books.reduce((sum, b) => sum + b.chapters.length, 0)).toBe(1189);
    expect(book('Ps').chapters).toHaveLength(150);
    expect(book('John').chapters.map((c) => c.chapter)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(book('John').chapters[2]).toEqual({ chapter: 3, osis: 'John.3', postCount: 3 });

    // Loved, Nouvelle naissance, Nicodemus, Toute la Genèse: not Plain, nor the draft or the scheduled post.
    expect(postCount).toBe(4);
    expect(book('John').postCount).toBe(3);
    expect(cited('John')).toEqual({ 3: 3, 4: 1 });
    expect(cited('Rom')).toEqual({ 8: 1 });
    expect(book('Rom').postCount).toBe(1);
    expect(book('Gen').postCount).toBe(2);
    expect(cited('Gen')).toMatchObject({ 1: 2, 2: 1, 50: 1 });
    expect(Object.keys(cited('Gen'))).toHaveLength(50);
    // Cited only by the draft and the scheduled post.
    expect(book('Phlm')).toMatchObject({ postCount: 0, chapters: [{ chapter: 1, osis: 'Phlm.1', postCount: 0 }] });
    expect(books.filter((b) => b.postCount > 0).map((b) => b.osis)).toEqual(['Gen', 'John', 'Rom']);

    // The administrator reads the same index: it is the readers' one.
    const asAdmin = await index('en', { token });
    expect(asAdmin.cited('John')).toEqual({ 3: 3, 4: 1 });
    expect(asAdmin.postCount).toBe(4);
  });

  it('names the books in the language asked for, from the stored book names', async () => {
    await sql(
      `insert into bible_book_name (book, locale, name, abbreviations) values
         (43, 'fr', 'Jean', '{Jn}'), (43, 'en', 'John', '{Jn}'), (1, 'fr', 'Genèse', '{Gn}'), (66, 'es', 'Apocalipsis', '{Ap}')`,
    );
    try {
      expect((await index('fr')).book('John').name).toBe('Jean');
      expect((await index('fr')).book('Gen').name).toBe('Genèse');
      expect((await index('en')).book('John').name).toBe('John');
      expect((await index('es')).book('Rev').name).toBe('Apocalipsis');
      // A name not loaded in that language: the OSIS code.
      expect((await index('it')).book('John').name).toBe('John');
      expect((await index('fr')).book('Rom').name).toBe('Rom');
    } finally {
      await sql('delete from bible_book_name');
    }
  });

  it('counts a scheduled post once its time has come', async () => {
    expect((await index()).cited('John')[6]).toBeUndefined();
    await sql(`update post set published_at = now() - interval '1 minute' where id = ?`, [scheduledId]);
    const after = await index();
    expect(after.cited('John')).toEqual({ 3: 3, 4: 1, 6: 1 });
    expect(after.book('Phlm').postCount).toBe(1);
    expect(after.postCount).toBe(5);
    await sql(`update post set published_at = now() + interval '1 hour' where id = ?`, [scheduledId]);
  });

  it('costs two SQL statements whatever the number of books and posts', async () => {
    t.sql.length = 0;
    await index('it');
    // The response cache's content-version check runs or not depending on the database.
    const statements = t.sql.filter((statement) => !statement.includes('content_version'));
    expect(statements).toHaveLength(2);
    expect(statements.some((statement) => statement.includes('post_passage'))).toBe(true);
  });

  it('is served as GET /api/bible/index, with 400 for an unknown locale', async () => {
    const response = await fetch(`${t.url}/api/bible/index?locale=fr`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { postCount: number; books: Book[] };
    expect(body.postCount).toBe(4);
    expect(body.books).toHaveLength(66);
    expect(body.books.find((b) => b.osis === 'John')).toMatchObject({ testament: 'NEW', postCount: 3 });
    const bad = await fetch(`${t.url}/api/bible/index?locale=de`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('BAD_USER_INPUT');
  });
});
