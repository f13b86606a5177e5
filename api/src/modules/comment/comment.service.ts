import type { Em } from '../../db/orm.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { Post } from '../post/post.entity.js';
import { parseId } from '../../common/ids.js';
import type { Clock } from '../../common/clock.js';
import { readableFilter } from '../post/visibility.js';
import type { WebhookEvents } from '../webhook/events.js';
import { Comment } from './comment.entity.js';
import type { CommentInput } from './comment.inputs.js';
import { CommentStatus } from './comment-status.js';
import { CommentSettingsService } from './comment-settings.service.js';
import { announceIfPublic, commentsOpen, normalizedText } from './comment-rules.js';
import type { CommentFormTokens } from './form-token.js';
import { BUILT_IN_CHECKS, judge, type SpamCheck } from './spam/index.js';

/**
 * Told about each comment held for moderation (not spam), inside the transaction that stores
 * it: an implementation queues an e-mail to the owner in that transaction, so a rolled-back
 * comment sends nothing.
 */
export interface CommentNotifier {
  commentHeld(em: Em, comment: Comment, post: Post): Promise<void>;
}

/** What CommentService may be given beyond the database and the clock. */
export interface CommentServiceOptions {
  /** Told about held comments. */
  notifier?: CommentNotifier;
  /** The spam and moderation rules, in order (BUILT_IN_CHECKS by default; see SpamCheck to add one). */
  checks?: readonly SpamCheck[];
  /** Issues and checks form tokens; without it every token sent reads as forged. */
  formTokens?: CommentFormTokens;
}

/** Who sent a comment, as the request tells. */
export interface CommentRequest {
  /** The poster's address, for the blocklist. */
  ip?: string | null;
  /**
   * Runs once the post is known to accept comments, before anything is stored (the per-IP
   * limit: refused comments do not spend it).
   */
  throttle?: () => Promise<void>;
  /**
   * The caller moderates comments itself (the owner, a token with `comments:moderate`, the demo
   * content): its comment is approved without running the rules.
   */
  trusted?: boolean;
}

const DUPLICATE_WINDOW_MS = 24 * 3600 * 1000;

/** Readers' comments: plain text, only on readable posts that take them, judged by the spam rules. */
export class CommentService {
  private readonly checks: readonly SpamCheck[];

  /** @param clock what "now" is: for a request, the instant it reads at. */
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
    /** Announces comments that become public to webhook endpoints, in the transaction that stores them. */
    private readonly webhooks?: WebhookEvents,
    private readonly options: CommentServiceOptions = {},
  ) {
    this.checks = options.checks ?? BUILT_IN_CHECKS;
  }

  /**
   * Stores a comment with the status the rules give it: APPROVED (public at once, announced to
   * webhooks), PENDING (held: the notifier is told) or SPAM (filed silently).
   * @returns the stored comment.
   * @throws NOT_FOUND when the post does not exist or is not readable, FORBIDDEN when its
   *   comments are closed (by the post, or by its age), BAD_USER_INPUT when a field is blank
   *   after trimming, CONFLICT when the same text was posted on the post in the last 24 hours,
   *   and whatever `throttle` throws.
   */
  async add(postId: string, input: CommentInput, request: CommentRequest = {}): Promise<Comment> {
    const post = await this.readablePost(postId);
    const now = this.clock();
    const settings = await new CommentSettingsService(this.em).get();
    if (!commentsOpen(post, settings, now)) throw forbidden('Comments are closed for this post');
    await request.throttle?.();
    const name = input.name.trim();
    const content = input.content.trim();
    const blank: Record<string, string> = {};
    if (!name) blank.name = 'name is required';
    if (!content) blank.content = 'content is required';
    if (Object.keys(blank).length) throw badInput('All fields are required!', blank);
    const email = input.email.trim().toLowerCase();
    if (await this.isDuplicate(post.id, content, now)) throw conflict('You have already posted this comment.');

    // The comment, its announcement and its notification commit together, or none does.
    return this.em.transactional(async (tx) => {
      const { status, reasons } = request.trusted
        ? { status: CommentStatus.APPROVED, reasons: [] }
        : await judge(
            this.checks,
            {
              post,
              name,
              email,
              content,
              ip: request.ip ?? null,
              homepage: input.homepage ?? null,
              formToken: this.options.formTokens?.check(input.formToken, post.id, now) ?? {
                kind: input.formToken?.trim() ? 'invalid' : 'absent',
              },
            },
            { em: tx, now, settings },
          );
      const stored = tx.create(Comment, { post, name, email, content, status, reasons, createdAt: now });
      await tx.flush();
      if (status === CommentStatus.APPROVED) await announceIfPublic(tx, this.webhooks, stored, post, now);
      if (status === CommentStatus.PENDING) await this.options.notifier?.commentHeld(tx, stored, post);
      await tx.flush();
      return stored;
    });
  }

  /**
   * @returns a token for the comment form of post `postId`, to send back with the comment (see
   *   CommentInput.formToken).
   * @throws NOT_FOUND when the post does not exist or is not readable.
   */
  async formToken(postId: string): Promise<string> {
    const post = await this.readablePost(postId);
    if (!this.options.formTokens) throw new Error('CommentService was built without form tokens');
    return this.options.formTokens.issue(post.id, this.clock());
  }

  /** Comments posted since `since` that are not spam or trash, for the admin dashboard. */
  countSince(since: Date): Promise<number> {
    return this.em.count(Comment, {
      createdAt: { $gte: since },
      status: { $in: [CommentStatus.PENDING, CommentStatus.APPROVED] },
    });
  }

  /** @throws NOT_FOUND unless `postId` is a post readers can see now. */
  private async readablePost(postId: string): Promise<Post> {
    const id = parseId(postId);
    const post = id === null ? null : await this.em.findOne(Post, { id, ...readableFilter(this.clock()) });
    if (!post) throw notFound('Post not found');
    return post;
  }

  /** Whether the same text (whitespace and case aside) is on the post from the last 24 hours, trash aside. */
  private async isDuplicate(postId: number, content: string, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ content: string }[]>(
      'select content from comment where post_id = ? and created_at > ? and status <> ?',
      [postId, new Date(now.getTime() - DUPLICATE_WINDOW_MS), CommentStatus.TRASH],
    );
    const text = normalizedText(content);
    return rows.some((row) => normalizedText(row.content) === text);
  }
}
