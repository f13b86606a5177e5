import type { Em } from '../../db/orm.js';
import { Locale } from '../../common/locale.js';
import { type PassageRef, parseReferences } from '../bible/reference/parse-references.js';

/** A post's text as the index reads it: plain text only (sections' HTML is already stripped on save). */
export interface PostText {
  id: number;
  locale: Locale;
  /** Title, excerpt, then each section's title and plain text: each parsed on its own. */
  parts: string[];
}

/** One row of post_passage before it is written. */
export interface PassageRow extends PassageRef {
  postId: number;
  citations: number;
}

/** Rows per insert statement (5 parameters each; PostgreSQL takes at most 65,535). */
const INSERT_CHUNK = 1000;

/**
 * @returns the passages a post cites, one per OSIS reference with how many times it is cited.
 * Each part is parsed alone, so the end of one field never reads on into the next ("Ps 23" ending
 * a title, "4" starting the excerpt).
 */
export function passagesOf(post: PostText): PassageRow[] {
  const byOsis = new Map<string, PassageRow>();
  for (const part of post.parts) {
    for (const { osis, start, end } of parseReferences(part, post.locale)) {
      const row = byOsis.get(osis);
      if (row) row.citations++;
      else byOsis.set(osis, { postId: post.id, osis, start, end, citations: 1 });
    }
  }
  return [...byOsis.values()];
}

/** @returns the stored text of these posts: title, excerpt and sections in their order. */
async function postTexts(em: Em, postIds: number[]): Promise<PostText[]> {
  if (!postIds.length) return [];
  const marks = postIds.map(() => '?').join(',');
  const posts = await em.execute<{ id: number; locale: Locale; title: string; excerpt: string }[]>(
    `select id, locale, title, excerpt from post where id in (${marks}) order by id`,
    postIds,
  );
  const sections = await em.execute<{ post_id: number; title: string; plain_text: string }[]>(
    `select post_id, title, plain_text from section where post_id in (${marks}) order by post_id, order_index, id`,
    postIds,
  );
  const texts = new Map<number, PostText>(
    posts.map((post) => [
      Number(post.id),
      { id: Number(post.id), locale: post.locale, parts: [post.title, post.excerpt] },
    ]),
  );
  for (const section of sections) texts.get(Number(section.post_id))?.parts.push(section.title, section.plain_text);
  return [...texts.values()];
}

/**
 * Makes the post_passage rows of these posts what their stored text cites, in the caller's
 * transaction: PostService calls it on every save (GraphQL, REST, content import), the
 * `passages --rebuild` command for every post.
 * @returns how many rows were written.
 */
export async function reindexPassages(em: Em, postIds: number[]): Promise<number> {
  if (!postIds.length) return 0;
  const rows = (await postTexts(em, postIds)).flatMap(passagesOf);
  await em.execute(`delete from post_passage where post_id in (${postIds.map(() => '?').join(',')})`, postIds);
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    await em.execute(
      `insert into post_passage (post_id, osis, range, citations) values ${chunk
        .map(() => `(?, ?, int4range(?, ?, '[]'), ?)`)
        .join(', ')}`,
      chunk.flatMap((row) => [row.postId, row.osis, row.start, row.end, row.citations]),
    );
  }
  return rows.length;
}
