import type { Em } from '../../db/orm.js';
import { type Locale, LOCALES } from '../../common/locale.js';
import { escapeHtml } from '../../rich-text/escape-html.js';
import type { PassageRef } from '../bible/reference/parse-references.js';
import { overlapSql } from '../passage/passage-query.js';
import { partColumns, type PostParts, type PostWithParts, toPostWithParts } from '../post/post-with-parts.js';
import { type SqlCondition, type Visibility, visibleSql } from '../post/visibility.js';

const MARK_START = '\u27e6';
const MARK_END = '\u27e7';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchHit {
  /**
   * The matching post (a managed entity of the service's EntityManager), loaded with its snippet
   * and the parts the search was asked to read with it.
   */
  withParts: PostWithParts;
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
  /** The passages the query names (parseSearchReference): the posts citing them come first. */
  passages?: PassageRef[] | null;
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
 * accents folded), so 'prière' finds 'prières' and 'oracion' finds 'oración'. A search that is
 * a Bible reference (`Jean 3:16`) lists the posts citing the passage before those matching its words.
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
   * @returns the matching posts, best first, with highlighted snippets, and how many match
   * in all. With `passages`, the posts citing an overlapping passage come first (most cited first),
   * then the other posts matching the words; each group in `preferLocale` first when given, then
   * by rank (citations, or text rank), then newest.
   */
  async search(filter: SearchFilter, parts: PostParts = {}): Promise<{ total: number; hits: SearchHit[] }> {
    const found = this.found(filter);
    const preferred = filter.preferLocale ? 'r.locale = ? desc, ' : '';
    const rows = await this.em.execute<{ id: number; total: string | number }[]>(
      `select r.id, count(*) over () as total from (${found.sql}) r
        order by r.part, ${preferred}r.score desc, r.date desc, r.id desc
        limit ? offset ?`,
      [...found.params, ...(filter.preferLocale ? [filter.preferLocale] : []), filter.limit, filter.offset],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(filter, found);
    if (!rows.length) return { total, hits: [] };
    const ids = rows.map((row) => Number(row.id));
    // The page's posts come with their snippets and parts: their columns ride on the headline statement.
    const columns = partColumns(this.em, parts);
    const headlines = await this.em.execute<(Record<string, unknown> & { id: number; headline: string })[]>(
      `select ${columns.sql}, ts_headline(blog_ts_config(p.locale),
                p.excerpt || E'\\n' || coalesce(string_agg(s.title || E'\\n' || s.plain_text, E'\\n' order by s.order_index), ''),
                websearch_to_tsquery(blog_ts_config(p.locale), ?), '${HEADLINE_OPTIONS}') as headline
         from post p left join section s on s.post_id = p.id
        where p.id in (${ids.map(() => '?').join(',')})
        group by p.id`,
      [...columns.params, filter.query, ...ids],
    );
    const byId = new Map(headlines.map((row) => [Number(row.id), row]));
    const hits = ids.flatMap((id) => {
      const found = byId.get(id);
      if (!found) return [];
      return [{ withParts: toPostWithParts(this.em, found, parts), snippet: toSnippetHtml(found.headline) }];
    });
    return { total, hits };
  }

  /**
   * The matching posts as rows (id, part, score, locale, date) to rank: part 0 the posts citing
   * `passages`, scored by citations; part 1 the posts matching the words, scored by text rank; a
   * post in both only once, in part 0.
   */
  private found(filter: SearchFilter): SqlCondition {
    const filters = this.filters(filter);
    const words: SqlCondition = {
      sql: `select p.id, 1 as part, ts_rank_cd(p.search_vector, q.query)::float8 as score, p.locale, p.date
              from ${QUERIES_BY_LOCALE} join post p on p.locale = q.locale
             where p.search_vector @@ q.query and ${filters.sql}`,
      params: [filter.query, filter.visibility.locale ? [filter.visibility.locale] : LOCALES, ...filters.params],
    };
    if (!filter.passages?.length) return words;
    const overlap = overlapSql('pp', filter.passages);
    return {
      sql: `select distinct on (id) * from (
              select p.id, 0 as part, sum(pp.citations)::float8 as score, p.locale, p.date
                from post_passage pp join post p on p.id = pp.post_id
               where ${overlap.sql} and ${filters.sql}
               group by p.id
              union all ${words.sql}) f
            order by id, part`,
      params: [...overlap.params, ...filters.params, ...words.params],
    };
  }

  /** The conditions on post `p` besides the words: visibility, tag, year. */
  private filters(filter: SearchFilter): SqlCondition {
    const visible = visibleSql('p', filter.visibility);
    const conditions = [visible.sql];
    const params = [...visible.params];
    if (filter.tagKey) {
      conditions.push('p.tag_keys @> array[?]::text[]');
      params.push(filter.tagKey);
    }
    if (filter.year) {
      conditions.push(`extract(year from p.date at time zone 'UTC') = ?`);
      params.push(filter.year);
    }
    return { sql: conditions.join(' and '), params };
  }

  /** How many posts match in all, for a page past the last (no row to read the total from). */
  private async count(filter: SearchFilter, found: SqlCondition): Promise<number> {
    if (filter.offset === 0) return 0;
    const [row] = await this.em.execute<{ total: string | number }[]>(
      `select count(*) as total from (${found.sql}) r`,
      found.params,
    );
    return Number(row?.total ?? 0);
  }
}
