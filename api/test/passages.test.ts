import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Locale } from '../src/common/locale.js';
import { parseReference } from '../src/modules/bible/reference/parse-references.js';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type BundlePost, type ContentBundle } from '../src/modules/content/bundle.js';
import { loadBooks } from '../src/modules/content/corpus/books.js';
import { CORPUS_PATHS } from '../src/modules/content/corpus/corpus.js';
import { parseSpurgeon, readingPost, splitKeyVerse } from '../src/modules/content/corpus/spurgeon.js';
import { importBundle } from '../src/modules/content/import.js';
import { PassageService } from '../src/modules/passage/passage.service.js';
import { createCitingPosts, paragraph } from './helpers/citing-posts.js';
import { CORPUS_DIR, hasCorpus } from './helpers/corpus.js';
import { createPost, expectListedAsRead, PNG_1x1, POST_FIELDS } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { upload } from './helpers/upload-sites.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const sql = <T>(query: string, params: unknown[] = []) =>
  t.app.orm.em.fork().getConnection().execute<T[]>(query, params);

/** The passages stored for a post: osis, citations and the range bounds (inclusive). */
const storedPassages = (postId: number | string) =>
  sql<{ osis: string; citations: number; start: number; end: number }>(
    `select osis, citations, lower(range) as start, upper(range) - 1 as "end" from post_passage
      where post_id = ? order by range`,
    [Number(postId)],
  );

const byPassage = async (reference: string, extra: Record<string, unknown> = {}) => {
  const result = await t.gql(
    `query ($r: String!, $l: Locale, $p: Int, $s: Int) {
       postsByPassage(reference: $r, locale: $l, page: $p, pageSize: $s) {
         totalItems items { id title locale passages { osis citations } }
       }
     }`,
    { r: reference, ...extra },
  );
  return result;
};
const titlesFor = async (reference: string, extra: Record<string, unknown> = {}) => {
  const result = await byPassage(reference, extra);
  expect(result.errors).toBeUndefined();
  return (result.data!.postsByPassage.items as { title: string }[]).map((post) => post.title);
};

describe('indexing posts by the passages they cite', () => {
  beforeAll(async () => {
    await t.reset();
    await createCitingPosts(t, token, [
      {
        title: 'The chapter',
        excerpt: 'On John 3, the new birth.',
        text: 'Read <strong>John 3</strong> slowly.',
        date: '2024-01-01T00:00:00Z',
      },
      {
        title: 'God so loved',
        excerpt: 'John 3:16',
        text: 'John 3:16 again, and John 3:16 once more; also Romans 8:28.',
        date: '2024-01-02T00:00:00Z',
      },
      { title: 'No condemnation', text: 'Read Romans 8:28-9:5 in one go.', date: '2024-01-03T00:00:00Z' },
      {
        title: 'Toute la Genèse',
        locale: 'fr',
        text: 'Lisez Genèse 1-50, puis Jean 3,16.',
        date: '2024-01-04T00:00:00Z',
      },
    ]);
    await createPost(t, token, { title: 'Draft on John 3:16', status: 'DRAFT' });
  });

  it('stores each cited passage once per post with its number of citations', async () => {
    const posts = (await t.gql('{ posts(pageSize: 20) { items { title passages { osis citations } } } }')).data!.posts
      .items as { title: string; passages: { osis: string; citations: number }[] }[];
    const of = (title: string) => posts.find((post) => post.title === title)!.passages;
    expect(of('God so loved')).toEqual([
      { osis: 'John.3.16', citations: 3 },
      { osis: 'Rom.8.28', citations: 1 },
    ]);
    expect(of('The chapter')).toEqual([{ osis: 'John.3', citations: 2 }]);
    expect(of('Toute la Genèse')).toEqual([
      { osis: 'Gen', citations: 1 },
      { osis: 'John.3.16', citations: 1 },
    ]);
  });

  it('loads the passages of a whole page in one statement', async () => {
    t.sql.length = 0;
    await t.gql('{ posts(pageSize: 20) { items { passages { osis } } } }');
    expect(t.sql.filter((statement) => statement.includes('post_passage'))).toHaveLength(1);
  });

  it('finds a verse inside a chapter reference, a range crossing chapters and a whole book; drafts never', async () => {
    expect(await titlesFor('John 3:16')).toEqual(['God so loved', 'The chapter', 'Toute la Genèse']);
    expect(await titlesFor('Romans 9:1')).toEqual(['No condemnation']);
    expect(await titlesFor('Romans 8:28')).toEqual(['No condemnation', 'God so loved']);
    expect(await titlesFor('Gen 12:1')).toEqual(['Toute la Genèse']);
    expect(await titlesFor('Romans')).toEqual(['No condemnation', 'God so loved']);
    // Citations of the overlapping passages added up (3, 2, 1, 1), then the newest.
    expect(await titlesFor('Jean 3,16; Rm 9,1')).toEqual([
      'God so loved',
      'The chapter',
      'Toute la Genèse',
      'No condemnation',
    ]);
    expect(await titlesFor('John.3.17-John.3.18')).toEqual(['The chapter']);
    expect(await titlesFor('Jude 3')).toEqual([]);
  });

  it('puts the posts of `locale` first, then the most cited, then the newest; pages', async () => {
    expect(await titlesFor('John 3', { l: 'fr' })).toEqual(['Toute la Genèse', 'God so loved', 'The chapter']);
    const second = await byPassage('John 3', { p: 2, s: 2 });
    expect(second.data!.postsByPassage).toMatchObject({ totalItems: 3, items: [{ title: 'Toute la Genèse' }] });
    // Past the last page: no post, the total still told.
    const beyond = await byPassage('John 3', { p: 5, s: 2 });
    expect(beyond.data!.postsByPassage).toMatchObject({ totalItems: 3, items: [] });
  });

  it('answers BAD_USER_INPUT echoing a reference it cannot read', async () => {
    const result = await byPassage('my favourite verse');
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toContain('my favourite verse');
  });

  it('replaces the passages when the post is saved again, and drops them with the post', async () => {
    const post = await createPost(t, token, { title: 'Changing', sections: paragraph('Psalm 23') });
    expect((await storedPassages(post.id)).map((row) => row.osis)).toEqual(['Ps.23']);
    const updated = await t.gql(
      'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
      { id: post.id, input: { sections: paragraph('Psalm 91:1 and Psalm 91:1') } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(await storedPassages(post.id)).toEqual([{ osis: 'Ps.91.1', citations: 2, start: 19091001, end: 19091001 }]);
    await t.gql('mutation ($id: ID!) { deletePost(id: $id) }', { id: post.id }, { token });
    expect(await storedPassages(post.id)).toEqual([]);
  });

  it('finds references in a text for linking', async () => {
    const result = await t.gql(
      'query ($text: String!) { parseReferences(text: $text, locale: es) { osis text index length } }',
      { text: 'Véase Juan 3,16 y Génesis 1:1; tengo 5 años.' },
    );
    expect(result.data!.parseReferences).toEqual([
      { osis: 'John.3.16', text: 'Juan 3,16', index: 6, length: 9 },
      { osis: 'Gen.1.1', text: 'Génesis 1:1', index: 18, length: 11 },
    ]);
  });

  it('serves the posts of a passage over REST, and 400 for an unreadable ref', async () => {
    const ok = await fetch(`${t.url}/api/blogs/passage?ref=${encodeURIComponent('John 3:16')}&page=1`);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { blogs: { title: string }[]; pagination: { totalItems: number } };
    expect(body.blogs.map((post) => post.title)).toEqual(['God so loved', 'The chapter', 'Toute la Genèse']);
    const bad = await fetch(`${t.url}/api/blogs/passage?ref=nothing`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('nothing');
  });

  it('rebuilds every post from its stored text', async () => {
    await sql('delete from post_passage');
    const report = await new PassageService(t.app.orm.em.fork(), () => new Date()).rebuild();
    expect(report.posts).toBe(5);
    expect(report.passages).toBe(7);
    expect(await titlesFor('John 3:16')).toEqual(['God so loved', 'The chapter', 'Toute la Genèse']);
  });

  it('back-fills the posts of a content import', async () => {
    const post: BundlePost = {
      slug: 'imported-psalm',
      locale: Locale.it,
      translationOf: null,
      title: 'Il buon pastore',
      excerpt: 'Salmi 23,1',
      author: 'Admin',
      tags: [],
      date: '2024-02-01T00:00:00.000Z',
      status: 'published',
      publishedAt: '2024-02-01T00:00:00.000Z',
      allowComments: true,
      cover: null,
      createdAt: '2024-02-01T00:00:00.000Z',
      updatedAt: '2024-02-01T00:00:00.000Z',
      sections: [{ title: '', content: '<p>Giovanni 10,11</p>', image: null }],
      comments: [],
    };
    const bundle: ContentBundle = {
      format: BUNDLE_FORMAT,
      version: BUNDLE_VERSION,
      siteSettings: null,
      featured: [],
      uploads: [],
      posts: [post],
    };
    const report = await importBundle(
      { orm: t.app.orm, storage: t.app.deps.storage, uploadMaxBytes: 1 << 20 },
      bundle,
      t.dataDir,
    );
    expect(report.problems).toEqual([]);
    const [{ id }] = await sql<{ id: number }>(`select id from post where slug = 'imported-psalm'`);
    expect((await storedPassages(id)).map((row) => row.osis)).toEqual(['Ps.23.1', 'John.10.11']);
  });
});

// Spurgeon's Morning and Evening, from the corpus.
const describeWithCorpus = hasCorpus ? describe : describe.skip;

describe('the posts of a passage', () => {
  beforeAll(() => t.reset());

  it('gives each post as `post` reads it (dates, tags, cover, counts)', async () => {
    const image = await upload(t, token, PNG_1x1);
    const created = await createPost(t, token, {
      title: 'With a cover',
      coverId: image.id,
      tags: ['strength', 'Philippians'],
      sections: paragraph('I can do all things: Philippians 4:13.'),
    });
    const listed = await t.gql<{ postsByPassage: { items: { id: string }[] } }>(
      `{ postsByPassage(reference: "Phil 4:13") { items { ${POST_FIELDS} } } }`,
    );
    expect(listed.data!.postsByPassage.items.map((post) => post.id)).toEqual([created.id]);
    await expectListedAsRead(t, listed.data!.postsByPassage.items);
    expect(listed.data!.postsByPassage.items[0]).toMatchObject({
      cover: expect.stringContaining('/uploads/'),
      tags: ['strength', 'Philippians'],
    });
  });
});

describeWithCorpus("Spurgeon's readings: each key verse is among the passages found", () => {
  /**
   * Key verses the index does not find as written, with why (none today: every reading's
   * reference reads as a reference and the excerpt carries it).
   */
  const KNOWN_MISSES = new Map<string, string>([]);

  it('finds the key verse of every reading', async () => {
    await t.reset();
    const books = await loadBooks(join(CORPUS_DIR, CORPUS_PATHS.books));
    const readings = parseSpurgeon(await readFile(join(CORPUS_DIR, CORPUS_PATHS.spurgeon), 'utf8'));
    const posts = readings.map((reading) => readingPost(reading, books));
    const report = await importBundle(
      { orm: t.app.orm, storage: t.app.deps.storage, uploadMaxBytes: 1 << 20 },
      { format: BUNDLE_FORMAT, version: BUNDLE_VERSION, siteSettings: null, featured: [], uploads: [], posts },
      t.dataDir,
    );
    expect(report.problems).toEqual([]);
    const rows = await sql<{ slug: string; start: number; end: number }>(
      `select p.slug, lower(pp.range) as start, upper(pp.range) - 1 as "end" from post_passage pp join post p on p.id = pp.post_id`,
    );
    const found = new Map<string, { start: number; end: number }[]>();
    for (const row of rows) found.set(row.slug, [...(found.get(row.slug) ?? []), row]);
    const misses: string[] = [];
    readings.forEach((reading, index) => {
      const { reference } = splitKeyVerse(reading.keyverse);
      const keys = parseReference(reference, Locale.en);
      const passages = found.get(posts[index].slug) ?? [];
      const covered =
        keys !== null &&
        keys.every((key) => passages.some((passage) => passage.start <= key.start && key.end <= passage.end));
      if (!covered) misses.push(`${posts[index].slug}: ${reference}`);
    });
    const share = (100 * (readings.length - misses.length)) / readings.length;
    console.log(`Spurgeon key verses found: ${share.toFixed(2)} % of ${readings.length}; misses: ${misses.join('; ')}`);
    expect(misses.filter((miss) => !KNOWN_MISSES.has(miss.split(':')[0]))).toEqual([]);

    // The figure the README quotes for `passages --rebuild` (printed, never asserted: CI machines vary).
    const started = process.hrtime.bigint();
    const rebuilt = await new PassageService(t.app.orm.em.fork(), () => new Date()).rebuild();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`Rebuilt ${rebuilt.passages} passages of ${rebuilt.posts} posts in ${ms.toFixed(0)} ms`);
  });
});
