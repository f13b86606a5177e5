import type { EntityClass, EntityDictionary } from '@mikro-orm/core';
import { entityColumns, entityRow } from '../../db/entity-rows.js';
import type { Em } from '../../db/orm.js';
import { Comment } from '../comment/comment.entity.js';
import { CommentStatus } from '../comment/comment-status.js';
import { publicCommentSql } from '../comment/public-comments.js';
import { PostPassage } from '../passage/post-passage.entity.js';
import { Section } from '../section/section.entity.js';
import { Post } from './post.entity.js';
import { type SqlCondition, visibleSql } from './visibility.js';

/** Which of a post's related reads to make together with the post itself. */
export interface PostParts {
  /** Its sections, in order. */
  sections?: boolean;
  /** How many comments readers see on it, replies included. */
  commentCount?: boolean;
  /** Whether it is in the featured list. */
  featured?: boolean;
  /** Its approved comments, replies included. */
  comments?: boolean;
  /**
   * The posts of its translation group, itself included, that a reader at `readerAt` sees (every
   * one with null: the administrator's view).
   */
  translations?: { readerAt: Date | null };
  /** The Bible passages it cites. */
  passages?: boolean;
}

/** A post with the related reads asked for (absent when not asked). */
export interface PostWithParts {
  post: Post;
  sections?: Section[];
  commentCount?: number;
  featured?: boolean;
  /** Approved comments, top-level ones and replies, newest first. */
  comments?: Comment[];
  /** Ordered by locale. */
  translations?: Post[];
  /** In canon order. */
  passages?: PostPassage[];
}

/** A related read: rows of an entity as one JSON array column, mapped back to entities. */
interface JsonPart {
  entity: EntityClass<object>;
  /** The table, aliased `r`. */
  table: string;
  /** Which of its rows (the post is aliased `p`). */
  where: string;
  orderBy: string;
}

const JSON_PARTS = {
  sections: { entity: Section, table: 'section r', where: 'r.post_id = p.id', orderBy: 'r.order_index, r.id' },
  comments: {
    entity: Comment,
    table: 'comment r',
    where: `r.post_id = p.id and r.status = '${CommentStatus.APPROVED}'`,
    orderBy: 'r.created_at desc, r.id desc',
  },
  passages: { entity: PostPassage, table: 'post_passage r', where: 'r.post_id = p.id', orderBy: 'r.range, r.osis' },
} satisfies Record<string, JsonPart>;

/** A select-list column holding `part`'s rows as a JSON array (empty, never null). */
function jsonRows(
  em: Em,
  { entity, table, where, orderBy }: JsonPart,
  extra: SqlCondition | null,
  name: string,
): string {
  // The lateral row carries exactly the columns a find reads, under their column names, so
  // em.map takes each element as it takes a row of the table.
  return `(select coalesce(json_agg(to_json(row) order by ${orderBy}), '[]')
             from ${table} cross join lateral (select ${entityColumns(em, entity, 'r')}) row
            where ${where}${extra ? ` and ${extra.sql}` : ''}) as ${name}`;
}

/** Which posts to read, in which order, and how many the whole list holds. */
export interface PostsQuery {
  /** A condition on the post table aliased `p`. */
  where: SqlCondition;
  /** An `order by` on `p`. */
  orderBy: string;
  limit?: number;
  /** A statement counting the whole list (its one column is the count), read as a column of each row. */
  count?: SqlCondition;
}

/**
 * The select-list columns of a statement over the post table aliased `p` that read `parts` with
 * each post: the post's own columns first, then one column per part (JSON arrays of rows for
 * lists, a count, a flag). Hand each row of the statement to `toPostWithParts`.
 * @returns the columns, and the parameters of their placeholders (in order).
 */
export function partColumns(em: Em, parts: PostParts): SqlCondition {
  const columns = [entityColumns(em, Post, 'p')];
  const params: unknown[] = [];
  for (const name of ['sections', 'comments', 'passages'] as const) {
    if (parts[name]) columns.push(jsonRows(em, JSON_PARTS[name], null, `parts_${name}`));
  }
  if (parts.translations) {
    const visible = visibleSql('r', parts.translations);
    const group = {
      entity: Post,
      table: 'post r',
      where: 'r.translation_group = p.translation_group',
      orderBy: 'r.locale',
    };
    columns.push(jsonRows(em, group, visible, 'parts_translations'));
    params.push(...visible.params);
  }
  if (parts.commentCount) {
    columns.push(
      `(select count(*) from comment c where c.post_id = p.id and ${publicCommentSql('c')}) as parts_comment_count`,
    );
  }
  if (parts.featured) columns.push('exists (select 1 from featured_entry f where f.post_id = p.id) as parts_featured');
  return { sql: columns.join(', '), params };
}

/**
 * A row read with `partColumns(em, parts)` as entities of the request's identity map (columns
 * the row has beyond those are ignored).
 */
export function toPostWithParts(em: Em, row: Record<string, unknown>, parts: PostParts): PostWithParts {
  const entities = <T extends object>(entity: EntityClass<T>, json: unknown, asked: boolean) =>
    asked ? (json as EntityDictionary<T>[]).map((element) => em.map(entity, element)) : undefined;
  return {
    post: em.map(Post, entityRow(em, Post, row)),
    sections: entities(Section, row.parts_sections, Boolean(parts.sections)),
    comments: entities(Comment, row.parts_comments, Boolean(parts.comments)),
    passages: entities(PostPassage, row.parts_passages, Boolean(parts.passages)),
    translations: entities(Post, row.parts_translations, Boolean(parts.translations)),
    commentCount: parts.commentCount ? Number(row.parts_comment_count) : undefined,
    featured: parts.featured ? Boolean(row.parts_featured) : undefined,
  };
}

/**
 * Reads the posts `query` asks for and, for each, the `parts` asked for, in one SQL statement:
 * one round trip and one statement to plan, where the posts, the list's count and each related
 * read apart cost one each (a post's page, or a page of a list, asks for several).
 * @returns the posts in order, and the count when asked for and at least one post was read.
 */
export async function readPostsWithParts(
  em: Em,
  query: PostsQuery,
  parts: PostParts,
): Promise<{ posts: PostWithParts[]; total?: number }> {
  const columns = partColumns(em, parts);
  const count = query.count ?? { sql: 'null', params: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${columns.sql}, (${count.sql}) as parts_total from post p where ${query.where.sql} order by ${query.orderBy}` +
      (query.limit === undefined ? '' : ` limit ${Number(query.limit)}`),
    [...columns.params, ...count.params, ...query.where.params],
  );
  const posts = rows.map((row) => toPostWithParts(em, row, parts));
  return { posts, total: query.count && rows.length ? Number(rows[0].parts_total) : undefined };
}
