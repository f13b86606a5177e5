import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, pickInitialLocale } from './locales';

const here = dirname(fileURLToPath(import.meta.url));
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(here, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = load('en');

/** ICU arguments of a message ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

describe('message catalogs', () => {
  it('has one catalog per language and no other', () => {
    const files = readdirSync(here).filter((name) => /^[a-z]{2}\.json$/.test(name));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    const catalog = load(locale);
    const missing = Object.keys(en).filter((key) => !(key in catalog));
    const extra = Object.keys(catalog).filter((key) => !(key in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s: every message is non-empty, valid ICU, with the English arguments', (locale) => {
    const catalog = load(locale);
    for (const [key, message] of Object.entries(catalog)) {
      expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
      expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
      expect({ key, args: argumentsOf(message) }).toEqual({ key, args: argumentsOf(en[key]) });
    }
  });

  // Messages that are the same words in both languages.
  const SAME_AS_ENGLISH: Record<string, string[]> = { fr: ['tag.count'], es: [], it: [] };

  it.each(['fr', 'es', 'it'])('%s is translated (no message left identical to a long English one)', (locale) => {
    const catalog = load(locale);
    const untranslated = Object.keys(en).filter(
      (key) => en[key].length > 20 && catalog[key] === en[key] && !SAME_AS_ENGLISH[locale].includes(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('quotes the spec strings exactly in English', () => {
    expect(en['comments.required']).toBe('All fields are required!');
    expect(en['post.notFound']).toBe('Post not found.');
    expect(en['tags.loading']).toBe('Loading topics...');
    expect(en['tags.empty.title']).toBe('No Topics Available');
    expect(en['tags.empty.text']).toBe('There are currently no topics to display. Check back later!');
    expect(en['post.anonymous']).toBe('Anonymous');
    expect(en['post.noDescription']).toBe('No description available');
    expect(new IntlMessageFormat(en['home.search.found'], 'en').format({ count: 3, term: 'grace' })).toBe(
      'Found 3 result(s) for "grace"',
    );
    expect(new IntlMessageFormat(en['home.search.none'], 'en').format({ term: 'x' })).toBe('No blogs found for "x"');
    expect(new IntlMessageFormat(en['tag.empty'], 'en').format({ tag: 'hope' })).toBe(
      'No posts found with tag "#hope"',
    );
    expect(new IntlMessageFormat(en['tags.error'], 'en').format({ message: 'boom' })).toBe(
      'Error loading topics: boom',
    );
  });
});

describe('pickInitialLocale', () => {
  it('prefers the stored choice, then a supported browser language, then English', () => {
    expect(pickInitialLocale('it', ['fr-FR'])).toBe('it');
    expect(pickInitialLocale(null, ['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(pickInitialLocale('xx', ['FR-ca'])).toBe('fr');
    expect(pickInitialLocale(null, ['de', 'ja'])).toBe('en');
    expect(pickInitialLocale(undefined, [])).toBe('en');
  });
});
