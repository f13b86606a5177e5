import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type PageOptions } from './support/browser.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';
import { canonicals, feeds, type Head, hreflangs, readHead } from './support/head.js';
import { createPost, type SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';
import { structuredDataIssues } from './support/structured-data.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

const RSS = 'application/rss+xml';
const ATOM = 'application/atom+xml';

/**
 * Opens `path` in a fresh browser context, waits until `ready` (what the page shows once its data
 * has come) is there, and reads the head. Close the context when done.
 */
async function visit(path: string, ready: (page: Page) => Locator, options?: PageOptions) {
  const { context, page, errors } = await openPage(browser, options);
  await page.goto(site.url(path));
  await ready(page).waitFor();
  return { context, page, errors, head: await readHead(page) };
}

/** The level-1 heading named `name`. */
const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

/** The JSON-LD block of a type. */
function block(head: Head, type: string): Record<string, any> {
  const found = head.jsonLd.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(head.jsonLd)}`);
  return found;
}

/** Every JSON-LD block of the page must pass the schema.org validator without an error or a warning. */
async function expectValidStructuredData(page: Page) {
  expect(await structuredDataIssues(await page.content())).toEqual([]);
}

/** Each tag the head holds once, exactly: the page's own, none left from the static shell. */
function expectNoDuplicates(head: Head) {
  expect(head.titleCount).toBe(1);
  for (const key of ['description', 'robots', 'og:title', 'og:url', 'og:image', 'twitter:card']) {
    expect({ key, count: head.meta[key]?.length }).toEqual({ key, count: 1 });
  }
}

describe('search engines and sharing', () => {
  it('has a validator that reports what schema.org does not define', async () => {
    const block = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const html = `<html><head>${block({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headlne: 'A typo',
      author: { '@type': 'Person' },
    })}${block({ '@context': 'https://schema.org', '@type': 'BlogPost', headline: 'No such type' })}</head></html>`;
    const issues = await structuredDataIssues(html);
    expect(issues.map((issue) => [issue.severity, issue.issueMessage])).toEqual(
      expect.arrayContaining([
        ['WARNING', 'Property "headlne" for type "BlogPosting" is not supported by the schema.org specification'],
        ['ERROR', 'Type "BlogPost" is not a valid schema.org type'],
        ['ERROR', expect.stringContaining('"name"')],
      ]),
    );
  });

  it('describes a post: title, excerpt, canonical URL, article card with its cover, translations, feeds', async () => {
    const { shepherd } = posts;
    const { context, page, errors, head } = await visit(`/blogs/${shepherd.slug}`, heading(shepherd.title));
    const url = site.url(`/blogs/${shepherd.id}`);
    const excerpt = 'Six verses that have comforted readers for three thousand years, read one phrase at a time.';

    expect(head.title).toBe(`${shepherd.title} — Wisdom Blog`);
    expectNoDuplicates(head);
    expect(head.meta.description).toEqual([excerpt]);
    expect(head.meta.robots).toEqual(['index, follow']);
    expect(canonicals(head)).toEqual([url]);
    // The cover, absolute, with its size.
    const [cover] = head.meta['og:image'];
    expect(cover).toMatch(new RegExp(`^${site.url('/uploads/')}[0-9a-f-]+\\.png$`));
    expect(head.meta).toMatchObject({
      'og:type': ['article'],
      'og:title': [shepherd.title],
      'og:description': [excerpt],
      'og:url': [url],
      'og:image:width': ['1200'],
      'og:image:height': ['675'],
      'og:locale': ['en_US'],
      'og:locale:alternate': ['fr_FR', 'es_ES', 'it_IT'],
      'article:published_time': ['2025-10-12T09:00:00.000Z'],
      'article:tag': ['psalms', 'faith', 'comfort'],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [shepherd.title],
      'twitter:description': [excerpt],
      'twitter:image': [cover],
    });
    const [modified] = head.meta['article:modified_time'];
    expect(Date.parse(modified)).toBeGreaterThanOrEqual(Date.parse('2025-10-12T09:00:00.000Z'));
    // Its translations, and the English one again for every other language.
    expect(hreflangs(head)).toEqual([
      ['en', url],
      ['fr', site.url(`/blogs/${posts['shepherd-fr'].id}`)],
      ['es', site.url(`/blogs/${posts['shepherd-es'].id}`)],
      ['it', site.url(`/blogs/${posts['shepherd-it'].id}`)],
      ['x-default', url],
    ]);
    expect(feeds(head)).toEqual([
      [RSS, site.url('/rss.xml?lang=en'), 'Wisdom Blog: latest articles (RSS)'],
      [ATOM, site.url('/atom.xml?lang=en'), 'Wisdom Blog: latest articles (Atom)'],
    ]);

    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(block(head, 'BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: shepherd.title,
      description: excerpt,
      image: { '@type': 'ImageObject', url: cover, width: { value: 1200 }, height: { value: 675 } },
      datePublished: '2025-10-12T09:00:00.000Z',
      dateModified: modified,
      author: { '@type': 'Person', name: 'Daniel Mercer' },
      inLanguage: 'en',
      keywords: ['psalms', 'faith', 'comfort'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(block(head, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: site.url('/') },
      { '@type': 'ListItem', position: 2, name: 'All Articles', item: site.url('/blog') },
      { '@type': 'ListItem', position: 3, name: shepherd.title, item: url },
    ]);
    await expectValidStructuredData(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("describes a translation in its own language, linking the same versions and its language's feeds", async () => {
    const french = posts['shepherd-fr'];
    const { context, page, head } = await visit(`/blogs/${french.id}`, heading(french.title));
    const url = site.url(`/blogs/${french.id}`);

    expect(canonicals(head)).toEqual([url]);
    expect(head.meta['og:locale']).toEqual(['fr_FR']);
    expect(head.meta['og:locale:alternate']).toEqual(['en_US', 'es_ES', 'it_IT']);
    expect(hreflangs(head)).toEqual([
      ['en', site.url(`/blogs/${posts.shepherd.id}`)],
      ['fr', url],
      ['es', site.url(`/blogs/${posts['shepherd-es'].id}`)],
      ['it', site.url(`/blogs/${posts['shepherd-it'].id}`)],
      ['x-default', site.url(`/blogs/${posts.shepherd.id}`)],
    ]);
    expect(feeds(head).map(([type, href]) => [type, href])).toEqual([
      [RSS, site.url('/rss.xml?lang=fr')],
      [ATOM, site.url('/atom.xml?lang=fr')],
    ]);
    expect(block(head, 'BlogPosting')).toMatchObject({ inLanguage: 'fr', keywords: ['psaumes', 'foi'] });
    expect(block(head, 'BreadcrumbList').itemListElement[0].item).toBe(site.url('/?lang=fr'));
    await expectValidStructuredData(page);
    await context.close();
  });

  it("shares a post without a cover with the site's 1200x630 card, and links no translations", async () => {
    const { context, page, head } = await visit(`/blogs/${posts.grace.id}`, heading(posts.grace.title));
    expect(head.meta).toMatchObject({
      'og:image': [site.url('/og-image.png')],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'twitter:image': [site.url('/og-image.png')],
    });
    expect(hreflangs(head)).toEqual([]);
    expect(head.meta['og:locale:alternate']).toBeUndefined();
    expect(block(head, 'BlogPosting').image).toMatchObject({ url: site.url('/og-image.png') });
    await expectValidStructuredData(page);
    await context.close();
  });

  it('keeps a title holding a script tag inside its JSON-LD block', async () => {
    const title = 'Psalms </script><script>window.__injected = true</script> and songs';
    const created = await createPost(site, {
      title,
      excerpt: 'A title that looks like markup.',
      locale: 'en',
      tags: ['psalms'],
      date: '2025-01-05T09:00:00.000Z',
      sections: [{ title: 'One', content: '<p>Text.</p>' }],
    });
    const { context, page, errors, head } = await visit(`/blogs/${created.id}`, heading(title));
    expect(block(head, 'BlogPosting').headline).toBe(title);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await expectValidStructuredData(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('describes the home page: WebSite with its search action, language versions, feeds', async () => {
    const { context, page, head } = await visit('/', (page) => page.getByTestId('featured'));

    expect(head.title).toBe('Wisdom Blog');
    expectNoDuplicates(head);
    expect(canonicals(head)).toEqual([site.url('/')]);
    expect(head.meta).toMatchObject({
      robots: ['index, follow'],
      'og:type': ['website'],
      'og:url': [site.url('/')],
      'og:image': [site.url('/og-image.png')],
      'og:locale': ['en_US'],
      'og:locale:alternate': ['fr_FR', 'es_ES', 'it_IT'],
    });
    expect(hreflangs(head)).toEqual([
      ['en', site.url('/')],
      ['fr', site.url('/?lang=fr')],
      ['es', site.url('/?lang=es')],
      ['it', site.url('/?lang=it')],
      ['x-default', site.url('/')],
    ]);
    expect(feeds(head).map(([type, href]) => [type, href])).toEqual([
      [RSS, site.url('/rss.xml?lang=en')],
      [ATOM, site.url('/atom.xml?lang=en')],
    ]);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        url: site.url('/'),
        name: 'Wisdom Blog',
        inLanguage: 'en',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: site.url('/?search={search_term_string}') },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
    await expectValidStructuredData(page);
    await context.close();
  });

  it("gives a French reader's home page its own canonical URL, locale, feeds and a search template that works", async () => {
    const { context, page, head } = await visit('/', (page) => page.getByTestId('featured'), { language: 'fr' });
    expect(canonicals(head)).toEqual([site.url('/?lang=fr')]);
    expect(head.meta['og:locale']).toEqual(['fr_FR']);
    expect(feeds(head)).toEqual([
      [RSS, site.url('/rss.xml?lang=fr'), 'Wisdom Blog\u00a0: derniers articles (RSS)'],
      [ATOM, site.url('/atom.xml?lang=fr'), 'Wisdom Blog\u00a0: derniers articles (Atom)'],
    ]);
    const website = block(head, 'WebSite');
    expect(website.inLanguage).toBe('fr');
    const template: string = website.potentialAction.target.urlTemplate;
    expect(template).toBe(site.url('/?search={search_term_string}&lang=fr'));

    // A search engine's search box fills the template in: the site's search runs.
    await page.goto(template.replace('{search_term_string}', 'psaume'));
    await page.getByTestId('search-status').filter({ hasText: 'psaume' }).waitFor();
    await context.close();
  });

  it('keeps search results out of search engines: noindex, no canonical URL, no language versions', async () => {
    const { context, head } = await visit('/?search=psalm', (page) =>
      page.getByTestId('search-status').filter({ hasText: 'psalm' }),
    );
    expect(head.title).toBe('Search: psalm — Wisdom Blog');
    expect(head.meta.robots).toEqual(['noindex, nofollow']);
    expect(canonicals(head)).toEqual([]);
    expect(hreflangs(head)).toEqual([]);
    expect(head.meta['og:url']).toEqual([site.url('/?search=psalm')]);
    expect(head.jsonLd).toEqual([]);
    await context.close();
  });

  it("describes a tag page: its breadcrumb, the tag's feeds beside the site's, its language versions", async () => {
    const { context, page, head } = await visit('/tag/psalms', heading('Posts tagged with #psalms'));
    const url = site.url('/tag/psalms');

    expect(head.title).toBe('Posts tagged with #psalms — Wisdom Blog');
    expect(canonicals(head)).toEqual([url]);
    expect(hreflangs(head)).toEqual([
      ['en', url],
      ['fr', site.url('/tag/psalms?lang=fr')],
      ['es', site.url('/tag/psalms?lang=es')],
      ['it', site.url('/tag/psalms?lang=it')],
      ['x-default', url],
    ]);
    expect(feeds(head)).toEqual([
      [RSS, site.url('/rss.xml?lang=en'), 'Wisdom Blog: latest articles (RSS)'],
      [ATOM, site.url('/atom.xml?lang=en'), 'Wisdom Blog: latest articles (Atom)'],
      [RSS, site.url('/rss.xml?tag=psalms&lang=en'), 'Wisdom Blog: articles tagged #psalms (RSS)'],
      [ATOM, site.url('/atom.xml?tag=psalms&lang=en'), 'Wisdom Blog: articles tagged #psalms (Atom)'],
    ]);
    expect(block(head, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: site.url('/') },
      { '@type': 'ListItem', position: 2, name: 'All Topics', item: site.url('/tags') },
      { '@type': 'ListItem', position: 3, name: 'Posts tagged with #psalms', item: url },
    ]);
    await expectValidStructuredData(page);
    await context.close();
  });

  it('titles the static pages with the site suffix and links their language versions', async () => {
    const { context, head } = await visit('/tags', heading('All Topics'));
    expect(head.title).toBe('All Topics — Wisdom Blog');
    expect(head.meta.description).toEqual(['Every topic covered on Wisdom Blog, with the number of articles in each.']);
    expect(canonicals(head)).toEqual([site.url('/tags')]);
    expect(hreflangs(head).map(([language]) => language)).toEqual(['en', 'fr', 'es', 'it', 'x-default']);
    await context.close();
  });

  it('keeps the not-found page and the admin area out of search engines', async () => {
    const { context, page, head } = await visit('/no/such/page', heading('Page not found'));
    expect(head.meta.robots).toEqual(['noindex, nofollow']);
    expect(canonicals(head)).toEqual([]);
    expect(hreflangs(head)).toEqual([]);

    await page.goto(site.url('/admin/login'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    const admin = await readHead(page);
    expect(admin.title).toBe('Admin Login');
    expect(admin.meta.robots).toEqual(['noindex, nofollow']);
    expect(canonicals(admin)).toEqual([]);
    await context.close();
  });
});
