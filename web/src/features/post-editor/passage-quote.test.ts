import { serializeHtml } from './html/serialize';
import { defaultTranslation, passageQuote } from './passage-quote';

const segond = { shortName: 'Segond 1910' };

describe('the quote of a passage', () => {
  it('is one verse then its citation on a line of its own', () => {
    const quote = passageQuote({
      label: 'Jean 3:16',
      translation: segond,
      verses: [{ chapter: 3, verse: 16, text: 'Car Dieu a tant aimé le monde…' }],
    });
    expect(serializeHtml([quote])).toBe(
      '<blockquote>Car Dieu a tant aimé le monde…<br />— Jean 3:16 (Segond 1910)</blockquote>',
    );
  });

  it('numbers several verses, with the chapter where a new one starts', () => {
    const quote = passageQuote({
      label: 'John 3:36-4:1',
      translation: { shortName: 'KJV' },
      verses: [
        { chapter: 3, verse: 36, text: 'He that believeth…' },
        { chapter: 4, verse: 1, text: 'When therefore the Lord knew…' },
      ],
    });
    expect(serializeHtml([quote])).toBe(
      '<blockquote><sup>36</sup> He that believeth… <sup>4:1</sup> When therefore the Lord knew…' +
        '<br />— John 3:36-4:1 (KJV)</blockquote>',
    );
  });
});

describe('the translation a passage is first read in', () => {
  const loaded = [
    { code: 'diodati', language: 'it' },
    { code: 'kjv', language: 'en' },
    { code: 'ostervald', language: 'fr' },
    { code: 'segond_1910', language: 'fr' },
  ];

  it("is the Bible of the post's language, else another in it, else the first loaded", () => {
    expect(defaultTranslation(loaded, 'fr')).toBe('segond_1910');
    expect(defaultTranslation(loaded.slice(0, 3), 'fr')).toBe('ostervald');
    expect(defaultTranslation(loaded, 'es')).toBe('diodati');
    expect(defaultTranslation([], 'en')).toBeNull();
  });
});
