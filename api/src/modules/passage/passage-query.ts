import { type ObjectQuery, raw } from '@mikro-orm/core';
import { badInput } from '../../common/errors.js';
import type { Locale } from '../../common/locale.js';
import { type PassageRef, parseReference } from '../bible/reference/parse-references.js';
import type { Post } from '../post/post.entity.js';
import type { SqlCondition } from '../post/visibility.js';

/**
 * Reads a passage someone asks for (postsByPassage, the admin list's passage filter): one Bible
 * reference or a list of them in `locale` first, then in the other languages, or OSIS.
 * @returns the passages.
 * @throws BAD_USER_INPUT (field `reference`) when `reference` is not a Bible reference.
 */
export function readPassageReference(reference: string, locale?: Locale | null): PassageRef[] {
  const refs = parseReference(reference, locale ?? undefined) ?? (locale ? parseReference(reference) : null);
  if (!refs) {
    throw badInput(`Not a Bible reference: "${reference}"`, {
      reference: 'Write a reference such as John 3:16, Jean 3,16 or Ps 23',
    });
  }
  return refs;
}

/**
 * SQL condition on post_passage aliased `alias`: a cited passage overlaps one of `refs` (one `&&`
 * per passage, which the GiST index on `range` answers).
 */
export function overlapSql(alias: string, refs: PassageRef[]): SqlCondition {
  return {
    sql: `(${refs.map(() => `${alias}.range && int4range(?, ?, '[]')`).join(' or ')})`,
    params: refs.flatMap((ref) => [ref.start, ref.end]),
  };
}

/** MikroORM filter on posts: the posts citing a passage that overlaps one of `refs`. */
export function citingFilter(refs: PassageRef[]): ObjectQuery<Post> {
  const overlap = overlapSql('pp', refs);
  return {
    [raw(
      (alias) => `exists (select 1 from post_passage pp where pp.post_id = ${alias}.id and ${overlap.sql})`,
      overlap.params,
    )]: [],
  };
}
