import type { Clock } from '../../common/clock.js';
import { Readable } from 'node:stream';
import {
  ErrorLevel,
  type IndexItem,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
  streamToPromise,
} from 'sitemap';
import { notFound } from '../../common/errors.js';
import type { Em } from '../../db/orm.js';
import { Locale, LOCALES } from '../../common/locale.js';
import { Post } from '../post/post.entity.js';
import type { PostService } from '../post/post.service.js';
import { readableSql } from '../post/visibility.js';
import { BibleService } from '../bible/bible.service.js';
import { citedChapters } from '../passage/scripture-index.js';
import type { TagService } from '../tag/tag.service.js';
import { tagKey } from '../tag/tags.js';
import { LIST_PAGES, type SiteUrls } from './site-urls.js';
import { latest, type SyndicationDocument } from './syndication-document.js';

const CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The list pages whose content is the language's posts, dated by the newest of them. */
const POST_LISTS = new Set<string>(['/', '/blog', '/tags']);

/** What the sitemap reads of each readable post. */
type SitemapRow = Pick<Post, 'id' | 'locale' | 'translationGroup' | 'updatedAt' | 'publishedAt' | 'date' | 'tagKeys'>;

/** One language's version of a page. */
interface Version {
  locale: Locale;
  url: string;
  lastmod: Date | null;
}

/** A URL of the sitemap with the URLs of every language version of its page (itself included). */
interface Entry extends Version {
  alternates: { lang: string; url: string }[];
}

/**
 * The sitemap (sitemaps.org 0.9) of the reader site: every list and static page and every tag and
 * archive year in each language, the Scripture index and the passage page of every chapter a
 * readable post cites in each language, and every readable post, each listing its language versions as
 * xhtml:link hreflang alternates plus an x-default (the English version, or for a post without
 * one its first version). Past `maxUrls` URLs, /sitemap.xml is an index of per-language sitemaps,
 * a language with more than `maxUrls` taking several.
 */
export class SitemapService {
  constructor(
    private readonly em: Em,
    private readonly posts: PostService,
    private readonly tags: TagService,
    private readonly urls: SiteUrls,
    private readonly maxUrls: number,
    private readonly clock: Clock,
  ) {}

  /** @returns /sitemap.xml: every URL, or past the limit an index of the per-language sitemaps. */
  async sitemap(): Promise<SyndicationDocument> {
    const { entries, lastModified } = await this.entries();
    if (entries.length <= this.maxUrls) return { body: await urlset(entries), contentType: CONTENT_TYPE, lastModified };
    const items: IndexItem[] = LOCALES.flatMap((locale) =>
      this.parts(entries, locale).map((part, index) => ({
        url: this.urls.sitemap({ locale, page: index + 1 }),
        lastmod: latest(part.map((entry) => entry.lastmod))?.toISOString(),
      })),
    );
    const body = await streamToPromise(Readable.from(items).pipe(new SitemapIndexStream({ level: ErrorLevel.THROW })));
    return { body: body.toString('utf8'), contentType: CONTENT_TYPE, lastModified };
  }

  /**
   * @returns page `page` (from 1) of the URLs in `locale`, as the index lists it.
   * @throws NOT_FOUND past the language's last page.
   */
  async part(locale: Locale, page: number): Promise<SyndicationDocument> {
    const { entries, lastModified } = await this.entries();
    const part = this.parts(entries, locale)[page - 1];
    if (!part) throw notFound('There is no such sitemap');
    return { body: await urlset(part), contentType: CONTENT_TYPE, lastModified };
  }

  /** The URLs in `locale`, cut into sitemaps of at most `maxUrls`. */
  private parts(entries: Entry[], locale: Locale): Entry[][] {
    const own = entries.filter((entry) => entry.locale === locale);
    const parts: Entry[][] = [];
    for (let start = 0; start < own.length; start += this.maxUrls) parts.push(own.slice(start, start + this.maxUrls));
    return parts;
  }

  /**
   * The Scripture index and the passage page of each chapter readable posts cite, in every
   * language (a chapter's page lists the posts of every language), dated by the newest change
   * among those posts; the index by the newest of them all. Passage pages answer 404 until a
   * Bible is loaded (`npm run content -- bibles`): till then only the index is listed.
   */
  private async scripture(readerAt: Date): Promise<Version[][]> {
    const biblesLoaded = (await new BibleService(this.em).translations()).length > 0;
    const chapters = await citedChapters(this.em, readerAt);
    const pages = biblesLoaded ? chapters : [];
    const everyLanguage = (url: (locale: Locale) => string, lastmod: Date | null) =>
      LOCALES.map((locale) => ({ locale, url: url(locale), lastmod }));
    return [
      everyLanguage((locale) => this.urls.bible(locale), latest(chapters.map((chapter) => chapter.lastModified))),
      ...pages.map((chapter) =>
        everyLanguage((locale) => this.urls.passage(chapter.osis, locale), chapter.lastModified),
      ),
    ];
  }

  /**
   * Every URL, language by language, and when the newest readable post changed or appeared (the
   * Last-Modified of the sitemap and of each of its parts).
   */
  private async entries(): Promise<{ entries: Entry[]; lastModified: Date | null }> {
    // Plain rows, not entities: a sitemap may list 50,000 posts and needs none of their behaviour.
    const readerAt = this.clock();
    const readable = readableSql('p', readerAt);
    const rows: SitemapRow[] = await this.em
      .createQueryBuilder(Post, 'p')
      .select(['id', 'locale', 'translationGroup', 'updatedAt', 'publishedAt', 'date', 'tagKeys'])
      .where(readable.sql, readable.params)
      .orderBy({ id: 'asc' })
      .execute('all');
    // The newest change among the posts a page lists, by "locale", "locale tag" and "locale year".
    const newest = new Map<string, Date>();
    const touch = (key: string, date: Date) => {
      const current = newest.get(key);
      if (!current || date > current) newest.set(key, date);
    };
    const translations = new Map<string, Version[]>();
    for (const row of rows) {
      // A list changes when a post in it is edited, and when a scheduled one appears in it.
      const changed = latest([row.updatedAt, row.publishedAt])!;
      touch(row.locale, changed);
      for (const key of row.tagKeys) touch(`${row.locale} tag ${key}`, changed);
      touch(`${row.locale} year ${row.date.getUTCFullYear()}`, changed);
      const group = translations.get(row.translationGroup) ?? [];
      group.push({ locale: row.locale, url: this.urls.post(row.id), lastmod: row.updatedAt });
      translations.set(row.translationGroup, group);
    }

    const groups: Version[][] = LIST_PAGES.map((path) =>
      LOCALES.map((locale) => ({
        locale,
        url: this.urls.page(path, locale),
        lastmod: POST_LISTS.has(path) ? (newest.get(locale) ?? null) : null,
      })),
    );
    const tagVersions = new Map<string, Version[]>();
    const yearVersions = new Map<number, Version[]>();
    for (const locale of LOCALES) {
      for (const { tag } of await this.tags.counts({ locale })) {
        const key = tagKey(tag);
        const url = this.urls.tag(tag, locale);
        const versions = tagVersions.get(key) ?? [];
        versions.push({ locale, url, lastmod: newest.get(`${locale} tag ${key}`) ?? null });
        tagVersions.set(key, versions);
      }
      for (const { year } of await this.posts.archiveYears(locale)) {
        const versions = yearVersions.get(year) ?? [];
        versions.push({
          locale,
          url: this.urls.archive(year, locale),
          lastmod: newest.get(`${locale} year ${year}`) ?? null,
        });
        yearVersions.set(year, versions);
      }
    }
    const scripture = await this.scripture(readerAt);
    groups.push(...tagVersions.values(), ...yearVersions.values(), ...scripture, ...translations.values());

    const entries = groups.flatMap((versions) => {
      const xDefault = versions.find((version) => version.locale === Locale.en) ?? versions[0];
      const alternates = [
        ...versions.map((version) => ({ lang: version.locale, url: version.url })),
        { lang: 'x-default', url: xDefault.url },
      ];
      return versions.map((version) => ({ ...version, alternates }));
    });
    // Language by language (a stable sort keeps each language's order), as the index splits them.
    entries.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
    return { entries, lastModified: latest(rows.flatMap((row) => [row.updatedAt, row.publishedAt])) };
  }
}

/** @returns a <urlset> of `entries`, with their lastmod and hreflang alternates. */
async function urlset(entries: Entry[]): Promise<string> {
  const items: SitemapItemLoose[] = entries.map((entry) => ({
    url: entry.url,
    lastmod: entry.lastmod?.toISOString(),
    links: entry.alternates,
  }));
  const stream = new SitemapStream({
    level: ErrorLevel.THROW,
    xmlns: { xhtml: true, news: false, video: false, image: false },
  });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}
