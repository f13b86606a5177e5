import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Post } from '../post/post.entity.js';

/**
 * A Bible passage a post cites (passage-index.ts keeps the rows of each post), for finding the
 * posts that cite a verse, a chapter or a book.
 *
 * `range` is a PostgreSQL `int4range` of the verse ordinals of bible/canon.ts (stored `[start,
 * end+1)`), under a GiST index: "posts citing anything that overlaps John 3" is then one `&&`
 * condition that the index answers, whatever the lengths of the ranges stored and asked. Two
 * integer columns under a btree can answer `start <= ? and end >= ?` only by scanning every row
 * whose start comes before the end asked, a growing share of the table for late books. PGlite is
 * PostgreSQL compiled to WebAssembly, range types and GiST included (api/test/passages.test.ts
 * runs the overlap queries on both databases), so one schema serves both.
 */
@ObjectType({ simpleResolvers: true, description: 'A Bible passage a post cites, with how often.' })
@Entity({ tableName: 'post_passage' })
@Unique({ properties: ['post', 'osis'] })
export class PostPassage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Post;

  @Field(() => String, {
    description: 'The passage in OSIS form: `John.3.16`, `Rom.8.28-Rom.8.39`, `Ps.23` (a chapter), `Gen` (a book).',
  })
  @Property({ type: 'string', length: 60 })
  osis!: string;

  /** The verse ordinals the passage spans; written and read in SQL only (passage-index.ts). */
  @Index({ type: 'gist' })
  @Property({ type: 'unknown', columnType: 'int4range', lazy: true, hidden: true })
  range!: string;

  @Field(() => Int, { description: 'How many times the post cites this passage (title, excerpt and sections).' })
  @Property({ type: 'integer', default: 1 })
  citations: number & Opt = 1;
}
