import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type ContentBundle } from '../src/modules/content/bundle.js';
import { BIBLE_MODULES, biblePosts, cleanVerse, parseVerses, type Verse } from '../src/modules/content/corpus/bible.js';
import { bookOfReference, type Book, loadBooks } from '../src/modules/content/corpus/books.js';
import { CORPUS_PATHS, isCorpusDir } from '../src/modules/content/corpus/corpus.js';
import { parseSpurgeon, readingPost, type SpurgeonReading } from '../src/modules/content/corpus/spurgeon.js';
import { importBundle } from '../src/modules/content/import.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// The corpus adapter (issue part 3) on a slice of each corpus file. The corpus stays outside the
// repository (../shared/corpus, or CORPUS_DIR): without it these tests are skipped, saying why.
const corpusDir = process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));
const present = isCorpusDir(corpusDir);
const describeWithCorpus = present ? describe : describe.skip;
const skipReason = `corpus adapter tests skipped: no corpus at ${corpusDir} (set CORPUS_DIR to the corpus folder)`;
if (!present) {
  console.warn(skipReason);
  it.skip(skipReason, () => {});
}

/** The verse rows of a few chapters, picked from the full file (keys "book|chapter|"). */
async function slice(module: string, chapters: string[]): Promise<Verse[]> {
  const file = join(corpusDir, CORPUS_PATHS.bibles, module, 'verses.txt');
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n').filter((line) => line.startsWith('#') || chapters.some((key) => line.startsWith(key)));
  return parseVerses(lines.join('\n'), file);
}

describeWithCorpus('corpus adapter', () => {
  const CHAPTERS = ['1|1|', '1|28|', '19|23|', '41|1|', '45|16|', '47|13|'];
  let books: Book[];
  let verses: Map<string, Verse[]>;
  let posts: ContentBundle['posts'];
  let readings: SpurgeonReading[];

  beforeAll(async () => {
    books = await loadBooks(join(corpusDir, CORPUS_PATHS.books));
    verses = new Map();
    for (const bible of BIBLE_MODULES) verses.set(bible.module, await slice(bible.module, CHAPTERS));
    posts = biblePosts(books, verses);
    const all = parseSpurgeon(await readFile(join(corpusDir, CORPUS_PATHS.spurgeon), 'utf8'));
    // The first days, plus readings with the quirks: C1 characters and a hymn.
    readings = [...all.slice(0, 4), ...all.filter((r) => /[\u0080-\u009f]/.test(r.body)).slice(0, 3)];
    readings.push(all.find((r) => r.body.includes('What a blessing to know that the Saviour is mine!'))!);
  });

  const post = (slug: string) => {
    const found = posts.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no post ${slug} among ${posts.map((p) => p.slug).join(', ')}`);
    return found;
  };
  const html = (slug: string) =>
    post(slug)
      .sections.map((section) => section.content)
      .join('\n');

  it('reads the book lists with localized names and fixes their known quirks', () => {
    expect(books).toHaveLength(66);
    expect(books[21].names).toEqual({
      en: 'Song of Solomon',
      fr: 'Cantique des cantiques',
      es: 'Cantares',
      it: 'Cantico dei cantici',
    });
    expect(books[18].names.fr).toBe('Psaumes');
    expect(books[65].names.es).toBe('Apocalipsis');
    expect(books[39].testament).toBe('new');
    expect(bookOfReference(books, 'Psalm 100:2')?.id).toBe(19);
    expect(bookOfReference(books, 'Song of Songs 1:4')?.id).toBe(22);
    expect(bookOfReference(books, '2 Corinthians 7:6')?.id).toBe(47);
  });

  it('makes one post per chapter and language, linked as translations of the English one', () => {
    expect(posts).toHaveLength(CHAPTERS.length * 4);
    const genesis = ['kjv-genesis-1', 'segond-genese-1', 'rv1909-genesis-1', 'diodati-genesi-1'].map(post);
    expect(genesis.map((p) => [p.locale, p.title, p.translationOf])).toEqual([
      ['en', 'Genesis 1', null],
      ['fr', 'Genèse 1', 'kjv-genesis-1'],
      ['es', 'Génesis 1', 'kjv-genesis-1'],
      ['it', 'Genesi 1', 'kjv-genesis-1'],
    ]);
    expect(genesis.map((p) => p.tags)).toEqual([
      ['Genesis', 'Old Testament'],
      ['Genèse', 'Ancien Testament'],
      ['Génesis', 'Antiguo Testamento'],
      ['Genesi', 'Antico Testamento'],
    ]);
    expect(post('kjv-mark-1').tags).toEqual(['Mark', 'New Testament']);
    expect(post('segond-psaumes-23').title).toBe('Psaume 23');
    expect(new Set(genesis.map((p) => p.date)).size).toBe(1);
  });

  it('splits chapters into sections at the paragraph marks, the KJV marks for Spanish and Italian', () => {
    const kjv = post('kjv-genesis-1');
    const marks = verses.get('kjv')!.filter((v) => v.book === 1 && v.chapter === 1 && v.text.startsWith('¶'));
    expect(kjv.sections).toHaveLength(marks.length + (marks[0].verse === 1 ? 0 : 1));
    expect(kjv.sections[0].title).toBe('Verses 1–2');
    expect(post('diodati-genesi-1').sections.map((s) => s.title)[0]).toBe('Versetti 1–2');
    expect(post('rv1909-genesis-1').sections).toHaveLength(kjv.sections.length);
    expect(post('segond-genese-1').sections[1].title).toBe('Versets 3 à 5');
    expect(posts.every((p) => p.sections.every((s) => !s.content.includes('¶')))).toBe(true);
  });

  it('renders bracketed translator additions in italics and verse numbers as superscripts', () => {
    expect(html('kjv-genesis-1')).toContain(
      '<sup>2</sup> And the earth was without form, and void; and darkness <em>was</em> upon',
    );
    expect(html('kjv-genesis-1')).not.toMatch(/[[\]]/);
    expect(post('kjv-genesis-1').excerpt).toBe('In the beginning God created the heaven and the earth.');
  });

  it('normalises capitals at the start of chapters (Reina-Valera, Diodati)', () => {
    expect(post('rv1909-genesis-1').excerpt).toBe('En el principio crió Dios los cielos y la tierra.');
    expect(post('diodati-genesi-1').excerpt).toBe('Nel principio Iddio creò il cielo e la terra.');
    expect(cleanVerse('ALEPH. BIENAVENTURADOS los perfectos', true).text).toBe('Aleph. Bienaventurados los perfectos');
    expect(cleanVerse('I am the LORD', true).text).toBe('I am the LORD');
    expect(cleanVerse('ALL’ANGELO della chiesa', true).text).toBe('All’angelo della chiesa');
  });

  it('turns soft hyphens into ¡, fixes +e, drops stray markers and keeps subscriptions in italics', () => {
    expect(html('rv1909-genesis-28')).toContain('¡Cuán terrible es este lugar!');
    expect(posts.some((p) => /\u00ad/.test(JSON.stringify(p)))).toBe(false);
    expect(html('diodati-marco-1')).toContain('che vi è fra te e noi');
    expect(html('diodati-marco-1')).not.toContain('+e');
    const corinthians = html('rv1909-2-corintios-13');
    expect(corinthians).not.toMatch(/\(G13-1[23]\)/);
    expect(corinthians).toContain('<p><em>Epístola á los Corintios fué enviada de Filipos');
    expect(html('rv1909-romanos-16')).toContain('<p><em>Enviada por medio de Febe');
  });

  it('makes one English post per Spurgeon reading, dated by its day, the key verse as excerpt', () => {
    const [first] = readings;
    const reading = readingPost(first, books);
    expect(reading).toMatchObject({
      slug: 'spurgeon-january-1-morning',
      locale: 'en',
      title: 'January 1, Morning: They did eat of the fruit of the land of Canaan that year',
      date: '2024-01-01T06:00:00.000Z',
      excerpt: '"They did eat of the fruit of the land of Canaan that year." (Joshua 5:12)',
      tags: ['Joshua', 'Morning and Evening'],
      author: 'C. H. Spurgeon',
    });
    const paragraphs = first.body
      .split('\n\n\n')
      .slice(1)
      .filter((p) => p.trim());
    expect(reading.sections).toHaveLength(paragraphs.length);
    expect(reading.sections[0].content).toMatch(/^<p>Israel's weary wanderings were all over/);
    expect(readingPost(readings[1], books).date).toBe('2024-01-01T18:00:00.000Z');
    expect(readingPost(readings[1], books).tags[0]).toBe('Song of Solomon');
  });

  it('maps stray C1 characters to punctuation and keeps hymn lines apart', () => {
    const cleaned = readings.map((r) => readingPost(r, books));
    for (const reading of cleaned) expect(JSON.stringify(reading)).not.toMatch(/[\u0080-\u009f]/);
    expect(cleaned.some((reading) => reading.sections.some((s) => /\w—\w/.test(s.content)))).toBe(true);
    const hymn = cleaned[cleaned.length - 1].sections.find((s) => s.content.includes('comfort divine'))!;
    expect(hymn.content).toContain('comfort divine!<br>What a blessing');
    // A single line break inside prose is a page-break leftover: joined with a space.
    expect(cleaned.every((reading) => reading.sections.every((s) => !s.content.includes('\n')))).toBe(true);
  });

  describe('loading the slice through the import', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t?.close());

    it('imports every record and makes the chapters searchable and browsable in each language', async () => {
      const bundle: ContentBundle = {
        format: BUNDLE_FORMAT,
        version: BUNDLE_VERSION,
        siteSettings: null,
        featured: [],
        uploads: [],
        posts: [...posts, ...readings.map((r) => readingPost(r, books))],
      };
      const deps = { orm: t.app.orm, storage: t.app.deps.storage, uploadMaxBytes: 1 << 20 };
      const report = await importBundle(deps, bundle, corpusDir);
      expect(report.problems).toEqual([]);
      expect(report.posts.created).toBe(bundle.posts.length);

      for (const [locale, word, slug] of [
        ['en', 'light', 'kjv-genesis-1'],
        ['fr', 'lumière', 'segond-genese-1'],
        ['es', 'luz', 'rv1909-genesis-1'],
        ['it', 'luce', 'diodati-genesi-1'],
      ]) {
        const { data } = await t.gql(
          'query ($q: String, $l: Locale) { posts(search: $q, locale: $l) { items { slug } } }',
          {
            q: word,
            l: locale,
          },
        );
        expect(data!.posts.items.map((p: any) => p.slug)).toContain(slug);
      }
      const { data } = await t.gql(`{
        post(slug: "segond-genese-1") { translations { locale } }
        postsByTag(tag: "Antico Testamento", locale: it) { totalCount }
      }`);
      expect(data!.post.translations.map((p: any) => p.locale).sort()).toEqual(['en', 'es', 'it']);
      expect(data!.postsByTag.totalCount).toBe(3);

      const again = await importBundle(deps, bundle, corpusDir);
      expect(again.posts).toEqual({ created: 0, skipped: bundle.posts.length, failed: 0 });
    });
  });
});
