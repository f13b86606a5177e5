import type { Em } from '../../db/orm.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import { Post } from '../post/post.entity.js';
import { parseId } from '../../common/ids.js';
import type { Clock } from '../../common/clock.js';
import { readableFilter } from '../post/visibility.js';
import { Comment } from './comment.entity.js';
import type { CommentInput } from './comment.inputs.js';
import type { WebhookEvents } from '../webhook/events.js';

/** Readers' comments: plain text, only on readable posts that allow them. */
export class CommentService {
  /** @param clock what "now" is: for a request, the instant it reads at. */
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
    /** Announces new comments to webhook endpoints, in the transaction that stores them. */
    private readonly webhooks?: WebhookEvents,
  ) {}

  /**
   * @returns the stored comment.
   * @param throttle runs once the post is known to accept comments, before anything is stored
   *   (the per-IP limit: refused comments do not spend it).
   * @throws NOT_FOUND when the post does not exist or is not readable, FORBIDDEN when its
   *   comments are closed, BAD_USER_INPUT when a field is blank after trimming, and whatever
   *   `throttle` throws.
   */
  async add(postId: string, input: CommentInput, throttle?: () => Promise<void>): Promise<Comment> {
    const id = parseId(postId);
    const post = id === null ? null : await this.em.findOne(Post, { id, ...readableFilter(this.clock()) });
    if (!post) throw notFound('Post not found');
    if (!post.allowComments) throw forbidden('Comments are closed for this post');
    await throttle?.();
    const name = input.name.trim();
    const content = input.content.trim();
    const blank: Record<string, string> = {};
    if (!name) blank.name = 'name is required';
    if (!content) blank.content = 'content is required';
    if (Object.keys(blank).length) throw badInput('All fields are required!', blank);
    const email = input.email.trim().toLowerCase();
    const webhooks = this.webhooks;
    if (webhooks) {
      // The comment and its announcement commit together, or neither does.
      return this.em.transactional(async (tx) => {
        const stored = tx.create(Comment, { post, name, email, content });
        await tx.flush();
        await webhooks.commentCreated(tx, stored, post);
        return stored;
      });
    }
    const comment = this.em.create(Comment, { post, name, email, content });
    await this.em.flush();
    return comment;
  }

  /** Comments posted since `since`, for the admin dashboard. */
  countSince(since: Date): Promise<number> {
    return this.em.count(Comment, { createdAt: { $gte: since } });
  }
}
