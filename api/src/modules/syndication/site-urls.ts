import { Locale } from '../../common/locale.js';

/** The reader site's public pages that exist in every language (web/src/config/routes.ts). */
export const LIST_PAGES = ['/', '/blog', '/tags', '/about', '/contact-us', '/privacy'] as const;

/** Which posts a feed lists: every language or one, every tag or one (case-insensitive). */
export interface FeedFilter {
  locale?: Locale;
  tag?: string;
}

export type FeedFormat = 'rss' | 'atom';

/** Where each feed format is served. */
export const FEED_PATHS: Record<FeedFormat, string> = { rss: '/rss.xml', atom: '/atom.xml' };

/**
 * Absolute URLs of the reader site under PUBLIC_URL, as feeds and sitemaps must give them. The
 * language of a list or static page is its `lang` query parameter; English pages carry none
 * (English is also the x-default). A post is one language already, so its URL has no `lang`.
 */
export class SiteUrls {
  /** @param base PUBLIC_URL without a trailing slash (it may end in a path). */
  constructor(readonly base: string) {}

  /** @returns a site path (`/uploads/x.png`) as an absolute URL. */
  absolute(path: string): string {
    return `${this.base}${path}`;
  }

  /** @returns a list or static page (`/about`) in `locale`: `/about?lang=fr`, English without `lang`. */
  page(path: string, locale: Locale): string {
    return this.absolute(locale === Locale.en ? path : `${path}?lang=${locale}`);
  }

  /** @returns the page of a post. */
  post(id: number): string {
    return this.absolute(`/blogs/${id}`);
  }

  /** @returns the page of a tag's posts in `locale`. */
  tag(tag: string, locale: Locale): string {
    return this.page(`/tag/${encodeURIComponent(tag)}`, locale);
  }

  /** @returns the Scripture index (`/bible`) in `locale`. */
  bible(locale: Locale): string {
    return this.page('/bible', locale);
  }

  /** @returns the page of a passage (`John.3`) in `locale`, read in that language's Bible. */
  passage(osis: string, locale: Locale): string {
    return this.page(`/bible/${osis}`, locale);
  }

  /** @returns the page of a year's posts in `locale`. */
  archive(year: number, locale: Locale): string {
    return this.page(`/archive/${year}`, locale);
  }

  /** @returns the feed of `format` for `filter`: `/rss.xml`, `/rss.xml?lang=fr`, `/atom.xml?lang=fr&tag=prayer`. */
  feed(format: FeedFormat, filter: FeedFilter): string {
    const query = new URLSearchParams();
    if (filter.locale) query.set('lang', filter.locale);
    if (filter.tag) query.set('tag', filter.tag);
    const search = query.toString();
    return this.absolute(search ? `${FEED_PATHS[format]}?${search}` : FEED_PATHS[format]);
  }

  /** @returns the sitemap: `/sitemap.xml`, or one language's part of it (`/sitemap-fr.xml`, `/sitemap-fr-2.xml`). */
  sitemap(part?: { locale: Locale; page: number }): string {
    if (!part) return this.absolute('/sitemap.xml');
    return this.absolute(`/sitemap-${part.locale}${part.page > 1 ? `-${part.page}` : ''}.xml`);
  }
}
