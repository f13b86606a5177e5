import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Locale } from '../../common/locale.js';
import type { CommentSettingsData } from './comment-settings.js';
import { FeedContent } from './feed-content.js';

/** A link to a network or site: `network` names the icon (e.g. facebook, x, github). */
export interface StoredLink {
  network: string;
  url: string;
}

/** The texts of the site that exist once per locale. */
export interface StoredSiteTexts {
  /** One or two sentences: meta description, footer and About subtitle. */
  description: string;
  /** The author's role line on the About page. */
  authorTitle: string;
  /** The author's biography, one string per paragraph. */
  authorBio: string[];
}

/**
 * The one site-settings row (id 1): site name, description, social links and the About page's
 * author profile. Absent until an administrator (or the demo seed) saves settings; until then
 * the defaults of settings.defaults.ts are served.
 */
@Entity({ tableName: 'site_settings' })
export class SiteSettingsRecord {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'string', length: 100 })
  siteName!: string;

  /** The header's social icons, in order. */
  @Property({ type: 'json' })
  socialLinks: StoredLink[] & Opt = [];

  @Property({ type: 'string', length: 100 })
  authorName!: string;

  @Property({ type: 'string', length: 254 })
  authorEmail!: string;

  /** The About page's profile links (social network, professional network, code host...). */
  @Property({ type: 'json' })
  authorLinks: StoredLink[] & Opt = [];

  /** Per-locale texts; a missing locale falls back to English. */
  @Property({ type: 'json' })
  texts: Partial<Record<Locale, StoredSiteTexts>> & Opt = {};

  /** Whether feed items carry the whole post or its excerpt. */
  @Enum({ items: () => FeedContent, default: FeedContent.FULL })
  feedContent: FeedContent & Opt = FeedContent.FULL;

  /** The comment rules (moderation, blocklist...); null while the defaults are in use. */
  @Property({ type: 'json', nullable: true })
  commentSettings?: Partial<CommentSettingsData> | null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
