import type { Em } from '../../db/orm.js';
import { badInput, notFound } from '../../common/errors.js';
import type { Locale } from '../../common/locale.js';
import { Post } from '../post/post.entity.js';
import { parseId } from '../../common/ids.js';
import type { Clock } from '../../common/clock.js';
import { isReadable, visibleFilter } from '../post/visibility.js';
import { FeaturedEntry } from './featured-entry.entity.js';
import { closeFeaturedGaps, lockFeaturedList } from './featured-order.js';
import type { WebhookEvents } from '../webhook/events.js';

/** The ordered featured list (product-spec.md sections 2 and 4, "Featured manager"). */
export class FeaturedService {
  /** @param clock what "now" is: for a request, the instant it reads at. */
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
    /** Announces changes of the list to webhook endpoints, in the transaction of each change. */
    private readonly webhooks?: WebhookEvents,
  ) {}

  /** Entries in order, with their posts loaded. */
  entries(): Promise<FeaturedEntry[]> {
    return this.em.find(FeaturedEntry, {}, { orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }], populate: ['post'] });
  }

  /**
   * Featured posts in order. For readers: only readable ones, and with `locale` each article is
   * shown in that language when a readable translation exists, else in its own.
   */
  async posts(publicOnly: boolean, locale?: Locale): Promise<Post[]> {
    const posts = (await this.entries()).map((entry) => entry.post);
    const readerAt = publicOnly ? this.clock() : null;
    const visible = readerAt ? posts.filter((post) => isReadable(post, readerAt)) : posts;
    if (!locale) return visible;
    const groups = visible.filter((post) => post.locale !== locale).map((post) => post.translationGroup);
    const translations = groups.length
      ? await this.em.find(Post, { translationGroup: { $in: groups }, ...visibleFilter({ readerAt, locale }) })
      : [];
    const byGroup = new Map(translations.map((post) => [post.translationGroup, post]));
    return visible.map((post) => (post.locale === locale ? post : (byGroup.get(post.translationGroup) ?? post)));
  }

  /** Ids of all featured posts. */
  async postIds(): Promise<Set<number>> {
    const rows = await this.em.execute<{ post_id: number }[]>('select post_id from featured_entry');
    return new Set(rows.map((row) => Number(row.post_id)));
  }

  /**
   * Features a post. A post already featured is not added again: without `orderIndex` its entry
   * is returned as it is; with one it moves there. Positions run from 0 to the number of featured
   * posts (that number, or no `orderIndex`, means the end); the others shift. Changes to the list
   * run one at a time, so concurrent calls leave it numbered 0..n-1 with each post once.
   * @returns the post's entry.
   * @throws NOT_FOUND for an unknown post; BAD_USER_INPUT (field orderIndex) for a position
   *   outside 0..number of featured posts.
   */
  async add(postId: string, orderIndex?: number | null): Promise<FeaturedEntry> {
    return this.em.transactional(async (tx) => {
      // The list lock first: a post's deletion holds it too, so the post is read either before the
      // deletion starts or after it commits (then NOT_FOUND), never in between.
      await lockFeaturedList(tx);
      const post = await this.requirePost(tx, postId);
      const entries = await tx.find(FeaturedEntry, {}, { orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }] });
      if (orderIndex != null && (orderIndex < 0 || orderIndex > entries.length)) {
        throw badInput(`orderIndex must be between 0 and ${entries.length}`, {
          orderIndex: `Must be between 0 and ${entries.length}`,
        });
      }
      let entry = entries.find((candidate) => candidate.post.id === post.id);
      if (entry && orderIndex == null) return entry;
      const others = entries.filter((candidate) => candidate !== entry);
      entry ??= tx.create(FeaturedEntry, { post, orderIndex: others.length });
      others.splice(Math.min(orderIndex ?? others.length, others.length), 0, entry);
      others.forEach((candidate, index) => (candidate.orderIndex = index));
      await tx.flush();
      await this.webhooks?.featuredChanged(tx);
      return entry;
    });
  }

  /**
   * Unfeatures a post; the ones after it move up.
   * @returns whether it was featured. @throws NOT_FOUND for an unknown post.
   */
  async remove(postId: string): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const post = await this.requirePost(tx, postId);
      await lockFeaturedList(tx);
      const deleted = await tx.nativeDelete(FeaturedEntry, { post });
      await closeFeaturedGaps(tx);
      if (deleted > 0) await this.webhooks?.featuredChanged(tx);
      return deleted > 0;
    });
  }

  /**
   * Sets the whole order at once (after any change in progress).
   * @throws BAD_USER_INPUT (field postIds) unless `postIds` lists exactly the featured posts, each once.
   */
  async reorder(postIds: string[]): Promise<FeaturedEntry[]> {
    return this.em.transactional(async (tx) => {
      await lockFeaturedList(tx);
      const entries = await tx.find(FeaturedEntry, {}, { populate: ['post'] });
      const byPost = new Map(entries.map((entry) => [String(entry.post.id), entry]));
      const unique = new Set(postIds.map(String));
      if (
        unique.size !== postIds.length ||
        unique.size !== entries.length ||
        ![...unique].every((id) => byPost.has(id))
      ) {
        throw badInput('postIds must list every featured post exactly once', {
          postIds: 'Must match the featured list',
        });
      }
      postIds.forEach((id, index) => (byPost.get(String(id))!.orderIndex = index));
      await tx.flush();
      await this.webhooks?.featuredChanged(tx);
      return postIds.map((id) => byPost.get(String(id))!);
    });
  }

  private async requirePost(tx: Em, postId: string): Promise<Post> {
    const id = parseId(postId);
    const post = id === null ? null : await tx.findOne(Post, { id });
    if (!post) throw notFound('Post not found');
    return post;
  }
}
