import type { Em } from '../../db/orm.js';
import type { Locale } from '../post/locale.js';
import { StoredStatus } from '../post/post-status.js';
import type { TagCount } from './tag.types.js';

/** Tag counts over the posts anonymous readers can see (drafts and scheduled posts never count). */
export class TagService {
  constructor(private readonly em: Em) {}

  /** @returns tags with their post counts, most used first, at most `limit` (all when undefined). */
  async counts(options: { locale?: Locale; limit?: number }): Promise<TagCount[]> {
    const params: unknown[] = [];
    let where = `p.status = '${StoredStatus.published}' and p.published_at <= now()`;
    if (options.locale) {
      where += ' and p.locale = ?';
      params.push(options.locale);
    }
    let limit = '';
    if (options.limit !== undefined) {
      limit = 'limit ?';
      params.push(options.limit);
    }
    const rows = await this.em.execute<{ tag: string; count: string | number }[]>(
      `select mode() within group (order by t.tag) as tag, count(distinct p.id) as count
         from post p cross join lateral unnest(p.tags) as t(tag)
        where ${where}
        group by lower(t.tag)
        order by count desc, lower(t.tag) asc
        ${limit}`,
      params,
    );
    return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }
}
