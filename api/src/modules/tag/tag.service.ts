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
    const rows = await this.em.execute<{ tag: string; count: string | number }[]>(
      `select mode() within group (order by t.tag) as tag, count(distinct p.id) as count
         from post p cross join lateral unnest(p.tags) as t(tag)
        where ${where.sql}
        group by lower(t.tag)
        order by count desc, lower(t.tag) asc
        ${limit}`,
      params,
    );
    return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }
}
