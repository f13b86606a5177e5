import { entityColumns } from '../../db/entity-rows.js';
import type { Em } from '../../db/orm.js';
import { publicCommentSql } from '../comment/public-comments.js';
import { Section } from '../section/section.entity.js';
import { Post } from './post.entity.js';
import type { SqlCondition } from './visibility.js';

/** Which of a post's related reads to make together with the post itself. */
export interface PostParts {
  /** Its sections, in order. */
  sections?: boolean;
  /** How many comments readers see on it, replies included. */
  commentCount?: boolean;
  /** Whether it is in the featured list. */
  featured?: boolean;
}

/** A post with the related reads asked for (absent when not asked). */
export interface PostWithParts {
  post: Post;
  sections?: Section[];
  commentCount?: number;
  featured?: boolean;
}

/**
 * Reads the one post matching `where` (a condition on the post table aliased `p`) and the
 * `parts` asked for, in one SQL statement: one round trip and one statement to plan, where the
 * post and each related read apart cost one each (a single post's page asks for all of them).
 * The sections come back as one JSON array, ordered by position then id, each row mapped to an
 * entity of the request's identity map as a find would.
 * @returns null when no post matches.
 */
export async function readPostWithParts(em: Em, where: SqlCondition, parts: PostParts): Promise<PostWithParts | null> {
  const extra: string[] = [];
  if (parts.sections) {
    extra.push(`(select coalesce(json_agg(s order by s.order_index, s.id), '[]')
                   from (select ${entityColumns(em, Section, 's')} from section s where s.post_id = p.id) s
                ) as parts_sections`);
  }
  if (parts.commentCount) {
    extra.push(
      `(select count(*) from comment c where c.post_id = p.id and ${publicCommentSql('c')}) as parts_comments`,
    );
  }
  if (parts.featured) {
    extra.push('exists (select 1 from featured_entry f where f.post_id = p.id) as parts_featured');
  }
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${[entityColumns(em, Post, 'p'), ...extra].join(', ')} from post p where ${where.sql} limit 1`,
    where.params,
  );
  if (!rows.length) return null;
  const { parts_sections: sections, parts_comments: comments, parts_featured: featured, ...row } = rows[0];
  const post = em.map(Post, row);
  return {
    post,
    sections: parts.sections
      ? (sections as Record<string, unknown>[]).map((section) => em.map(Section, section))
      : undefined,
    commentCount: parts.commentCount ? Number(comments) : undefined,
    featured: parts.featured ? Boolean(featured) : undefined,
  };
}
