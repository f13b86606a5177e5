import { absoluteUrl, feedLinks, listVersions, ogLocale, sharedImage, translationVersions } from './head-links';

const ORIGIN = 'https://blog.example.org';

describe('listVersions', () => {
  it('links a page in every language at ?lang=, English without it and again as x-default', () => {
    expect(listVersions('/tags')).toEqual([
      { hrefLang: 'en', path: '/tags' },
      { hrefLang: 'fr', path: '/tags?lang=fr' },
      { hrefLang: 'es', path: '/tags?lang=es' },
      { hrefLang: 'it', path: '/tags?lang=it' },
      { hrefLang: 'x-default', path: '/tags' },
    ]);
  });

  it('adds the language to a path that has a query already', () => {
    expect(listVersions('/?page=2').find((version) => version.hrefLang === 'it')).toEqual({
      hrefLang: 'it',
      path: '/?page=2&lang=it',
    });
  });
});

describe('translationVersions', () => {
  const post = (id: string, locale: 'en' | 'fr' | 'es' | 'it') => ({ id, locale, path: `/blogs/${id}` });

  it('links each translation by its locale, with the English version as x-default', () => {
    expect(translationVersions([post('12', 'fr'), post('14', 'it'), post('11', 'en')])).toEqual([
      { hrefLang: 'en', path: '/blogs/11' },
      { hrefLang: 'fr', path: '/blogs/12' },
      { hrefLang: 'it', path: '/blogs/14' },
      { hrefLang: 'x-default', path: '/blogs/11' },
    ]);
  });

  it('takes the oldest post of a group without English as x-default, the same from every member', () => {
    const fromSpanish = translationVersions([post('30', 'es'), post('9', 'it'), post('21', 'fr')]);
    const fromItalian = translationVersions([post('9', 'it'), post('21', 'fr'), post('30', 'es')]);
    expect(fromSpanish.at(-1)).toEqual({ hrefLang: 'x-default', path: '/blogs/9' });
    expect(fromItalian).toEqual(fromSpanish);
  });

  it('links nothing for a post without translations', () => {
    expect(translationVersions([post('5', 'fr')])).toEqual([]);
  });
});

describe('feedLinks', () => {
  it("announces the site's RSS and Atom feeds in the page's language", () => {
    expect(feedLinks('en')).toEqual([
      { label: 'RSS', type: 'application/rss+xml', path: '/rss.xml?lang=en' },
      { label: 'Atom', type: 'application/atom+xml', path: '/atom.xml?lang=en' },
    ]);
    expect(feedLinks('fr').map((feed) => feed.path)).toEqual(['/rss.xml?lang=fr', '/atom.xml?lang=fr']);
  });

  it("announces a tag's feeds with the tag encoded", () => {
    expect(feedLinks('es', 'fe & esperanza').map((feed) => feed.path)).toEqual([
      '/rss.xml?tag=fe+%26+esperanza&lang=es',
      '/atom.xml?tag=fe+%26+esperanza&lang=es',
    ]);
    expect(feedLinks('en', 'prayer').map((feed) => feed.path)).toEqual([
      '/rss.xml?tag=prayer&lang=en',
      '/atom.xml?tag=prayer&lang=en',
    ]);
  });
});

describe('images and locales', () => {
  it('makes paths absolute on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl(ORIGIN, '/uploads/a.png')).toBe(`${ORIGIN}/uploads/a.png`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png');
  });

  it("shares a post's cover, else the site's 1200x630 social card", () => {
    expect(sharedImage(ORIGIN, { url: '/uploads/c.png', width: 1200, height: 675 })).toEqual({
      url: `${ORIGIN}/uploads/c.png`,
      width: 1200,
      height: 675,
    });
    expect(sharedImage(ORIGIN, null)).toEqual({ url: `${ORIGIN}/og-image.png`, width: 1200, height: 630 });
  });

  it('names each language as Open Graph does', () => {
    expect(['en', 'fr', 'es', 'it'].map((locale) => ogLocale(locale as 'en'))).toEqual([
      'en_US',
      'fr_FR',
      'es_ES',
      'it_IT',
    ]);
  });
});
