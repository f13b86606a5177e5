import { blogPostingJsonLd, breadcrumbJsonLd, SEARCH_TERM, serializeJsonLd, webSiteJsonLd } from './structured-data';

const ORIGIN = 'https://blog.example.org';

describe('blogPostingJsonLd', () => {
  const input = {
    url: `${ORIGIN}/blogs/7`,
    headline: 'Reading Psalm 23 Slowly',
    description: 'Six verses, one phrase at a time.',
    image: { url: `${ORIGIN}/uploads/c.png`, width: 1200, height: 675 },
    datePublished: '2025-10-12T09:00:00.000Z',
    dateModified: '2025-11-02T10:30:00.000Z',
    author: 'Daniel Mercer',
    inLanguage: 'fr',
    keywords: ['psalms', 'faith'],
    publisher: { name: 'Wisdom Blog', url: `${ORIGIN}/?lang=fr` },
  };

  it('describes the post for search engines', () => {
    expect(blogPostingJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${ORIGIN}/blogs/7#article`,
      url: `${ORIGIN}/blogs/7`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blogs/7` },
      headline: 'Reading Psalm 23 Slowly',
      description: 'Six verses, one phrase at a time.',
      image: {
        '@type': 'ImageObject',
        url: `${ORIGIN}/uploads/c.png`,
        width: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'E37' },
        height: { '@type': 'QuantitativeValue', value: 675, unitCode: 'E37' },
      },
      datePublished: '2025-10-12T09:00:00.000Z',
      dateModified: '2025-11-02T10:30:00.000Z',
      author: { '@type': 'Person', name: 'Daniel Mercer' },
      publisher: { '@type': 'Organization', name: 'Wisdom Blog', url: `${ORIGIN}/?lang=fr` },
      inLanguage: 'fr',
      keywords: ['psalms', 'faith'],
    });
  });

  it('leaves keywords out for a post without tags', () => {
    expect(blogPostingJsonLd({ ...input, keywords: [] })).not.toHaveProperty('keywords');
  });
});

describe('webSiteJsonLd', () => {
  it('declares the search URL template and its query input', () => {
    const site = webSiteJsonLd({
      url: `${ORIGIN}/`,
      name: 'Wisdom Blog',
      description: 'Bible studies.',
      inLanguage: 'en',
      searchUrlTemplate: `${ORIGIN}/?search=${SEARCH_TERM}`,
    });
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      name: 'Wisdom Blog',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1, each with its URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${ORIGIN}/` },
        { name: 'All Topics', url: `${ORIGIN}/tags` },
        { name: 'Posts tagged with #prayer', url: `${ORIGIN}/tag/prayer` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'All Topics', item: `${ORIGIN}/tags` },
        { '@type': 'ListItem', position: 3, name: 'Posts tagged with #prayer', item: `${ORIGIN}/tag/prayer` },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('keeps text from a post from closing the script block, and parses back to the same data', () => {
    const data = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', url: `${ORIGIN}/` }]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
