import { Feed, type Item } from 'feed';
import { notFound } from '../../common/errors.js';
import type { Em } from '../../db/orm.js';
import { escapeHtml } from '../../rich-text/escape-html.js';
import { Locale } from '../../common/locale.js';
import { groupBy } from '../../common/group-by.js';
import type { Post } from '../post/post.entity.js';
import type { PostService } from '../post/post.service.js';
import { FeedContent } from '../settings/feed-content.js';
import type { SiteSettingsData } from '../settings/settings.defaults.js';
import { Section } from '../section/section.entity.js';
import { SiteSettingsService } from '../settings/settings.service.js';
import { tagKey } from '../tag/tags.js';
import { uploadUrl } from '../upload/upload.service.js';
import { fullHtml, summaryHtml } from './item-html.js';
import type { FeedFilter, FeedFormat, SiteUrls } from './site-urls.js';
import { latest, type SyndicationDocument } from './syndication-document.js';

/** How many posts a feed lists, newest first. */
export const FEED_ITEMS = 20;

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/**
 * RSS 2.0 and Atom 1.0 feeds (RFC 4287) of the newest readable posts, built with the `feed`
 * library. A feed's bytes depend only on the content (no build time in them), so equal content
 * gives an equal ETag.
 */
export class FeedService {
  constructor(
    private readonly em: Em,
    private readonly posts: PostService,
    private readonly urls: SiteUrls,
  ) {}

  /**
   * @returns the feed of the 20 newest readable posts matching `filter` (the same visibility and
   *   order as the post lists), each with its summary, its whole HTML when the site setting says
   *   FULL, its tags, and its cover as an enclosure.
   * @throws NOT_FOUND for a tag no readable post (in the filter's language) carries.
   */
  async feed(format: FeedFormat, filter: FeedFilter): Promise<SyndicationDocument> {
    const { items: posts } = await this.posts.page(
      { page: 1, pageSize: FEED_ITEMS, locale: filter.locale, tag: filter.tag },
      true,
    );
    if (filter.tag && !posts.length) {
      throw notFound(`No published post is tagged "${filter.tag}"${filter.locale ? ` in ${filter.locale}` : ''}`);
    }
    await this.em.populate(posts, ['cover']);
    const sections = await this.sectionsOf(posts);
    const settings = await new SiteSettingsService(this.em).data();
    // Everything the feed shows: the posts (a scheduled one dates from its publication) and the settings.
    const lastModified = latest([settings.updatedAt, ...posts.flatMap((post) => [post.updatedAt, post.publishedAt])]);
    const feed = new Feed({
      ...this.channel(filter, settings, posts),
      updated: lastModified ?? new Date(0),
      generator: 'Wisdom Blog',
      language: filter.locale,
      feedLinks: { rss: this.urls.feed('rss', filter), atom: this.urls.feed('atom', filter) },
      author: { name: settings.authorName },
    });
    const full = settings.feedContent === FeedContent.FULL;
    for (const post of posts) feed.addItem(this.item(post, sections.get(post.id) ?? [], format, full));
    return {
      body: format === 'rss' ? feed.rss2() : feed.atom1(),
      contentType: CONTENT_TYPES[format],
      lastModified,
    };
  }

  /** The feed's title, description, page and Atom id (its own URL). */
  private channel(filter: FeedFilter, settings: SiteSettingsData, posts: Post[]) {
    const locale = filter.locale ?? Locale.en;
    // The tag as the newest post writes it (the filter matches any casing).
    const tag = filter.tag && (posts[0].tags.find((each) => tagKey(each) === tagKey(filter.tag!)) ?? filter.tag);
    const language = filter.locale && new Intl.DisplayNames([filter.locale], { type: 'language' }).of(filter.locale);
    return {
      title: `${settings.siteName}${tag ? `: ${tag}` : ''}${language ? ` (${language})` : ''}`,
      description: settings.texts[locale].description,
      link: tag ? this.urls.tag(tag, locale) : this.urls.page('/', locale),
      id: this.urls.feed('atom', filter),
    };
  }

  /** @returns the sections of `posts` in order, with their images, by post id. */
  private async sectionsOf(posts: Post[]): Promise<Map<number, Section[]>> {
    const sections = await this.em.find(
      Section,
      { post: { $in: posts.map((post) => post.id) } },
      { populate: ['image'], orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }] },
    );
    return groupBy(sections, (section) => section.post.id);
  }

  private item(post: Post, sections: Section[], format: FeedFormat, full: boolean): Item {
    const cover = post.cover;
    return {
      // Titles are HTML in Atom (type="html") and read as such by RSS readers: escaped.
      title: escapeHtml(post.title),
      link: this.urls.post(post.id),
      date: post.updatedAt,
      published: post.date,
      description: summaryHtml(post, sections) || undefined,
      content: full ? fullHtml(sections, this.urls) : undefined,
      author: [{ name: post.author }],
      // Atom puts a category in attributes, where the library leaves "<" as it is: such a tag is left out there.
      category: post.tags
        .filter((tag) => format === 'rss' || !tag.includes('<'))
        .map((tag) => ({ name: tag, term: tag })),
      enclosure: cover
        ? { url: this.urls.absolute(uploadUrl(cover)), type: cover.mimeType, length: cover.bytes }
        : undefined,
    };
  }
}
