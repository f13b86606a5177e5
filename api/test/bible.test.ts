import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Locale } from '../src/common/locale.js';
import { loadBibles } from '../src/modules/bible/bible-loader.js';
import { BibleService } from '../src/modules/bible/bible.service.js';
import { chapterRange } from '../src/modules/bible/canon.js';
import { CORPUS_PATHS, isCorpusDir } from '../src/modules/content/corpus/corpus.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// Bibles as data, on a real database: the loader on the real corpus (a few books in most steps,
// the four whole Bibles once), the passage reads over GraphQL and REST. Without the corpus
// (../shared/corpus, or CORPUS_DIR) the suite is skipped, saying why.
const corpusDir = process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));
const biblesDir = join(corpusDir, CORPUS_PATHS.bibles);
const present = isCorpusDir(corpusDir);
const describeWithCorpus = present ? describe : describe.skip;
if (!present) {
  const reason = `Bible tests skipped: no corpus at ${corpusDir} (set CORPUS_DIR to the corpus folder)`;
  console.warn(reason);
  it.skip(reason, () => {});
}

/** Genesis, Exodus, Ruth, 1 Samuel, Psalms, John, Jude, Revelation: what the passage cases read. */
const BOOKS = [1, 2, 8, 9, 19, 43, 65, 66];

const PASSAGE = `query ($reference: String!, $translation: String) {
  passage(reference: $reference, translation: $translation) {
    osis label truncated
    translation { code name shortName language licence verseCount }
    verses { book chapter verse text osis }
  }
}`;

describeWithCorpus('Bibles as data', () => {
  let t: TestApp;
  let dropDir: string;
  const em = () => t.app.orm.em.fork();
  const passage = (reference: string, translation?: string) =>
    t.gql<{ passage: any }>(PASSAGE, { reference, translation });
  const count = async (code: string) => {
    const [row] = await em().execute<{ count: string }[]>(
      'select count(*) as count from bible_verse v join bible_translation t on t.id = v.translation_id where t.code = ?',
      [code],
    );
    return Number(row.count);
  };

  beforeAll(async () => {
    t = await startTestApp();
    dropDir = await mkdtemp(join(tmpdir(), 'bible-drop-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dropDir) await rm(dropDir, { recursive: true, force: true });
  });

  it('loads a few books of the four Bibles, with the book names of the four lists', async () => {
    const report = await loadBibles(em(), biblesDir, { books: BOOKS });
    expect(report.skipped).toEqual([]);
    expect(report.bookNames).toBe(264);
    expect(report.translations.map(({ code, language, status }) => [code, language, status])).toEqual([
      ['diodati', 'it', 'created'],
      ['kjv', 'en', 'created'],
      ['rv_1909', 'es', 'created'],
      ['segond_1910', 'fr', 'created'],
    ]);
    // Genesis 1,533 + Exodus 1,213 + Ruth 85 + 1 Samuel 810 + Psalms 2,461 + John 879 + Jude 25 + Revelation 404.
    for (const translation of report.translations) expect(translation.verses).toBe(7410);
    expect(await count('kjv')).toBe(7410);
    const service = new BibleService(em());
    const french = await service.bookNames(Locale.fr);
    expect(french).toHaveLength(66);
    expect(french[18]).toMatchObject({ book: 19, osis: 'Ps', name: 'Psaumes' });
    expect(french[21].name).toBe('Cantique des cantiques');
    expect((await service.bookNames(Locale.es))[65].name).toBe('Apocalipsis');
    expect((await service.bookNames(Locale.en))[0]).toEqual({
      book: 1,
      osis: 'Gen',
      name: 'Genesis',
      abbreviations: ['Gen', 'Gn'],
    });
    const psalm = await service.verses('kjv', chapterRange(19, 23));
    expect(psalm.map((row) => row.verse)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('loads the four whole Bibles, then a second run changes nothing and is quick', async () => {
    const started = Date.now();
    const full = await loadBibles(em(), biblesDir);
    const seconds = (Date.now() - started) / 1000;
    console.log(`four Bibles loaded in ${seconds.toFixed(1)} s`);
    expect(full.translations.map(({ code, verses, status }) => [code, verses, status])).toEqual([
      ['diodati', 31102, 'replaced'],
      ['kjv', 31102, 'replaced'],
      ['rv_1909', 31102, 'replaced'],
      ['segond_1910', 31102, 'replaced'],
    ]);
    expect(full.bookNames).toBe(0);
    for (const code of ['diodati', 'kjv', 'rv_1909', 'segond_1910']) expect(await count(code)).toBe(31102);

    const [before] = await em().execute<{ version: string }[]>('select version from content_version');
    const againStarted = Date.now();
    const again = await loadBibles(em(), biblesDir);
    expect(Date.now() - againStarted).toBeLessThan(5000);
    expect(again.translations.map((translation) => translation.status)).toEqual(Array(4).fill('unchanged'));
    expect(again.bookNames).toBe(0);
    const [after] = await em().execute<{ version: string }[]>('select version from content_version');
    expect(after.version).toBe(before.version);
  });

  it('lists the translations over GraphQL', async () => {
    const { data } = await t.gql<{ bibleTranslations: any[] }>(
      '{ bibleTranslations { code name shortName language licence verseCount } }',
    );
    expect(data!.bibleTranslations).toEqual([
      expect.objectContaining({ code: 'diodati', language: 'it', licence: 'Public domain', verseCount: 31102 }),
      {
        code: 'kjv',
        name: 'Authorized King James Version',
        shortName: 'KJV',
        language: 'en',
        licence: 'Public domain; Crown copyright in the United Kingdom',
        verseCount: 31102,
      },
      expect.objectContaining({ code: 'rv_1909', language: 'es', shortName: 'RV 1909' }),
      expect.objectContaining({ code: 'segond_1910', language: 'fr', name: 'Louis Segond 1910' }),
    ]);
  });

  it('reads one verse, in the KJV by default', async () => {
    const { data, errors } = await passage('John 3:16');
    expect(errors).toBeUndefined();
    expect(data!.passage).toMatchObject({ osis: 'John.3.16', label: 'John 3:16', truncated: false });
    expect(data!.passage.translation.code).toBe('kjv');
    expect(data!.passage.verses).toEqual([
      {
        book: 'John',
        chapter: 3,
        verse: 16,
        osis: 'John.3.16',
        text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
      },
    ]);
  });

  it('reads a reference in the translation language and labels it so', async () => {
    const { data } = await passage('Jean 3:16-18', 'segond_1910');
    expect(data!.passage).toMatchObject({ osis: 'John.3.16-John.3.18', label: 'Jean 3:16-18', truncated: false });
    expect(data!.passage.verses.map((verse: any) => verse.osis)).toEqual(['John.3.16', 'John.3.17', 'John.3.18']);
    expect(data!.passage.verses[0].text).toMatch(/^Car Dieu a tant aimé le monde/);
    expect((await passage('Rev.22.21', 'rv_1909')).data!.passage.label).toBe('Apocalipsis 22:21');
    expect((await passage('John.3.16-John.3.18', 'DIODATI')).data!.passage.label).toBe('Giovanni 3:16-18');
  });

  it('labels the references found in a text with the book names of its language', async () => {
    const { data } = await t.gql<{ parseReferences: any[] }>(
      'query ($text: String!) { parseReferences(text: $text, locale: fr) { osis text label } }',
      { text: 'Voir Jn 3.16, Ps 23 et Apocalypse 22:1-5 ; 1 Sam 1-2.' },
    );
    expect(data!.parseReferences).toEqual([
      { osis: 'John.3.16', text: 'Jn 3.16', label: 'Jean 3:16' },
      { osis: 'Ps.23', text: 'Ps 23', label: 'Psaume 23' },
      { osis: 'Rev.22.1-Rev.22.5', text: 'Apocalypse 22:1-5', label: 'Apocalypse 22:1-5' },
      { osis: '1Sam.1-1Sam.2', text: '1 Sam 1-2', label: '1 Samuel 1-2' },
    ]);
  });

  it('reads a range across chapters and across books', async () => {
    const { data } = await passage('John 3:35-4:2');
    expect(data!.passage).toMatchObject({ osis: 'John.3.35-John.4.2', label: 'John 3:35-4:2', truncated: false });
    expect(data!.passage.verses.map((verse: any) => verse.osis)).toEqual([
      'John.3.35',
      'John.3.36',
      'John.4.1',
      'John.4.2',
    ]);
    const across = (await passage('Ruth.4.22-1Sam.1.1')).data!.passage;
    expect(across).toMatchObject({ osis: 'Ruth.4.22-1Sam.1.1', label: 'Ruth 4:22 - 1 Samuel 1:1', truncated: false });
    expect(across.verses).toHaveLength(2);
  });

  it('reads a whole chapter: Psalm 23 has 6 verses in the KJV', async () => {
    const { data } = await passage('Ps.23');
    expect(data!.passage).toMatchObject({ osis: 'Ps.23', label: 'Psalm 23', truncated: false });
    expect(data!.passage.verses).toHaveLength(6);
    // The corpus merges each psalm's title into its verse 1.
    expect(data!.passage.verses[0].text).toBe('A Psalm of David. The LORD is my shepherd; I shall not want.');
    expect((await passage('Psaume 23', 'segond_1910')).data!.passage.label).toBe('Psaume 23');
    const book = (await passage('Jude')).data!.passage;
    expect(book).toMatchObject({ osis: 'Jude', label: 'Jude', truncated: false });
    expect(book.verses).toHaveLength(25);
  });

  it('cuts a range past 3 chapters to its first 3 and flags it', async () => {
    const { data } = await passage('Gen.1-Gen.50');
    expect(data!.passage).toMatchObject({ osis: 'Gen.1-Gen.3', label: 'Genesis 1-3', truncated: true });
    expect(data!.passage.verses).toHaveLength(31 + 25 + 24);
    const book = (await passage('Genèse', 'segond_1910')).data!.passage;
    expect(book).toMatchObject({ osis: 'Gen.1-Gen.3', label: 'Genèse 1-3', truncated: true });
    const across = (await passage('Gen.49.28-Exod.5.1')).data!.passage;
    // Genesis 49, Genesis 50, Exodus 1.
    expect(across).toMatchObject({ osis: 'Gen.49.28-Exod.1', label: 'Genesis 49:28 - Exodus 1:22', truncated: true });
    expect(across.verses[across.verses.length - 1].osis).toBe('Exod.1.22');
    // Three chapters exactly are not cut.
    expect((await passage('Gen.1-Gen.3')).data!.passage).toMatchObject({ osis: 'Gen.1-Gen.3', truncated: false });
  });

  it('answers NOT_FOUND for an unknown translation and BAD_USER_INPUT quoting an unreadable reference', async () => {
    const unknown = await passage('John 3:16', 'nope');
    expect(unknown.data?.passage ?? null).toBeNull();
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(unknown.errors![0].message).toContain('"nope"');
    const unreadable = await passage('the lord is my shepherd');
    expect(unreadable.status).toBe(400);
    expect(unreadable.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(unreadable.errors![0].message).toContain('"the lord is my shepherd" is not a Bible reference');
    expect((await passage('John 3:16; Rom 8:28')).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    // A reference the canon allows but the text does not have.
    expect((await passage('John.3.99')).data!.passage).toBeNull();
  });

  it('serves the same passage over REST', async () => {
    const ok = await fetch(
      `${t.url}/api/bible/passage?ref=${encodeURIComponent('Jean 3:16-18')}&translation=segond_1910`,
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as any;
    expect(body).toMatchObject({ osis: 'John.3.16-John.3.18', label: 'Jean 3:16-18', truncated: false });
    expect(body.translation.code).toBe('segond_1910');
    expect(body.verses).toHaveLength(3);
    const unknown = await fetch(`${t.url}/api/bible/passage?ref=John.3.16&translation=nope`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).code).toBe('NOT_FOUND');
    const bad = await fetch(`${t.url}/api/bible/passage?ref=${encodeURIComponent('hello world')}`);
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as any;
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.error).toContain('"hello world"');
    expect((await fetch(`${t.url}/api/bible/passage`)).status).toBe(400);
  });

  it('loads a module dropped next to the others, skips one it cannot serve, and replaces a changed one', async () => {
    const kjv = join(biblesDir, 'kjv');
    const info = JSON.parse(await readFile(join(kjv, 'info.json'), 'utf8')) as Record<string, unknown>;
    const lines = (await readFile(join(kjv, 'verses.txt'), 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('#') || line.startsWith('43|3|'));
    const writeModule = async (folder: string, fields: Record<string, unknown>, rows: string[]) => {
      await mkdir(join(dropDir, folder), { recursive: true });
      await writeFile(join(dropDir, folder, 'info.json'), JSON.stringify({ ...info, ...fields }));
      await writeFile(join(dropDir, folder, 'verses.txt'), `${rows.join('\n')}\n`);
    };
    await writeModule('mine', { module: 'mine', name: 'My Bible', shortname: 'MB', copyright_id: 1 }, lines);
    await writeModule('german', { module: 'luther', lang_short: 'de' }, lines);
    await cp(join(biblesDir, 'bible_books'), join(dropDir, 'bible_books'), { recursive: true });

    const first = await loadBibles(em(), dropDir);
    expect(first.translations).toEqual([
      { code: 'mine', name: 'My Bible', language: 'en', verses: 36, status: 'created' },
    ]);
    expect(first.skipped).toEqual([
      { folder: 'german', reason: `language "de" is not one of the site's (en, fr, es, it)` },
    ]);
    expect(await count('kjv')).toBe(31102);

    // Cached first, then the module changes: the next answer has the new text.
    const read = () =>
      fetch(`${t.url}/api/bible/passage?ref=John.3.16&translation=mine`).then(async (response) => ({
        cache: response.headers.get('x-cache'),
        body: (await response.json()) as any,
      }));
    expect((await read()).body.verses[0].text).toMatch(/^For God so loved/);
    expect((await read()).cache).toBe('HIT');
    const changed = lines.map((line) => (line.startsWith('43|3|16|') ? '43|3|16|God loved the world.||' : line));
    await writeModule(
      'mine',
      { module: 'mine', name: 'My Bible', shortname: 'MB', copyright_id: 1 },
      changed.slice(0, -1),
    );
    const second = await loadBibles(em(), dropDir);
    expect(second.translations).toEqual([
      { code: 'mine', name: 'My Bible', language: 'en', verses: 35, status: 'replaced' },
    ]);
    expect(await count('mine')).toBe(35);
    expect((await read()).body.verses[0].text).toBe('God loved the world.');
  });
});
