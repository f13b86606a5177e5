import { basename, dirname, extname, join } from 'node:path';
import { type Locale, LOCALES } from '../../common/locale.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettingsData } from '../settings/settings.defaults.js';
import { type BundleCommentModeration, checkCommentModeration } from './bundle-comments.js';

/** Identifies a content bundle file. */
export const BUNDLE_FORMAT = 'wisdom-blog-content';
/** The bundle version this code writes and reads. */
export const BUNDLE_VERSION = 1;

/** An image file in the uploads folder next to the bundle, named by the SHA-256 of its bytes. */
export interface BundleUpload {
  /** `<sha256>.<ext>`, relative to the uploads folder. */
  file: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface BundleSection {
  title: string;
  /** Sanitized HTML (sanitized again on import). */
  content: string;
  /** An upload's `file`, or null. */
  image: string | null;
}

export interface BundleComment extends BundleCommentModeration {
  name: string;
  email: string;
  content: string;
  createdAt: string;
}

/** The post status as readers and the editor see it. */
export type BundleStatus = 'draft' | 'to_publish' | 'published';

export interface BundlePost {
  /** Unique across the bundle and the database: the key import uses. */
  slug: string;
  locale: Locale;
  /** Slug of the article's first version (the one with the lowest id), or null for that post itself. */
  translationOf: string | null;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  /** ISO 8601 date-times. */
  date: string;
  status: BundleStatus;
  /** When readers could first see it; null for drafts. */
  publishedAt: string | null;
  allowComments: boolean;
  /** An upload's `file`, or null. */
  cover: string | null;
  createdAt: string;
  updatedAt: string;
  sections: BundleSection[];
  /** Oldest first. */
  comments: BundleComment[];
}

/** The site settings as a bundle holds them: bundles written before the feed-content setting lack it. */
export type BundleSettings = Omit<SiteSettingsData, 'feedContent'> & Partial<Pick<SiteSettingsData, 'feedContent'>>;

/** @returns the feed-content setting of bundled settings; a bundle without it means the default (full). */
export const bundledFeedContent = (settings: BundleSettings) =>
  settings.feedContent ?? DEFAULT_SITE_SETTINGS.feedContent;

/** A whole site's content in one JSON file (see README, "Content bundles"). */
export interface ContentBundle {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  siteSettings: BundleSettings | null;
  /** Slugs of the featured posts, in order. */
  featured: string[];
  uploads: BundleUpload[];
  /** Oldest first (by creation). */
  posts: BundlePost[];
}

/** @returns the uploads folder that goes with a bundle file: `site.json` -> `site.uploads/`. */
export function uploadsDirFor(bundleFile: string): string {
  const name = basename(bundleFile, extname(bundleFile));
  return join(dirname(bundleFile), `${name}.uploads`);
}

/** A problem with one record, reported with its position in the bundle. */
export interface RecordProblem {
  /** e.g. `posts[12]`, `featured[1]`, `siteSettings`. */
  position: string;
  slug?: string;
  message: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isDate = (value: unknown) => isString(value) && !Number.isNaN(Date.parse(value));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the shape of one post record (types and references), before the services check its
 * contents.
 * @returns the problems found, empty when the record can be imported.
 */
export function checkPostShape(raw: unknown, uploads: Set<string>): string[] {
  if (!isObject(raw)) return ['is not an object'];
  const problems: string[] = [];
  const need = (field: string, ok: boolean, what: string) => {
    if (!ok) problems.push(`${field} must be ${what}`);
  };
  need('slug', isString(raw.slug) && raw.slug.length > 0, 'a non-empty string');
  need('locale', LOCALES.includes(raw.locale as Locale), `one of ${LOCALES.join(', ')}`);
  need('translationOf', raw.translationOf == null || isString(raw.translationOf), 'a slug or null');
  need('title', isString(raw.title), 'a string');
  need('excerpt', raw.excerpt === undefined || isString(raw.excerpt), 'a string');
  need('author', raw.author === undefined || isString(raw.author), 'a string');
  need('tags', raw.tags === undefined || (Array.isArray(raw.tags) && raw.tags.every(isString)), 'a list of strings');
  need('date', isDate(raw.date), 'an ISO date-time');
  need('status', ['draft', 'to_publish', 'published'].includes(raw.status as string), 'draft, to_publish or published');
  need('publishedAt', raw.publishedAt == null || isDate(raw.publishedAt), 'an ISO date-time or null');
  need('allowComments', raw.allowComments === undefined || typeof raw.allowComments === 'boolean', 'true or false');
  need('createdAt', raw.createdAt === undefined || isDate(raw.createdAt), 'an ISO date-time');
  need('updatedAt', raw.updatedAt === undefined || isDate(raw.updatedAt), 'an ISO date-time');
  need(
    'cover',
    raw.cover == null || (isString(raw.cover) && uploads.has(raw.cover)),
    'a file listed in uploads, or null',
  );
  if (!Array.isArray(raw.sections)) problems.push('sections must be a list');
  else
    raw.sections.forEach((section, index) => {
      if (!isObject(section)) return problems.push(`sections[${index}] is not an object`);
      need(`sections[${index}].title`, section.title === undefined || isString(section.title), 'a string');
      need(`sections[${index}].content`, isString(section.content), 'a string');
      need(
        `sections[${index}].image`,
        section.image == null || (isString(section.image) && uploads.has(section.image)),
        'a file listed in uploads, or null',
      );
    });
  if (raw.comments !== undefined && !Array.isArray(raw.comments)) problems.push('comments must be a list');
  else
    ((raw.comments as unknown[] | undefined) ?? []).forEach((comment, index) => {
      if (!isObject(comment)) return problems.push(`comments[${index}] is not an object`);
      for (const field of ['name', 'email', 'content'])
        need(`comments[${index}].${field}`, isString(comment[field]), 'a string');
      need(`comments[${index}].createdAt`, isDate(comment.createdAt), 'an ISO date-time');
    });
  if (Array.isArray(raw.comments) && raw.comments.every(isObject))
    problems.push(...checkCommentModeration(raw.comments));
  return problems;
}

/**
 * Checks the top level of a parsed bundle.
 * @throws Error naming what is wrong when it is not a bundle this version can read.
 */
export function assertBundle(raw: unknown): asserts raw is ContentBundle {
  if (!isObject(raw) || raw.format !== BUNDLE_FORMAT) {
    throw new Error(`Not a content bundle: "format" must be "${BUNDLE_FORMAT}"`);
  }
  if (raw.version !== BUNDLE_VERSION) {
    throw new Error(`Unsupported bundle version ${JSON.stringify(raw.version)} (this version reads ${BUNDLE_VERSION})`);
  }
  for (const list of ['posts', 'uploads', 'featured'] as const) {
    if (!Array.isArray(raw[list])) throw new Error(`Not a content bundle: "${list}" must be a list`);
  }
}
