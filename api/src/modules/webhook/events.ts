import type { Em } from '../../db/orm.js';
import type { Clock } from '../../common/clock.js';
import type { Post } from '../post/post.entity.js';
import { PostStatus } from '../post/post-status.js';
import { visibleStatus } from '../post/publishing.js';
import { isReadable, type Publication } from '../post/visibility.js';
import { newMessageId } from './signing.js';

/** Every event type an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'post.published',
  'post.updated',
  'post.unpublished',
  'post.deleted',
  'post.scheduled',
  'post.unscheduled',
  'tag.changed',
  'featured.changed',
  'comment.created',
  'site.changed',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a post was before a save: enough to tell which event the save causes. */
export interface PostBefore extends Publication {
  slug: string;
  tags: string[];
}

/** @returns the fields of `post` a save compares against (null for a post being created). */
export const postBefore = (post: Post | null): PostBefore | null =>
  post ? { status: post.status, publishedAt: post.publishedAt ?? null, slug: post.slug, tags: [...post.tags] } : null;

/**
 * Queues an event for every enabled endpoint subscribed to it, in the transaction of `em`: the
 * rows commit with the change they announce, or not at all. One message id for all endpoints.
 */
export async function enqueueWebhookEvent(
  em: Em,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const payload = JSON.stringify({ type, timestamp: at.toISOString(), data });
  await em.execute(
    `insert into webhook_delivery (endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, created_at)
      select e.id, ?, ?, ?::jsonb, 'pending', 0, ?, ? from webhook_endpoint e
       where e.enabled and (cardinality(e.events) = 0 or ? = any(e.events))`,
    [newMessageId(), type, payload, at, at, type],
  );
}

/** @returns a status as the GraphQL API writes it (`PUBLISHED`, `TO_PUBLISH`, `DRAFT`). */
const graphqlStatus = (status: PostStatus) =>
  (Object.keys(PostStatus) as (keyof typeof PostStatus)[]).find((key) => PostStatus[key] === status)!;

/** @returns the post as webhooks show it: the GraphQL fields receivers need, never section HTML. */
export function postData(post: Post, publicUrl: string, at: Date): Record<string, unknown> {
  return {
    id: String(post.id),
    slug: post.slug,
    locale: post.locale,
    title: post.title,
    excerpt: post.excerpt,
    tags: post.tags,
    status: graphqlStatus(visibleStatus(post, at)),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    url: postUrl(publicUrl, post.slug || String(post.id)),
  };
}

const postUrl = (publicUrl: string, key: string) => `${publicUrl}/blogs/${encodeURIComponent(key)}`;

/** @returns the lower-cased tags whose readable post counts differ between `before` and `after`. */
function changedTags(before: string[], after: string[]): string[] {
  const a = new Set(before.map((tag) => tag.toLowerCase()));
  const b = new Set(after.map((tag) => tag.toLowerCase()));
  return [...new Set([...a, ...b])].filter((tag) => a.has(tag) !== b.has(tag)).sort();
}

/**
 * What content writes announce, called by the services inside the transaction of each write.
 * Reads PUBLIC_URL at each call (the config may be completed after start, e.g. by tests).
 */
export class WebhookEvents {
  constructor(
    private readonly config: { publicUrl: string },
    private readonly clock: Clock,
  ) {}

  /**
   * Announces a saved post, deciding from the status before and after: post.published (now
   * readable, and marked so the worker does not announce it again), post.updated (readable
   * before and after, with `previous: { slug, url }`), post.unpublished, post.scheduled,
   * post.unscheduled; and tag.changed when the tags readers see changed.
   */
  async postSaved(em: Em, before: PostBefore | null, post: Post): Promise<void> {
    const now = this.clock();
    const was = before ? visibleStatus(before, now) : PostStatus.DRAFT;
    const is = visibleStatus(post, now);
    const data = postData(post, this.config.publicUrl, now);
    const events: [WebhookEventType, Record<string, unknown>][] = [];
    if (is === PostStatus.PUBLISHED) {
      if (was === PostStatus.PUBLISHED) {
        const previous = { slug: before!.slug, url: postUrl(this.config.publicUrl, before!.slug) };
        events.push(['post.updated', { ...data, previous }]);
      } else {
        events.push(['post.published', data]);
        await markAnnounced(em, post.id, post.publishedAt!);
      }
    } else {
      if (was === PostStatus.PUBLISHED) events.push(['post.unpublished', data]);
      if (is === PostStatus.TO_PUBLISH) {
        const moved = was !== PostStatus.TO_PUBLISH || before!.publishedAt?.getTime() !== post.publishedAt?.getTime();
        if (moved) events.push(['post.scheduled', data]);
      } else if (was === PostStatus.TO_PUBLISH) {
        events.push(['post.unscheduled', data]);
      }
    }
    const tags = changedTags(
      before && isReadable(before, now) ? before.tags : [],
      isReadable(post, now) ? post.tags : [],
    );
    if (tags.length) events.push(['tag.changed', { tags }]);
    for (const [type, payload] of events) await enqueueWebhookEvent(em, type, payload, now);
  }

  /**
   * Call before deleting post `id` in the same transaction. @returns what to call once it is
   * deleted: announces post.deleted, tag.changed for a readable post's tags and featured.changed
   * when it was featured; nothing for an unknown post.
   */
  async postDeleting(em: Em, id: number): Promise<() => Promise<void>> {
    const now = this.clock();
    const [row] = await em.execute<
      {
        id: number;
        slug: string;
        status: Publication['status'];
        published_at: Date | null;
        tags: string[];
        locale: string;
        title: string;
        featured: boolean;
      }[]
    >(
      `select p.id, p.slug, p.status, p.published_at, p.tags, p.locale, p.title,
              exists (select 1 from featured_entry f where f.post_id = p.id) as featured
         from post p where p.id = ?`,
      [id],
    );
    if (!row) return async () => {};
    const publication = { status: row.status, publishedAt: row.published_at ? new Date(row.published_at) : null };
    return async () => {
      const data = {
        id: String(row.id),
        slug: row.slug,
        locale: row.locale,
        title: row.title,
        tags: row.tags,
        status: graphqlStatus(visibleStatus(publication, now)),
        url: postUrl(this.config.publicUrl, row.slug || String(row.id)),
      };
      await enqueueWebhookEvent(em, 'post.deleted', data, now);
      if (isReadable(publication, now) && row.tags.length) {
        await enqueueWebhookEvent(em, 'tag.changed', { tags: changedTags(row.tags, []) }, now);
      }
      if (row.featured) await this.featuredChanged(em);
    };
  }

  /** Announces featured.changed with the list as it now stands (`postIds` in order). */
  async featuredChanged(em: Em): Promise<void> {
    const rows = await em.execute<{ post_id: number }[]>('select post_id from featured_entry order by order_index, id');
    await enqueueWebhookEvent(
      em,
      'featured.changed',
      { postIds: rows.map((row) => String(row.post_id)) },
      this.clock(),
    );
  }

  /** Announces comment.created: the comment without the commenter's e-mail, and its post. */
  async commentCreated(
    em: Em,
    comment: { id: number; name: string; content: string; createdAt: Date },
    post: Post,
  ): Promise<void> {
    const now = this.clock();
    const data = {
      id: String(comment.id),
      name: comment.name,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      post: { id: String(post.id), slug: post.slug, url: postUrl(this.config.publicUrl, post.slug) },
    };
    await enqueueWebhookEvent(em, 'comment.created', data, now);
  }
}

/**
 * Records that the publication of `postId` at `publishedAt` was announced. @returns whether this
 * call recorded it (false: someone announced it already).
 */
export async function markAnnounced(em: Em, postId: number, publishedAt: Date): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    'insert into webhook_schedule_mark (post_id, published_at) values (?, ?) on conflict do nothing returning post_id',
    [postId, publishedAt],
  );
  return rows.length > 0;
}
