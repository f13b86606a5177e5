import type { Em } from '../../db/orm.js';
import type { Clock } from '../../common/clock.js';
import type { Locale } from '../../common/locale.js';
import { type Page, toPage } from '../../common/pagination.js';
import type { Progress } from '../content/progress.js';
import { silentProgress } from '../content/progress.js';
import { Post } from '../post/post.entity.js';
import { visibleSql } from '../post/visibility.js';
import { partColumns, type PostParts, type PostWithParts, toPostWithParts } from '../post/post-with-parts.js';
import { groupBy } from '../../common/group-by.js';
import { reindexPassages } from './passage-index.js';
import { overlapSql, readPassageReference } from './passage-query.js';
import { PostPassage } from './post-passage.entity.js';

/** What postsByPassage asks for. */
export interface PassageQuery {
  reference: string;
  page: number;
  pageSize: number;
  /** Posts in this language come first; the others follow. */
  locale?: Locale | null;
}

/** Posts rebuilt per transaction by `passages --rebuild`. */
const REBUILD_BATCH = 200;

/** Finding posts by the Bible passages they cite, and rebuilding that index. */
export class PassageService {
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
  ) {}

  /**
   * Readable posts citing a verse that overlaps the reference: the posts in `locale` first when
   * given, then the most cited (the citations of every overlapping passage of the post added up),
   * then the newest.
   * @throws BAD_USER_INPUT when `reference` is not a Bible reference.
   */
  async postsByPassage(
    query: PassageQuery,
    parts: PostParts = {},
  ): Promise<Page<Post> & { withParts: PostWithParts[] }> {
    const overlap = overlapSql('pp', readPassageReference(query.reference, query.locale));
    const visible = visibleSql('p', { readerAt: this.clock() });
    const from = `from post_passage pp join post p on p.id = pp.post_id where ${overlap.sql} and ${visible.sql}`;
    const params = [...overlap.params, ...visible.params];
    const localeFirst = query.locale ? `(p.locale = ?) desc, ` : '';
    // The posts, their parts and their total come in one statement: the total rides on the page's
    // rows (one row per post after the grouping; a post's columns depend on its id), and only a
    // page past the last, which has no row, asks for it on its own.
    const columns = partColumns(this.em, parts);
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select ${columns.sql}, count(*) over () as total ${from} group by p.id
        order by ${localeFirst}sum(pp.citations) desc, p.date desc, p.id desc limit ? offset ?`,
      [
        ...columns.params,
        ...params,
        ...(query.locale ? [query.locale] : []),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ],
    );
    const total = rows.length ? Number(rows[0].total) : await this.countWithoutRows(query.page, from, params);
    const withParts = rows.map((row) => toPostWithParts(this.em, row, parts));
    const items = withParts.map((read) => read.post);
    return { ...toPage(items, total, query.page, query.pageSize), withParts };
  }

  /** How many posts match when the page asked for has no row: none on page 1, else one count. */
  private async countWithoutRows(page: number, from: string, params: unknown[]): Promise<number> {
    if (page === 1) return 0;
    const [{ total }] = await this.em.execute<{ total: string | number }[]>(
      `select count(distinct pp.post_id) as total ${from}`,
      params,
    );
    return Number(total);
  }

  /**
   * Rebuilds the passages of every post from its stored text, REBUILD_BATCH posts per
   * transaction (a failure keeps the batches done), for posts saved before the index existed or
   * after a change of the recognition rules.
   * @returns how many posts were read and passage rows written.
   */
  async rebuild(progress: Progress = silentProgress): Promise<{ posts: number; passages: number }> {
    const [{ count }] = await this.em.execute<{ count: string | number }[]>('select count(*) as count from post');
    const totals = { posts: 0, passages: 0 };
    progress.start(Number(count), { passages: 0 });
    let after = 0;
    for (;;) {
      const rows = await this.em.execute<{ id: number }[]>('select id from post where id > ? order by id limit ?', [
        after,
        REBUILD_BATCH,
      ]);
      if (!rows.length) break;
      const ids = rows.map((row) => Number(row.id));
      totals.passages += await this.em.transactional((tx) => reindexPassages(tx, ids));
      totals.posts += ids.length;
      after = ids[ids.length - 1];
      progress.update(totals.posts, { passages: totals.passages });
    }
    progress.stop();
    return totals;
  }
}

/** @returns the passages of each post, in canon order, for the Post.passages loader (one statement for all the posts). */
export async function passagesOfPosts(em: Em, postIds: readonly number[]): Promise<PostPassage[][]> {
  const passages = await em.find(
    PostPassage,
    { post: { $in: [...postIds] } },
    { orderBy: [{ range: 'asc' }, { osis: 'asc' }] },
  );
  const byPost = groupBy(passages, (passage) => passage.post.id);
  return postIds.map((id) => byPost.get(id) ?? []);
}

/**
 * The posts sharing the most verses with each of these posts, for `Post.relatedByPassage` (one
 * statement for all of them): published posts readers can see at `readerAt`, other than the post
 * and its translations, citing a passage that overlaps one the post cites. Ranked by the post's
 * language first, then by the verses they share (the width of each overlap of canon addresses,
 * added up: a shared chapter weighs more than a shared verse), then newest.
 * @returns at most `first` post ids per post, best first.
 */
export async function relatedPostIds(
  em: Em,
  postIds: readonly number[],
  first: number,
  readerAt: Date,
): Promise<number[][]> {
  if (!postIds.length) return [];
  const visible = visibleSql('p', { readerAt });
  const rows = await em.execute<{ source: number; id: number }[]>(
    `with scored as (
       select s.id as source, p.id, (p.locale = s.locale) as same_locale, p.date,
              sum(upper(a.range * b.range) - lower(a.range * b.range)) as shared
         from post s
         join post_passage a on a.post_id = s.id
         join post_passage b on b.range && a.range and b.post_id <> s.id
         join post p on p.id = b.post_id and p.translation_group <> s.translation_group
        where s.id in (${postIds.map(() => '?').join(',')}) and ${visible.sql}
        group by s.id, p.id, s.locale, p.locale, p.date),
     ranked as (
       select source, id, row_number() over (
                partition by source order by same_locale desc, shared desc, date desc, id desc) as rank
         from scored)
     select source, id from ranked where rank <= ? order by source, rank`,
    [...postIds, ...visible.params, first],
  );
  const bySource = groupBy(rows, (row) => Number(row.source));
  return postIds.map((id) => (bySource.get(id) ?? []).map((row) => Number(row.id)));
}
