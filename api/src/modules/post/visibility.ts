import type { ObjectQuery } from '@mikro-orm/core';
import type { Locale } from '../../common/locale.js';
import type { Post } from './post.entity.js';
import { StoredStatus } from './post-status.js';

/**
 * Which posts a read may return, written once: every query, list, count, search, feed, comment
 * check and cache check takes its condition from here.
 *
 * An anonymous reader sees a post when it is published and its publication time has come
 * (`status = 'published' and published_at <= now`); a published post whose time has not come is
 * scheduled. With a locale, only posts written in that language. The administrator sees every post.
 *
 * "now" is the application's clock (common/clock.ts), bound as a parameter into every SQL
 * statement and ORM filter, never the database's `now()`:
 * - the decisions taken in memory run on that clock: the status a post shows (to_publish until
 *   its time), the publication time a save stores, the response cache's wait for the next
 *   publication. With the database's clock beside it, a post could show "published" while the
 *   lists leave it out, or a cached page outlive the moment it changes;
 * - one request reads at one instant (the one its cache check used), so every list, count and
 *   search of one answer agree; the database's `now()` is the start of each transaction, a
 *   different instant for each statement of an answer;
 * - a test can set it, and stand exactly at the instant a post is scheduled for.
 * Instances that share a database must keep their clocks in sync (NTP), as they must for sessions.
 */

/** What a read may see. */
export interface Visibility {
  /** The instant anonymous readers read at; null for the administrator, who sees every post. */
  readerAt: Date | null;
  /** Only posts written in this language; every language when absent. */
  locale?: Locale | null;
}

/** A SQL condition with its `?` parameters, to AND into a statement's `where`. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** The publication fields the rule reads. */
export interface Publication {
  status: StoredStatus;
  publishedAt?: Date | null;
}

/** @returns whether anonymous readers see `post` at `at`. */
export const isReadable = (post: Publication, at: Date): boolean =>
  post.status === StoredStatus.published && post.publishedAt != null && post.publishedAt <= at;

/** MikroORM filter: the posts anonymous readers see at `at`. */
export const readableFilter = (at: Date): ObjectQuery<Post> => ({
  status: StoredStatus.published,
  publishedAt: { $lte: at },
});

/** MikroORM filter: the posts published for a time after `at`. */
export const scheduledFilter = (at: Date): ObjectQuery<Post> => ({
  status: StoredStatus.published,
  publishedAt: { $gt: at },
});

/** MikroORM filter: the posts a read with `visibility` may return. */
export function visibleFilter({ readerAt, locale }: Visibility): ObjectQuery<Post> {
  return { ...(readerAt ? readableFilter(readerAt) : {}), ...(locale ? { locale } : {}) };
}

/** SQL condition on the post table aliased `alias`: the posts anonymous readers see at `at`. */
export const readableSql = (alias: string, at: Date): SqlCondition => ({
  sql: `${alias}.status = '${StoredStatus.published}' and ${alias}.published_at <= ?`,
  params: [at],
});

/** SQL condition on the post table aliased `alias`: the posts published for a time after `at`. */
export const scheduledSql = (alias: string, at: Date): SqlCondition => ({
  sql: `${alias}.status = '${StoredStatus.published}' and ${alias}.published_at > ?`,
  params: [at],
});

/** SQL condition on the post table aliased `alias`: the posts a read with `visibility` may return. */
export function visibleSql(alias: string, { readerAt, locale }: Visibility): SqlCondition {
  const parts: SqlCondition[] = [];
  if (readerAt) parts.push(readableSql(alias, readerAt));
  if (locale) parts.push({ sql: `${alias}.locale = ?`, params: [locale] });
  if (!parts.length) return { sql: 'true', params: [] };
  return { sql: parts.map((part) => `(${part.sql})`).join(' and '), params: parts.flatMap((part) => part.params) };
}
