import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { OSIS_BOOKS } from '../src/modules/bible/canon.js';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// Feeds, sitemap and robots.txt, read as a feed reader and a crawler would: parsed by a real feed
// parser and an XML parser, and checked item by item against the database (queried here in SQL,
// independently of the API's own code).
const SITE = 'https://blog.example.org';
/** Small, so that a few dozen posts drive the sitemap into an index of per-language sitemaps. */
const SITEMAP_MAX_URLS = 60;

let t: TestApp;
let token: string;
beforeAll(
  async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off', PUBLIC_URL: SITE, SITEMAP_MAX_URLS: '60' })),
);
afterAll(() => t?.close());
beforeEach(() => t.reset());

const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) =>
  t.app.orm.em.fork().getConnection().execute<T[]>(text, params);

/** What readers may see, straight from the tables: published and due. */
const READABLE = `p.status = 'published' and p.published_at <= now()`;

/** The feed the database says `filter` should give: the 20 newest readable posts, with their covers. */
function expectedFeed(filter: { locale?: string; tagKey?: string } = {}) {
  const params: unknown[] = [];
  let where = READABLE;
  if (filter.locale) {
    where += ' and p.locale = ?';
    params.push(filter.locale);
  }
  if (filter.tagKey) {
    where += ' and ? = any(p.tag_keys)';
    params.push(filter.tagKey);
  }
  return sql(
    `select p.id, p.title, p.excerpt, p.locale, p.tags, p.date, p.updated_at, u.stored_name, u.mime_type, u.bytes
       from post p left join upload u on u.id = p.cover_id
      where ${where} order by p.date desc, p.id desc limit 20`,
    params,
  );
}

async function get(path: string, headers: Record<string, string> = {}) {
  // fetch() adds `Cache-Control: no-cache` to a conditional request unless it has one: a feed reader does not.
  const response = await fetch(`${t.url}${path}`, { headers: { 'cache-control': 'max-age=0', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** GETs a feed, checks it is well-formed XML of the right type, and parses it. */
async function readFeed(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const feed = parseFeed(response.body);
  expect(response.headers.get('content-type')).toBe(
    `application/${feed.meta.type === 'rss' ? 'rss' : 'atom'}+xml; charset=utf-8`,
  );
  return { ...response, feed };
}

const ids = (feed: ReturnType<typeof parseFeed>) => feed.items.map((item) => Number(item.url!.split('/').pop()));

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9)).toISOString();

it('RSS and Atom list the 20 newest readable posts, each as the database holds it', async () => {
  const cover = (await uploadFile(t, token, PNG_1x1)).body.data.uploadImage;
  const locales = ['en', 'fr', 'es', 'it'] as const;
  for (let n = 0; n < 23; n++) {
    await createPost(t, token, {
      title: `Faith & works <${n}>`,
      locale: locales[n % 4],
      tags: [`Topic${n % 3}`, 'Shared'],
      date: day(n),
      coverId: n % 2 ? cover.id : null,
    });
  }
  await createPost(t, token, { title: 'A draft', date: day(40), status: 'DRAFT' });
  await createPost(t, token, { title: 'Scheduled', date: new Date(Date.now() + 3_600_000).toISOString() });
  const expected = await expectedFeed();
  expect(expected).toHaveLength(20);

  for (const path of ['/rss.xml', '/atom.xml']) {
    const { feed } = await readFeed(path);
    expect(feed.title).toBe('Wisdom Blog');
    expect(feed.url).toBe(`${SITE}/`);
    expect(feed.self).toBe(`${SITE}${path}`);
    expect(feed.items).toHaveLength(20);
    feed.items.forEach((item, index) => {
      const post = expected[index];
      expect(item.title).toBe(post.title);
      expect(item.url).toBe(`${SITE}/blogs/${post.id}`);
      expect(item.published).toEqual(new Date(post.date));
      expect(item.description).toBe(post.excerpt);
      expect(item.content).toContain(`<h2>Section 1</h2><p>Body of post`);
      expect(item.authors.map((author) => author.name)).toEqual(['Admin']);
      expect(item.categories.map((category) => category.term)).toEqual(post.tags);
      if (feed.meta.type === 'atom') expect(item.updated).toEqual(new Date(post.updated_at));
      const media = item.media.map((each) => [each.url, each.length]);
      expect(media).toEqual(post.stored_name ? [[`${SITE}/uploads/${post.stored_name}`, post.bytes]] : []);
      if (post.stored_name && feed.meta.type === 'rss') expect(item.media[0].mimeType).toBe(post.mime_type);
    });
  }
});

it('filters by language (?lang=) and by tag (?tag=, any casing), also both at once', async () => {
  await createPost(t, token, { title: 'Prayer in English', tags: ['Prayer'], date: day(1) });
  await createPost(t, token, { title: 'Prière', locale: 'fr', tags: ['Prière', 'Prayer'], date: day(2) });
  await createPost(t, token, { title: 'Grâce', locale: 'fr', tags: ['Grâce'], date: day(3) });
  await createPost(t, token, { title: 'Oración', locale: 'es', tags: ['Oración'], date: day(4) });

  const french = await readFeed('/rss.xml?lang=fr');
  expect(french.feed.language).toBe('fr');
  expect(french.feed.title).toBe('Wisdom Blog (français)');
  expect(french.feed.url).toBe(`${SITE}/?lang=fr`);
  expect(ids(french.feed)).toEqual((await expectedFeed({ locale: 'fr' })).map((post) => post.id));
  expect(french.feed.items.map((item) => item.title)).toEqual(['Grâce', 'Prière']);

  const tagged = await readFeed('/atom.xml?tag=PRAYER');
  expect(ids(tagged.feed)).toEqual((await expectedFeed({ tagKey: 'prayer' })).map((post) => post.id));
  expect(tagged.feed.items.map((item) => item.title)).toEqual(['Prière', 'Prayer in English']);

  const both = await readFeed('/rss.xml?lang=fr&tag=prayer');
  expect(both.feed.items.map((item) => item.title)).toEqual(['Prière']);
  expect(both.feed.self).toBe(`${SITE}/rss.xml?lang=fr&tag=prayer`);
  expect(both.feed.url).toBe(`${SITE}/tag/Prayer?lang=fr`);
  expect((await readFeed('/rss.xml?lang=es&tag=Oraci%C3%B3n')).feed.items.map((item) => item.title)).toEqual([
    'Oración',
  ]);

  for (const [path, status, code] of [
    ['/rss.xml?lang=de', 400, 'BAD_USER_INPUT'],
    ['/atom.xml?lang=', 400, 'BAD_USER_INPUT'],
    ['/rss.xml?lang=fr&lang=es', 400, 'BAD_USER_INPUT'],
    ['/rss.xml?tag=', 400, 'BAD_USER_INPUT'],
    ['/rss.xml?tag=%00', 400, 'BAD_USER_INPUT'],
    [`/rss.xml?tag=${'x'.repeat(51)}`, 400, 'BAD_USER_INPUT'],
    ['/rss.xml?tag=unknown', 404, 'NOT_FOUND'],
    ['/atom.xml?lang=it&tag=prayer', 404, 'NOT_FOUND'],
  ] as const) {
    const response = await get(path);
    expect([path, response.status, JSON.parse(response.body).code]).toEqual([path, status, code]);
  }
});

it('carries the whole post (absolute URLs) by default, the excerpt alone with the EXCERPT setting', async () => {
  const image = (await uploadFile(t, token, PNG_1x1)).body.data.uploadImage;
  await createPost(t, token, {
    title: 'Illustrated',
    excerpt: 'Short & sweet',
    sections: [
      { title: 'First <part>', content: '<p>See <a href="/blogs/1">this</a> and <img src="/uploads/x.png"></p>' },
      { title: '', content: '<p>Second</p>', imageId: image.id },
    ],
  });
  await createPost(t, token, {
    title: 'No excerpt',
    excerpt: '',
    sections: [{ content: `<p>${'word '.repeat(100)}</p>` }],
  });
  const settings = '{ siteSettings { feedContent } }';
  expect((await t.gql(settings)).data?.siteSettings.feedContent).toBe('FULL');

  const full = await readFeed('/rss.xml');
  const [noExcerpt, illustrated] = full.feed.items;
  expect(illustrated.description).toBe('Short & sweet');
  // Sections as the post page shows them: title, image, HTML; every site path made absolute.
  expect(full.body).toContain(
    `<![CDATA[<h2>First &lt;part&gt;</h2><p>See <a href="${SITE}/blogs/1">this</a> and <img src="${SITE}/uploads/x.png" /></p>\n` +
      `<img src="${SITE}${image.url}" alt="" width="1" height="1"><p>Second</p>]]>`,
  );
  // Without an excerpt the summary is the start of the text, cut at a word.
  expect(noExcerpt.description).toBe(`${'word '.repeat(60).trim()}…`);
  expect(noExcerpt.content).toBe(`<p>${'word '.repeat(100)}</p>`);

  const update = 'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { feedContent } }';
  try {
    const saved = await t.gql(update, { input: { feedContent: 'EXCERPT' } }, { token });
    expect(saved.data?.updateSiteSettings.feedContent).toBe('EXCERPT');
    for (const path of ['/rss.xml', '/atom.xml']) {
      const { feed, body } = await readFeed(path);
      expect(feed.items.map((item) => item.description)).toEqual([noExcerpt.description, 'Short & sweet']);
      expect(feed.items.map((item) => item.content)).toEqual([null, null]);
      expect(body).not.toContain('Second');
    }
    expect((await t.gql(update, { input: { feedContent: 'NEITHER' } }, { token })).status).toBe(400);
  } finally {
    await t.gql(update, { input: { feedContent: 'FULL' } }, { token });
  }
  expect((await readFeed('/rss.xml')).body).toContain('Second');
});

it('answers conditional GETs with 304 until a write changes the feed or the sitemap', async () => {
  const post = await createPost(t, token, { title: 'Before' });
  for (const path of ['/rss.xml', '/atom.xml?lang=en', '/sitemap.xml']) {
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    // The post's last change, to the second as HTTP dates go.
    expect(new Date(lastModified).getTime()).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(post.publishedAt) / 1000) * 1000,
    );
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get(path);
    expect([again.headers.get('x-cache'), again.headers.get('etag')]).toEqual(['HIT', etag]);
    const revalidated = await get(path, { 'if-none-match': etag });
    expect([path, revalidated.status, revalidated.headers.get('x-cache'), revalidated.headers.get('etag')]).toEqual([
      path,
      304,
      'HIT',
      etag,
    ]);
    expect([path, (await get(path, { 'if-modified-since': lastModified })).status]).toEqual([path, 304]);
  }
  const etag = (await get('/rss.xml')).headers.get('etag')!;
  await t.gql(
    'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
    { id: post.id, input: { title: 'After' } },
    { token },
  );
  const changed = await get('/rss.xml', { 'if-none-match': etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(parseFeed(changed.body).items.map((item) => item.title)).toEqual(['After']);
});

/** @returns the later of a post's publication and last edit, as the sitemap writes it. */
async function changedAt(post: Record<string, any>): Promise<string> {
  const [row] = await sql<{ at: Date }>('select greatest(updated_at, published_at) as at from post where id = ?', [
    Number(post.id),
  ]);
  return new Date(row.at).toISOString();
}

/** @returns the <url> entries of a urlset, or the <sitemap> entries of an index, as parsed XML. */
async function readSitemap(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  }).parse(response.body);
  return {
    urls: (parsed.urlset?.url ?? []) as {
      loc: string;
      lastmod?: string;
      'xhtml:link': { hreflang: string; href: string }[];
    }[],
    sitemaps: (parsed.sitemapindex?.sitemap ?? []) as { loc: string; lastmod?: string }[],
  };
}

it('a scheduled post appears in the feeds and the sitemap once its time comes, with no write', async () => {
  await createPost(t, token, { title: 'Now' });
  const soon = await createPost(t, token, { title: 'Soon', date: new Date(Date.now() + 1500).toISOString() });
  const postUrl = `${SITE}/blogs/${soon.id}`;
  const inSitemap = async () => (await readSitemap('/sitemap.xml')).urls.some((url) => url.loc === postUrl);
  expect((await readFeed('/rss.xml')).feed.items.map((item) => item.title)).toEqual(['Now']);
  expect(await inSitemap()).toBe(false);
  expect((await get('/rss.xml')).headers.get('x-cache')).toBe('HIT');
  await new Promise((done) => setTimeout(done, Math.max(0, new Date(soon.publishedAt).getTime() - Date.now() + 200)));
  expect((await readFeed('/rss.xml')).feed.items.map((item) => item.title)).toEqual(['Soon', 'Now']);
  expect(await inSitemap()).toBe(true);

  // Moved back into the future in the database, it leaves them again.
  await sql(`update post set published_at = now() + interval '1 hour' where id = ?`, [Number(soon.id)]);
  expect((await readFeed('/atom.xml')).feed.items.map((item) => item.title)).toEqual(['Now']);
  expect(await inSitemap()).toBe(false);
});

/** Every URL the database says the sitemap must list, with its lastmod (posts) and its language versions. */
async function expectedSitemap() {
  const posts = await sql<{ id: number; locale: string; translation_group: string; updated_at: Date }>(
    `select p.id, p.locale, p.translation_group, p.updated_at from post p where ${READABLE} order by p.id`,
  );
  // Tag and archive pages: one version per language that has such posts, tags compared case-insensitively.
  const lists = await sql<{ key: string; versions: { locale: string; path: string }[] }>(
    `select key, json_agg(json_build_object('locale', locale, 'path', path)
                          order by array_position(array['en','fr','es','it'], locale)) as versions
       from (select distinct 'tag ' || lower(t.tag) as key, p.locale, '/tag/' || t.tag as path
               from post p cross join lateral unnest(p.tags) t(tag) where ${READABLE}
             union
             select distinct 'year ' || y, p.locale, '/archive/' || y
               from post p cross join lateral (select extract(year from p.date at time zone 'UTC')::int) as years(y)
              where ${READABLE}) pages
      group by key`,
  );
  // Passage pages, once a Bible is loaded: every chapter (of at most 150) overlapping a passage a
  // readable post cites, dated by the newest edit or publication among those posts.
  const [{ bibles }] = await sql<{ bibles: string | number }>('select count(*) as bibles from bible_translation');
  const chapters = await sql<{ book: number; chapter: number; lastmod: Date }>(
    `select b.book, c.chapter, max(greatest(p.updated_at, p.published_at)) as lastmod
       from post p join post_passage pp on pp.post_id = p.id
       cross join generate_series(1, 66) as b(book) cross join generate_series(1, 150) as c(chapter)
      where ${READABLE}
        and pp.range && int4range(b.book * 1000000 + c.chapter * 1000, b.book * 1000000 + c.chapter * 1000 + 999, '[]')
      group by b.book, c.chapter`,
  );
  const pageUrl = (path: string, locale: string) =>
    `${SITE}${encodeURI(path)}${locale === 'en' ? '' : `?lang=${locale}`}`;
  const expected = new Map<string, { lastmod?: string; alternates: string[] }>();
  const addVersions = (versions: { locale: string; path: string }[], lastmod?: Date) => {
    const xDefault = versions.find((version) => version.locale === 'en') ?? versions[0];
    const alternates = [
      ...versions.map((version) => `${version.locale} ${pageUrl(version.path, version.locale)}`),
      `x-default ${pageUrl(xDefault.path, xDefault.locale)}`,
    ];
    for (const version of versions) {
      expected.set(pageUrl(version.path, version.locale), {
        ...(lastmod ? { lastmod: new Date(lastmod).toISOString() } : {}),
        alternates,
      });
    }
  };
  const everyLanguage = (path: string) => ['en', 'fr', 'es', 'it'].map((locale) => ({ locale, path }));
  for (const path of ['/', '/blog', '/tags', '/about', '/contact-us', '/privacy', '/bible']) {
    addVersions(everyLanguage(path));
  }
  for (const { versions } of lists) addVersions(typeof versions === 'string' ? JSON.parse(versions) : versions);
  for (const { book, chapter, lastmod } of Number(bibles) ? chapters : []) {
    addVersions(everyLanguage(`/bible/${OSIS_BOOKS[book - 1]}.${chapter}`), lastmod);
  }
  for (const post of posts) {
    const versions = posts.filter((other) => other.translation_group === post.translation_group);
    const xDefault = versions.find((version) => version.locale === 'en') ?? versions[0];
    expected.set(`${SITE}/blogs/${post.id}`, {
      lastmod: new Date(post.updated_at).toISOString(),
      alternates: [
        ...versions.map((version) => `${version.locale} ${SITE}/blogs/${version.id}`),
        `x-default ${SITE}/blogs/${xDefault.id}`,
      ],
    });
  }
  return expected;
}

/**
 * The sitemap's URLs as the map expectedSitemap builds (list pages' lastmod left out: they date
 * from their newest post; posts' and passage pages' kept).
 */
function asMap(urls: Awaited<ReturnType<typeof readSitemap>>['urls']) {
  return new Map(
    urls.map((url) => [
      url.loc,
      {
        ...(/\/(blogs|bible)\//.test(url.loc) ? { lastmod: url.lastmod } : {}),
        alternates: url['xhtml:link'].map((link) => `${link.hreflang} ${link.href}`),
      },
    ]),
  );
}

it('the sitemap lists every page in every language and every readable post with lastmod and hreflang alternates', async () => {
  const original = await createPost(t, token, { title: 'Grace', tags: ['Grace'], date: day(3) });
  await createPost(t, token, {
    title: 'Grâce',
    locale: 'fr',
    translationOf: original.id,
    tags: ['Grâce'],
    date: day(4),
  });
  const italian = await createPost(t, token, {
    title: 'Solo',
    locale: 'it',
    tags: ['Fede'],
    date: '2025-06-01T10:00:00Z',
  });
  await createPost(t, token, { title: 'Sola', locale: 'es', translationOf: italian.id, status: 'DRAFT' });
  const spanish = await createPost(t, token, { title: 'Sólo', locale: 'es', tags: ['Fe'], date: day(5) });
  await createPost(t, token, { title: 'Solo (it)', locale: 'it', translationOf: spanish.id, date: day(6) });
  await createPost(t, token, { title: 'Later', date: new Date(Date.now() + 3_600_000).toISOString() });

  const { urls, sitemaps } = await readSitemap('/sitemap.xml');
  expect(sitemaps).toEqual([]);
  const expected = await expectedSitemap();
  expect(asMap(urls)).toEqual(expected);
  // Spot checks of what the comparison covers: translations point at each other, drafts and
  // scheduled posts are absent, a group without English names its first version as x-default.
  expect(expected.get(`${SITE}/blogs/${original.id}`)!.alternates).toHaveLength(3);
  expect(urls.some((url) => /Later|Sola/.test(url.loc))).toBe(false);
  expect(expected.get(`${SITE}/blogs/${spanish.id}`)!.alternates.at(-1)).toBe(`x-default ${SITE}/blogs/${spanish.id}`);
  expect(expected.has(`${SITE}/archive/2025?lang=it`)).toBe(true);
  expect(urls.find((url) => url.loc === `${SITE}/?lang=fr`)!.lastmod).toBeTruthy();
});

it('the sitemap lists the Scripture index and the passage page of each chapter readable posts cite, in every language', async () => {
  const cite = (content: string) => [{ title: 'Verses', content: `<p>${content}</p>` }];
  const loved = await createPost(t, token, {
    title: 'Loved',
    sections: cite('John 3:16 and John 3:17.'),
    date: day(1),
  });
  // A passage from Romans 8 into Romans 9: both chapters' pages.
  const later = await createPost(t, token, {
    title: 'Plus tard',
    locale: 'fr',
    sections: cite('Lisez Jean 3,16 puis Romains 8,38-9,2.'),
    date: day(2),
  });
  await createPost(t, token, { title: 'Draft', status: 'DRAFT', sections: cite('Psalm 23:1 and John 3:16.') });
  await createPost(t, token, {
    title: 'Scheduled',
    date: new Date(Date.now() + 3_600_000).toISOString(),
    sections: cite('Isaiah 53:5 and John 3:16.'),
  });

  // No Bible loaded yet: the passage pages would answer 404, only the index is listed.
  const before = (await readSitemap('/sitemap.xml')).urls.map((url) => url.loc);
  expect(before.filter((loc) => loc.includes('/bible'))).toEqual(
    ['', '?lang=fr', '?lang=es', '?lang=it'].map((lang) => `${SITE}/bible${lang}`),
  );
  await sql(
    `insert into bible_translation (code, name, short_name, language, licence, verse_count, source_hash)
       values ('kjv', 'Authorized King James Version', 'KJV', 'en', 'Public domain', 0, '')`,
  );
  try {
    const { urls } = await readSitemap('/sitemap.xml');
    expect(asMap(urls)).toEqual(await expectedSitemap());
    const passageUrls = urls.map((url) => url.loc).filter((loc) => loc.startsWith(`${SITE}/bible/`));
    const inEnglish = passageUrls.filter((loc) => !loc.includes('lang='));
    expect(inEnglish).toEqual([`${SITE}/bible/John.3`, `${SITE}/bible/Rom.8`, `${SITE}/bible/Rom.9`]);
    expect(passageUrls).toHaveLength(12);
    // Cited only by the draft (Psalm 23) and the scheduled post (Isaiah 53): absent.
    expect(passageUrls.some((loc) => /Ps\.23|Isa\.53/.test(loc))).toBe(false);

    const newest = await changedAt(later);
    expect((await changedAt(loved)) < newest).toBe(true);
    const john = urls.find((url) => url.loc === `${SITE}/bible/John.3?lang=fr`)!;
    expect(john.lastmod).toBe(newest);
    expect(john['xhtml:link'].map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      `en ${SITE}/bible/John.3`,
      `fr ${SITE}/bible/John.3?lang=fr`,
      `es ${SITE}/bible/John.3?lang=es`,
      `it ${SITE}/bible/John.3?lang=it`,
      `x-default ${SITE}/bible/John.3`,
    ]);
    expect(urls.find((url) => url.loc === `${SITE}/bible/Rom.9?lang=es`)!.lastmod).toBe(newest);
    // The index is in every language, dated by the newest post citing Scripture.
    for (const lang of ['', '?lang=fr', '?lang=es', '?lang=it']) {
      expect(urls.find((url) => url.loc === `${SITE}/bible${lang}`)?.lastmod).toBe(newest);
    }
  } finally {
    await sql('delete from bible_translation');
  }
});

it(`past ${SITEMAP_MAX_URLS} URLs the sitemap is an index of per-language sitemaps holding the same URLs`, async () => {
  await createPost(t, token, { title: 'French', locale: 'fr', tags: ['Foi'] });
  // Enough English posts for two English sitemaps, written straight to the table.
  await sql(
    `insert into post (slug, locale, translation_group, title, excerpt, author, tags, tag_keys, date, status,
                       published_at, allow_comments, created_at, updated_at, version)
     select 'bulk-' || n, 'en', gen_random_uuid(), 'Bulk ' || n, '', 'Admin', '{Bulk}', '{bulk}',
            now() - n * interval '1 hour', 'published', now() - interval '1 minute', true,
            date_trunc('milliseconds', now()), date_trunc('milliseconds', now()), 1
       from generate_series(1, ?::int) as n`,
    [SITEMAP_MAX_URLS],
  );
  const { urls, sitemaps } = await readSitemap('/sitemap.xml');
  expect(urls).toEqual([]);
  expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual(
    ['en', 'en-2', 'fr', 'es', 'it'].map((part) => `${SITE}/sitemap-${part}.xml`),
  );
  const listed: Awaited<ReturnType<typeof readSitemap>>['urls'] = [];
  for (const sitemap of sitemaps) {
    const part = await readSitemap(new URL(sitemap.loc).pathname);
    expect(part.urls.length).toBeGreaterThan(0);
    expect(part.urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const language = /sitemap-(\w\w)/.exec(sitemap.loc)![1];
    const inLanguage = (loc: string) =>
      loc.includes('/blogs/') || (language === 'en' ? !loc.includes('lang=') : loc.endsWith(`lang=${language}`));
    expect(part.urls.map((url) => url.loc).filter((loc) => !inLanguage(loc))).toEqual([]);
    // Dated by their newest post; Spanish and Italian have none.
    expect(Boolean(sitemap.lastmod)).toBe(!/-(es|it)\.xml$/.test(sitemap.loc));
    listed.push(...part.urls);
  }
  expect(asMap(listed)).toEqual(await expectedSitemap());
  expect((await get('/sitemap-en-3.xml')).status).toBe(404);
  expect((await get('/sitemap-de.xml')).status).toBe(404);
});

it('robots.txt keeps crawlers out of the admin area and the API and names the sitemap', async () => {
  const response = await get('/robots.txt');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const lines = response.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/admin', '/api', '/graphql']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(lines.some((line) => /^(Allow|Disallow): \/?$/.test(line))).toBe(false);
});
