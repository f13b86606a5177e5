import fc from 'fast-check';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// PUT /api/admin/blogs/{id} changes what it is sent and nothing else: a field absent from the
// body keeps its stored value (the locale of a translation, a published status, the cover...),
// whatever subset of the editor body a client sends.

/** Runs per database; PUT_RUNS=200 searches deeper (fast-check prints the seed of any failure). */
const RUNS = Number(process.env.PUT_RUNS) || 25;

let t: TestApp;
let token: string;
/** Ids of uploaded images a cover can point to. */
let images: string[];
beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  images = [];
  for (const name of ['a.png', 'b.png']) {
    const uploaded = await uploadFile(t, token, PNG_1x1, name);
    images.push(uploaded.body.data!.uploadImage.id);
  }
});
afterAll(() => t.close());

const LOCALES = ['en', 'fr', 'es', 'it'] as const;
type Locale = (typeof LOCALES)[number];
const WORDS = ['grace', 'faith', 'hope', 'Psalms', 'light', 'peace', 'bread', 'vine'];

const word = fc.constantFrom(...WORDS);
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const tags = fc.uniqueArray(word, { maxLength: 4, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() });
const sections = fc.array(fc.record({ title: phrase, content: word.map((text) => `<p>${text}</p>`) }), {
  minLength: 1,
  maxLength: 3,
});
/** Days well away from now, so past and future stay what they are while the test runs. */
const day = fc
  .record({ year: fc.constantFrom(2019, 2022, 2024, 2031, 2035), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}-15`);
const otherLocale = (taken: Locale) => fc.constantFrom(...LOCALES.filter((locale) => locale !== taken));

/** A stored post: a translation of another post, every field set to something other than its default. */
const storedPost = fc.constantFrom(...LOCALES).chain((sourceLocale) =>
  fc.record({
    sourceLocale: fc.constant(sourceLocale),
    locale: otherLocale(sourceLocale),
    title: phrase,
    excerpt: phrase,
    author: word,
    tags,
    sections,
    date: day,
    status: fc.constantFrom('DRAFT', 'TO_PUBLISH'),
    allowComments: fc.boolean(),
    cover: fc.constantFrom(0, 1),
  }),
);

let slugs = 0;
/** Any subset of the documented PUT body, including `cover` (ignored: coverId decides). */
const putBody = (sourceLocale: Locale) =>
  fc.record(
    {
      title: phrase,
      excerpt: phrase,
      author: word,
      tags,
      sections,
      date: fc.oneof(
        day,
        day.map((value) => `${value}T10:30:00.000Z`),
      ),
      status: fc.constantFrom('draft', 'to_publish', 'published'),
      allowComments: fc.boolean(),
      coverId: fc.constantFrom<number | null>(0, 1, null),
      cover: fc.constant('/uploads/elsewhere.png'),
      locale: otherLocale(sourceLocale),
      slug: word.map((text) => `${text.toLowerCase()}-put-${++slugs}`),
    },
    { requiredKeys: [] },
  );

const READ = `query ($id: ID!) { adminPost(id: $id) {
  id slug locale title excerpt author tags date status allowComments coverId cover
  sections { title content orderIndex } translations { id locale } } }`;

const readPost = async (id: string) => (await t.gql(READ, { id }, { token })).data!.adminPost;

/** The status readers see after a save: a post sent to publish is scheduled while its date is ahead. */
const visibleStatus = (intent: string, date: string) =>
  intent.toUpperCase() === 'DRAFT' ? 'DRAFT' : new Date(date) > new Date() ? 'TO_PUBLISH' : 'PUBLISHED';

const isoDate = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString();

describe('PUT /api/admin/blogs/{id} with part of the body', () => {
  it('applies every field sent and leaves every field not sent as stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        storedPost.chain((stored) => fc.tuple(fc.constant(stored), putBody(stored.sourceLocale))),
        async ([stored, body]) => {
          const source = await createPost(t, token, { locale: stored.sourceLocale });
          const created = await createPost(t, token, {
            locale: stored.locale,
            translationOf: source.id,
            title: stored.title,
            excerpt: stored.excerpt,
            author: stored.author,
            tags: stored.tags,
            sections: stored.sections,
            date: isoDate(stored.date),
            status: stored.status as 'DRAFT' | 'TO_PUBLISH',
            allowComments: stored.allowComments,
            coverId: images[stored.cover],
          });
          const before = await readPost(created.id);
          const sent = { ...body, ...(body.coverId != null ? { coverId: images[body.coverId] } : {}) };

          const response = await fetch(`${t.url}/api/admin/blogs/${created.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(sent),
          });
          expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 200 });

          const after = await readPost(created.id);
          const date = 'date' in sent ? isoDate(sent.date!) : before.date;
          const expected = {
            ...before,
            ...('title' in sent ? { title: sent.title } : {}),
            ...('excerpt' in sent ? { excerpt: sent.excerpt } : {}),
            ...('author' in sent ? { author: sent.author } : {}),
            ...('tags' in sent ? { tags: sent.tags } : {}),
            ...('locale' in sent ? { locale: sent.locale } : {}),
            ...('slug' in sent ? { slug: sent.slug } : {}),
            ...('allowComments' in sent ? { allowComments: sent.allowComments } : {}),
            ...('coverId' in sent ? { coverId: sent.coverId, cover: sent.coverId ? expect.any(String) : null } : {}),
            ...('sections' in sent
              ? { sections: sent.sections!.map((section, orderIndex) => ({ ...section, orderIndex })) }
              : {}),
            date,
            // Without a status the post keeps its intent (draft, or published from its date).
            status: visibleStatus('status' in sent ? sent.status! : before.status === 'DRAFT' ? 'DRAFT' : 'x', date),
            // The translation link is never touched by PUT.
            translations: [{ id: source.id, locale: stored.sourceLocale }],
          };
          expect(after).toEqual(expected);
          if ('coverId' in sent && sent.coverId) expect(after.cover).toMatch(/^\/uploads\//);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps a French translation French when the spec body (no locale) is sent', async () => {
    const source = await createPost(t, token, { locale: 'en', title: 'Grace' });
    const french = await createPost(t, token, { locale: 'fr', translationOf: source.id, title: 'Grâce' });
    const response = await fetch(`${t.url}/api/admin/blogs/${french.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'La grâce',
        excerpt: 'Résumé',
        sections: [{ title: 'Un', content: '<p>Texte</p>', image: null, imageId: null, orderIndex: 0 }],
        cover: null,
        coverId: null,
        author: 'Marie',
        tags: ['foi'],
        date: '2024-05-01',
        status: 'published',
        allowComments: true,
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ locale: 'fr', title: 'La grâce', status: 'published' });
    expect(await readPost(french.id)).toMatchObject({ locale: 'fr', translations: [{ id: source.id, locale: 'en' }] });
  });
});
