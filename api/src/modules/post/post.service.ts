import { randomUUID } from 'node:crypto';
import { type ObjectQuery, OptimisticLockError } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/sql';
import { entityColumns } from '../../db/entity-rows.js';
import { violatedUniqueConstraint } from '../../db/input-error.js';
import type { Em } from '../../db/orm.js';
import { decodeCursor, encodeCursor } from '../../common/cursor.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { Clock } from '../../common/clock.js';
import { Locale } from '../../common/locale.js';
import { type Page, toPage } from '../../common/pagination.js';
import { htmlToPlainText } from '../../rich-text/plain-text.js';
import { sanitizeRichText } from '../../rich-text/sanitize.js';
import { publicCommentSql } from '../comment/public-comments.js';
import { closeFeaturedGaps, lockFeaturedList } from '../featured/featured-order.js';
import { parseSearchReference } from '../bible/reference/parse-references.js';
import { reindexPassages } from '../passage/passage-index.js';
import { citingFilter, readPassageReference } from '../passage/passage-query.js';
import { SearchService } from '../search/search.service.js';
import { Section } from '../section/section.entity.js';
import { normalizeTags, tagKey } from '../tag/tags.js';
import type { UploadService } from '../upload/upload.service.js';
import { type PostBefore, postBefore, type WebhookEvents } from '../webhook/events.js';
import { Post } from './post.entity.js';
import type { AdminPostPageArgs, PostInput, PostPageArgs, SectionInput, TagConnectionArgs } from './post.inputs.js';
import { PostStatus, StoredStatus } from './post-status.js';
import { publicationFor } from './publishing.js';
import { slugify } from './slug.js';
import { type PostParts, type PostWithParts, readPostsWithParts } from './post-with-parts.js';
import {
  readableFilter,
  readableSql,
  scheduledFilter,
  scheduledSql,
  type SqlCondition,
  type Visibility,
  visibleFilter,
  visibleSql,
} from './visibility.js';

const NEWEST_FIRST = [{ date: 'desc' }, { id: 'desc' }] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The unique constraint on post slugs (migrations), and how many times a save races for one. */
const SLUG_CONSTRAINT = 'post_slug_unique';
const SLUG_ATTEMPTS = 5;
/** The advisory lock class of slug choices (any fixed number no other two-key lock uses). */
const SLUG_LOCK = 7_301_002;

/**
 * Makes the transactions choosing a slug from `base` wait for each other until they end, so each
 * sees the slugs the others took (on PostgreSQL; PGlite runs one transaction at a time anyway).
 */
async function lockSlug(tx: Em, base: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [SLUG_LOCK, base]);
}

/** What a new post holds in each field its creator did not send. */
const NEW_POST = {
  excerpt: '',
  author: 'Admin',
  tags: [] as string[],
  sections: [] as SectionInput[],
  locale: Locale.en,
  status: PostStatus.DRAFT,
  allowComments: true,
  coverId: null,
} satisfies Partial<PostInput>;

/** @returns the fields of `input` that hold a value (neither undefined nor null). */
const given = (input: PostInput): Partial<PostInput> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

/**
 * Reading and writing posts: visibility (visibility.ts), paging, publication and the section list.
 * `clock` says what "now" is: for a request, the instant it reads at.
 */
export class PostService {
  private readonly search: SearchService;

  constructor(
    private readonly em: Em,
    private readonly uploads: UploadService,
    private readonly clock: Clock,
    /** Announces writes to webhook endpoints, in the transaction of each write. */
    private readonly webhooks?: WebhookEvents,
  ) {
    this.search = new SearchService(em);
  }

  /** What a read sees: readable posts at this service's now when `publicOnly`, else every post. */
  private visibility(publicOnly: boolean, locale?: Locale | null): Visibility {
    return { readerAt: publicOnly ? this.clock() : null, locale };
  }

  /**
   * A page of posts, newest first, or best match first with `search`: a search that is a Bible
   * reference (parseSearchReference, read in `preferLocale` first) lists the posts citing the
   * passage before those matching its words.
   * @returns the page and, for searches, a highlighted snippet per post id.
   */
  async page(
    args: PostPageArgs,
    publicOnly: boolean,
    parts: PostParts = {},
  ): Promise<Page<Post> & { snippets: Map<number, string>; withParts: PostWithParts[] }> {
    const { page, pageSize } = args;
    const search = args.search?.trim();
    if (search) {
      const { total, hits } = await this.search.search(
        {
          query: search,
          visibility: this.visibility(publicOnly, args.locale),
          preferLocale: args.preferLocale,
          passages: parseSearchReference(search, args.preferLocale ?? args.locale),
          tagKey: args.tag ? tagKey(args.tag) : undefined,
          year: args.year,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        },
        parts,
      );
      const withParts = hits.map((hit) => hit.withParts);
      const items = withParts.map((read) => read.post);
      return {
        ...toPage(items, total, page, pageSize),
        snippets: new Map(hits.map((hit) => [hit.withParts.post.id, hit.snippet])),
        withParts,
      };
    }
    const where: ObjectQuery<Post> = visibleFilter(this.visibility(publicOnly, args.locale));
    if (args.tag) where.tagKeys = { $contains: [tagKey(args.tag)] };
    if (args.year)
      where.date = { $gte: new Date(Date.UTC(args.year, 0, 1)), $lt: new Date(Date.UTC(args.year + 1, 0, 1)) };
    const { posts: withParts, total } = await this.newest(where, pageSize, (page - 1) * pageSize, parts);
    const items = withParts.map((read) => read.post);
    return { ...toPage(items, total, page, pageSize), snippets: new Map(), withParts };
  }

  /**
   * Every post, drafts and scheduled ones included, for the admin list, newest first; with
   * `passage`, only the posts citing a passage that overlaps it.
   * @throws BAD_USER_INPUT when `passage` is not a Bible reference.
   */
  async adminPage(
    args: AdminPostPageArgs,
    parts: PostParts = {},
  ): Promise<Page<Post> & { withParts: PostWithParts[] }> {
    const where: ObjectQuery<Post> = visibleFilter(this.visibility(false, args.locale));
    const search = args.search?.trim();
    if (search) where.title = { $ilike: `%${escapeLike(search)}%` };
    const passage = args.passage?.trim();
    if (passage) Object.assign(where, citingFilter(readPassageReference(passage)));
    if (args.status === PostStatus.DRAFT) where.status = StoredStatus.draft;
    if (args.status === PostStatus.TO_PUBLISH) Object.assign(where, scheduledFilter(this.clock()));
    if (args.status === PostStatus.PUBLISHED) Object.assign(where, readableFilter(this.clock()));
    const { posts: withParts, total } = await this.newest(where, args.pageSize, (args.page - 1) * args.pageSize, parts);
    const items = withParts.map((read) => read.post);
    return { ...toPage(items, total, args.page, args.pageSize), withParts };
  }

  /**
   * The posts matching `where`, newest first, from `offset` on (at most `limit`). The page's ids
   * are chosen in a subquery that the listing index (date, id, with the columns of the reader
   * rule, the language and the tags) answers alone; only the page's own rows are then read from
   * the table, so a deep page, or a tag whose posts are old, costs about what the first page does.
   * @returns the posts with their `parts`, and how many posts match `countWhere` (by default
   *   `where`; read in the same statement).
   */
  private async newest(
    where: ObjectQuery<Post>,
    limit: number,
    offset: number,
    parts: PostParts,
    countWhere: ObjectQuery<Post> = where,
  ): Promise<{ posts: PostWithParts[]; total: number }> {
    const pageIds = this.em
      .createQueryBuilder(Post, 'listed')
      .select('id')
      // The same filter a count reads; the builder's type only adds table aliases to it.
      .where({ ...where } as QBFilterQuery<Post, 'listed'>)
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
      .offset(offset)
      .toQuery();
    const count = this.em
      .createQueryBuilder(Post, 'counted')
      .count()
      .where({ ...countWhere } as QBFilterQuery<Post, 'counted'>)
      .toQuery();
    const { posts, total } = await readPostsWithParts(
      this.em,
      {
        where: { sql: `p.id in (${pageIds.sql})`, params: [...pageIds.params] },
        orderBy: 'p.date desc, p.id desc',
        count: { sql: count.sql, params: [...count.params] },
      },
      parts,
    );
    // The count rides on the page's rows; a page past the end has none and counts apart.
    return { posts, total: total ?? (await this.em.count(Post, { ...countWhere })) };
  }

  /** @returns the post with this id or slug, or null (also for hidden posts when `publicOnly`). */
  async findOne(key: { id?: string | null; slug?: string | null }, publicOnly: boolean): Promise<Post | null> {
    return (await this.findWithParts(key, publicOnly, {}))?.post ?? null;
  }

  /**
   * The post with this id or slug and the related reads in `parts`, in one statement.
   * @returns null when there is none (also for hidden posts when `publicOnly`).
   * @throws BAD_USER_INPUT (field id) with neither an id nor a slug.
   */
  async findWithParts(
    key: { id?: string | null; slug?: string | null },
    publicOnly: boolean,
    parts: PostParts,
  ): Promise<PostWithParts | null> {
    let match: SqlCondition;
    if (key.id != null) {
      const id = parseId(key.id);
      if (id === null) return null;
      match = { sql: 'p.id = ?', params: [id] };
    } else if (key.slug) {
      match = { sql: 'p.slug = ?', params: [key.slug] };
    } else {
      throw badInput('Give a post id or a slug', { id: 'Required without slug' });
    }
    const visible = visibleSql('p', this.visibility(publicOnly));
    const where = { sql: `${match.sql} and ${visible.sql}`, params: [...match.params, ...visible.params] };
    const { posts } = await readPostsWithParts(this.em, { where, orderBy: 'p.id', limit: 1 }, parts);
    return posts[0] ?? null;
  }

  /**
   * Posts carrying `tag` (case-insensitive), newest first, as a cursor connection, and each
   * node's `parts` (`withParts`, in the nodes' order).
   */
  async byTag(args: TagConnectionArgs, publicOnly: boolean, parts: PostParts = {}) {
    const where: ObjectQuery<Post> = visibleFilter(this.visibility(publicOnly, args.locale));
    where.tagKeys = { $contains: [tagKey(args.tag)] };
    const slice: ObjectQuery<Post> = { ...where };
    if (args.after) {
      const { date, id } = decodeCursor(args.after);
      slice.$or = [{ date: { $lt: date } }, { date, id: { $lt: id } }];
    }
    // The count covers the whole tag, the slice starts after the cursor.
    const { posts, total: totalCount } = await this.newest(slice, args.first + 1, 0, parts, where);
    const hasNextPage = posts.length > args.first;
    const withParts = posts.slice(0, args.first);
    const nodes = withParts.map((read) => read.post);
    return {
      withParts,
      edges: nodes.map((node) => ({ node, cursor: encodeCursor(node) })),
      pageInfo: { hasNextPage, endCursor: hasNextPage && nodes.length ? encodeCursor(nodes[nodes.length - 1]) : null },
      totalCount,
    };
  }

  /** The most commented readable posts (comments readers see), ties broken by newest. */
  async popular(limit: number, locale?: Locale): Promise<Post[]> {
    const where = visibleSql('p', this.visibility(true, locale));
    // The candidates are the posts with comments (counted from the comments, a small set) and the
    // newest posts without any, as many as the list holds (the listing index in date order stops
    // after them): a post without comments makes the list only as one of those. Counting every
    // post's comments and sorting every post cost 6 ms on the corpus, this well under 1 ms. The
    // winners' columns are read in the same statement and handed to em.map.
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select ${entityColumns(this.em, Post, 'p')} from (
         select id, comments, date from (
           select p.id, count(*) as comments, p.date from comment c join post p on p.id = c.post_id
            where ${publicCommentSql('c')} and ${where.sql} group by p.id
           union all
           (select p.id, 0, p.date from post p
             where ${where.sql} and not exists (select 1 from comment c where c.post_id = p.id and ${publicCommentSql('c')})
             order by p.date desc, p.id desc limit ?)
         ) candidates order by comments desc, date desc, id desc limit ?
       ) top join post p on p.id = top.id order by top.comments desc, top.date desc, top.id desc`,
      [...where.params, ...where.params, limit, limit],
    );
    return rows.map((row) => this.em.map(Post, row));
  }

  /** Years that have readable posts, newest first, with their counts. */
  async archiveYears(locale?: Locale): Promise<{ year: number; count: number }[]> {
    const where = visibleSql('p', this.visibility(true, locale));
    const rows = await this.em.execute<{ year: number; count: string | number }[]>(
      `select extract(year from p.date at time zone 'UTC')::int as year, count(*) as count
         from post p where ${where.sql} group by 1 order by 1 desc`,
      where.params,
    );
    return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
  }

  /** How many posts are published (readable now), drafts, and scheduled. */
  async countByStatus(): Promise<{ published: number; drafts: number; scheduled: number }> {
    const now = this.clock();
    const [published, scheduled] = [readableSql('p', now), scheduledSql('p', now)];
    const [row] = await this.em.execute<{ published: string; drafts: string; scheduled: string }[]>(
      `select count(*) filter (where ${published.sql}) as published,
              count(*) filter (where p.status = '${StoredStatus.draft}') as drafts,
              count(*) filter (where ${scheduled.sql}) as scheduled
         from post p`,
      [...published.params, ...scheduled.params],
    );
    return { published: Number(row.published), drafts: Number(row.drafts), scheduled: Number(row.scheduled) };
  }

  /**
   * Creates a post with its sections in one transaction; a field not sent takes its default
   * (NEW_POST).
   * @throws BAD_USER_INPUT without a title or on invalid references.
   */
  create(input: PostInput): Promise<Post> {
    if (!input.title) throw badInput('title is required', { title: 'Required' });
    return this.save(null, { ...NEW_POST, ...given(input) });
  }

  /**
   * Changes the fields `input` holds, in one transaction: a field not sent (or null) keeps its
   * stored value, so a client that knows only part of the post cannot reset the rest (its locale,
   * its status, its cover). `coverId: null` removes the cover.
   * @throws NOT_FOUND for an unknown id; CONFLICT when `input.version` is stale or another save won the race.
   */
  update(id: string, input: PostInput): Promise<Post> {
    const postId = parseId(id);
    if (postId === null) throw notFound('Post not found');
    return this.save(postId, input);
  }

  /**
   * Deletes a post; its sections, comments and featured entry go with it (the featured list closes up).
   * @throws NOT_FOUND when there is no such post.
   */
  async remove(id: string): Promise<void> {
    const postId = parseId(id);
    const deleted =
      postId === null
        ? 0
        : await this.em.transactional(async (tx) => {
            // Its featured entry goes by cascade: the list closes the gap as any featured change does.
            await lockFeaturedList(tx);
            const announce = await this.webhooks?.postDeleting(tx, postId);
            const count = await tx.nativeDelete(Post, { id: postId });
            await closeFeaturedGaps(tx);
            if (count) await announce?.();
            return count;
          });
    if (!deleted) throw notFound('Post not found');
  }

  /**
   * Saves in one transaction. Two saves may pick the same free slug at once (each reads the slugs
   * taken before the other commits): the one that commits second is run again, up to SLUG_ATTEMPTS
   * times in all, and then takes the next free slug. Saves wanting the same slug wait for each
   * other (lockSlug), so many posts created at once with one title need no retry at all.
   */
  private async save(id: number | null, input: PostInput): Promise<Post> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.saveOnce(id, input);
      } catch (error) {
        if (attempt < SLUG_ATTEMPTS && violatedUniqueConstraint(error) === SLUG_CONSTRAINT) continue;
        throw error;
      }
    }
  }

  private async saveOnce(id: number | null, input: PostInput): Promise<Post> {
    try {
      const saved = await this.em.transactional(async (tx) => {
        const uploads = this.uploads.withEm(tx);
        let post: Post;
        let before: PostBefore | null = null;
        if (id !== null) {
          const existing = await tx.findOne(Post, { id });
          if (!existing) throw notFound('Post not found');
          if (input.version != null && input.version !== existing.version) {
            throw conflict('This post was changed elsewhere since it was loaded. Reload it to see the latest version.');
          }
          post = existing;
          before = postBefore(existing);
        } else {
          post = tx.create(Post, {
            slug: '',
            locale: input.locale!,
            translationGroup: randomUUID(),
            title: input.title!,
            date: this.clock(),
          });
        }
        await this.apply(tx, post, input, uploads);
        if (input.translationOf) await this.linkTranslation(tx, post, input.translationOf);
        await this.assertLocaleFree(tx, post);
        if (id === null || input.slug) {
          const wanted = slugify(input.slug ?? post.title);
          await lockSlug(tx, wanted);
          post.slug = await this.uniqueSlug(tx, wanted, post.id);
        }
        await tx.flush();
        await new SearchService(tx).reindex(post.id);
        await reindexPassages(tx, [post.id]);
        await this.webhooks?.postSaved(tx, before, post);
        return post;
      });
      return saved;
    } catch (error) {
      if (error instanceof OptimisticLockError) {
        throw conflict('This post was changed elsewhere since it was loaded. Reload it to see the latest version.');
      }
      throw error;
    }
  }

  /** Writes the fields `input` holds onto `post`; the others keep their values. */
  private async apply(tx: Em, post: Post, input: PostInput, uploads: UploadService): Promise<void> {
    if (input.title != null) post.title = input.title.trim();
    if (input.excerpt != null) post.excerpt = input.excerpt.trim();
    if (input.author != null) post.author = input.author.trim() || NEW_POST.author;
    if (input.tags != null) {
      post.tags = normalizeTags(input.tags);
      post.tagKeys = post.tags.map(tagKey);
    }
    if (input.locale != null) post.locale = input.locale;
    if (input.allowComments != null) post.allowComments = input.allowComments;
    if (input.coverId !== undefined) {
      post.cover = input.coverId ? await uploads.require(input.coverId, 'coverId') : null;
    }
    if (input.date != null) post.date = input.date;
    if (input.status != null || input.date != null) {
      // Without a status the post keeps its intent: a draft stays one, a published post follows its date.
      const intent = input.status ?? (post.status === StoredStatus.draft ? PostStatus.DRAFT : PostStatus.TO_PUBLISH);
      Object.assign(post, publicationFor(intent, post.date, post, this.clock()));
    }
    post.updatedAt = new Date();
    if (input.sections != null) await this.syncSections(tx, post, input.sections, uploads);
  }

  /**
   * Makes the post's sections the list sent, in its order: a section sent with the id of one of
   * the post's sections updates it, the others are created, and the post's sections not sent go.
   */
  private async syncSections(tx: Em, post: Post, sections: SectionInput[], uploads: UploadService): Promise<void> {
    const current = post.id ? await tx.find(Section, { post }) : [];
    const existing = new Map(current.map((section) => [String(section.id), section]));
    const ordered = sections
      .map((section, position) => ({ section, position }))
      .sort(
        (a, b) =>
          (a.section.orderIndex ?? a.position) - (b.section.orderIndex ?? b.position) || a.position - b.position,
      );
    const kept = new Set<Section>();
    for (const [orderIndex, { section: data }] of ordered.entries()) {
      const content = sanitizeRichText(data.content);
      const fields = {
        title: data.title.trim(),
        content,
        plainText: htmlToPlainText(content),
        orderIndex,
        image: data.imageId ? await uploads.require(data.imageId, `sections[${orderIndex}].imageId`) : null,
      };
      const same = data.id ? existing.get(String(data.id)) : undefined;
      if (same && !kept.has(same)) {
        Object.assign(same, fields);
        kept.add(same);
      } else {
        kept.add(tx.create(Section, { ...fields, post }));
      }
    }
    for (const section of current) if (!kept.has(section)) tx.remove(section);
  }

  private async linkTranslation(tx: Em, post: Post, translationOf: string): Promise<void> {
    const sourceId = parseId(translationOf);
    const source = sourceId === null ? null : await tx.findOne(Post, { id: sourceId });
    if (!source) throw badInput('translationOf: no post has this id', { translationOf: 'Unknown post' });
    post.translationGroup = source.translationGroup;
  }

  private async assertLocaleFree(tx: Em, post: Post): Promise<void> {
    const clash = await tx.findOne(Post, {
      translationGroup: post.translationGroup,
      locale: post.locale,
      ...(post.id ? { id: { $ne: post.id } } : {}),
    });
    if (clash) {
      throw badInput(`This article already has a ${post.locale} version (post ${clash.id})`, {
        locale: 'A translation in this language already exists',
      });
    }
  }

  private async uniqueSlug(tx: Em, base: string, ownId: number | undefined): Promise<string> {
    const taken = await tx.find(
      Post,
      { slug: { $like: `${escapeLike(base)}%` }, ...(ownId ? { id: { $ne: ownId } } : {}) },
      { fields: ['slug'] },
    );
    const used = new Set(taken.map((post) => post.slug));
    if (!used.has(base)) return base;
    let n = 2;
    while (used.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }
}
