import type { Em } from '../../db/orm.js';
import type { Locale } from '../../common/locale.js';
import type { Clock } from '../../common/clock.js';
import { visibleSql } from '../post/visibility.js';
import type { TagCount } from './tag.types.js';

/** Tag counts over the posts anonymous readers can see (drafts and scheduled posts never count). */
export class TagService {
  /** @param clock what "now" is: for a request, the instant it reads at. */
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
  ) {}

  /** @returns tags with their post counts, most used first, at most `limit` (all when undefined). */
  async counts(options: { locale?: Locale; limit?: number }): Promise<TagCount[]> {
    const where = visibleSql('p', { readerAt: this.clock(), locale: options.locale });
    const params = [...where.params];
    let limit = '';
    if (options.limit !== undefined) {
      limit = 'limit ?';
      params.push(options.limit);
    }
    // A tag is counted by its key (a post's tags and tag_keys are parallel arrays, one spelling
    // per key) and shown in its most used spelling. Counting each spelling first (hashed) leaves a
    // few hundred rows to order: ordering every post's tags for mode() cost 10 of 14 ms on the
    // corpus.
    const rows = await this.em.execute<{ tag: string; count: string | number }[]>(
      `with spellings as (
         select t.key, t.tag, count(*) as uses
           from post p cross join lateral unnest(p.tags, p.tag_keys) as t(tag, key)
          where ${where.sql}
          group by t.key, t.tag)
       select (array_agg(tag order by uses desc, tag))[1] as tag, sum(uses) as count
         from spellings
        group by key
        order by count desc, key asc
        ${limit}`,
      params,
    );
    return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }
}
