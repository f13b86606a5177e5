import type { Em } from '../../db/orm.js';
import { type Locale, LOCALES } from '../../common/locale.js';
import { escapeHtml } from '../../rich-text/escape-html.js';
import { type Visibility, visibleSql } from '../post/visibility.js';

const MARK_START = '\u27e6';
const MARK_END = '\u27e7';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchHit {
  id: number;
  /** HTML-escaped text with the matched words in <mark>. */
  snippet: string;
}

export interface SearchFilter {
  query: string;
  /** Which posts may match (readers' view at an instant, a locale). */
  visibility: Visibility;
  /** Posts in this locale come first; the others follow. */
  preferLocale?: Locale;
  /** Lower-cased tag the posts must carry. */
  tagKey?: string;
  /** Only posts dated in this year (UTC). */
  year?: number;
  limit: number;
  offset: number;
}

/**
 * The reader's words as a tsquery in each locale's configuration, one row per locale (params: the
 * words, the locales). Joined to the posts by locale, each query is a constant the GIN index on
 * search_vector can look up, where a tsquery computed per post row forced a scan of every post.
 */
const QUERIES_BY_LOCALE = `(select l.locale, websearch_to_tsquery(blog_ts_config(l.locale), ?) as query
           from unnest(array[?]::text[]) as l(locale)) as q`;

/** Turns ts_headline's output into safe HTML: escape everything, then restore the marks. */
const toSnippetHtml = (headline: string) =>
  escapeHtml(headline).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');

/**
 * PostgreSQL full-text search over title, tags, excerpt and section text.
 * Each post is matched with its own language's configuration (blog_ts_config: stemming with
 * accents folded), so 'prière' finds 'prières' and 'oracion' finds 'oración'.
 */
export class SearchService {
  constructor(private readonly em: Em) {}

  /** Recomputes one post's search document; call inside the transaction that saved it. */
  async reindex(postId: number): Promise<void> {
    await this.em.execute(
      `update post p set search_vector =
         setweight(to_tsvector(blog_ts_config(p.locale), p.title), 'A') ||
         setweight(to_tsvector(blog_ts_config(p.locale), array_to_string(p.tags, ' ')), 'A') ||
         setweight(to_tsvector(blog_ts_config(p.locale), p.excerpt), 'B') ||
         setweight(to_tsvector(blog_ts_config(p.locale), coalesce(
           (select string_agg(s.title || ' ' || s.plain_text, ' ' order by s.order_index)
              from section s where s.post_id = p.id), '')), 'C')
       where p.id = ?`,
      [postId],
    );
  }

  /**
   * @returns the ids of matching posts, best first (rank, then newest; with `preferLocale`, that
   * locale's posts before the others), with highlighted snippets, and how many match in all.
   */
  async search(filter: SearchFilter): Promise<{ total: number; hits: SearchHit[] }> {
    const visible = visibleSql('p', filter.visibility);
    const conditions = ['p.search_vector @@ q.query', visible.sql];
    const params: unknown[] = [
      filter.query,
      filter.visibility.locale ? [filter.visibility.locale] : LOCALES,
      ...visible.params,
    ];
    if (filter.tagKey) {
      conditions.push('p.tag_keys @> array[?]::text[]');
      params.push(filter.tagKey);
    }
    if (filter.year) {
      conditions.push(`extract(year from p.date at time zone 'UTC') = ?`);
      params.push(filter.year);
    }
    const preferred = filter.preferLocale ? 'p.locale = ? desc, ' : '';
    const rows = await this.em.execute<{ id: number; total: string | number }[]>(
      `select p.id, count(*) over () as total
         from ${QUERIES_BY_LOCALE} join post p on p.locale = q.locale
        where ${conditions.join(' and ')}
        order by ${preferred}ts_rank_cd(p.search_vector, q.query) desc, p.date desc, p.id desc
        limit ? offset ?`,
      [...params, ...(filter.preferLocale ? [filter.preferLocale] : []), filter.limit, filter.offset],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(filter, conditions, params);
    if (!rows.length) return { total, hits: [] };
    const ids = rows.map((row) => Number(row.id));
    const headlines = await this.em.execute<{ id: number; headline: string }[]>(
      `select p.id, ts_headline(blog_ts_config(p.locale),
                p.excerpt || E'\\n' || coalesce(string_agg(s.title || E'\\n' || s.plain_text, E'\\n' order by s.order_index), ''),
                websearch_to_tsquery(blog_ts_config(p.locale), ?), '${HEADLINE_OPTIONS}') as headline
         from post p left join section s on s.post_id = p.id
        where p.id in (${ids.map(() => '?').join(',')})
        group by p.id`,
      [filter.query, ...ids],
    );
    const byId = new Map(headlines.map((row) => [Number(row.id), row.headline]));
    return { total, hits: ids.map((id) => ({ id, snippet: toSnippetHtml(byId.get(id) ?? '') })) };
  }

  private async count(filter: SearchFilter, conditions: string[], params: unknown[]): Promise<number> {
    if (filter.offset === 0) return 0;
    const [row] = await this.em.execute<{ total: string | number }[]>(
      `select count(*) as total
         from ${QUERIES_BY_LOCALE} join post p on p.locale = q.locale
        where ${conditions.join(' and ')}`,
      params,
    );
    return Number(row?.total ?? 0);
  }
}
