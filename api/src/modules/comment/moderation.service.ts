import type { FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import type { Clock } from '../../common/clock.js';
import { badInput, notFound } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { toPage } from '../../common/pagination.js';
import { SiteSettingsService } from '../settings/settings.service.js';
import type { WebhookEvents } from '../webhook/events.js';
import { Comment } from './comment.entity.js';
import { type CommentListArgs, COMMENT_LIMITS } from './comment.inputs.js';
import { CommentAction, CommentStatus, TRASH_DAYS } from './comment-status.js';
import { announceIfPublic } from './comment-rules.js';
import type { CommentModerationPage, CommentStatusCounts } from './comment.types.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 24 * 3600 * 1000;
/** How often (per process) the moderation list looks for trash old enough to delete. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let lastPrune = 0;

/** The comments a moderation list item holds: its row, with the post loaded. */
export type ModeratedRow = Comment;

/** @returns the numeric ids of `ids`. @throws BAD_USER_INPUT naming the field for one that is not an id. */
function parseIds(ids: string[]): number[] {
  const parsed = ids.map(parseId);
  if (parsed.some((id) => id === null)) throw badInput('ids must be comment ids', { ids: 'Comment ids (digits)' });
  return [...new Set(parsed as number[])];
}

/** @returns trimmed comment text. @throws BAD_USER_INPUT when blank or too long. */
function cleanContent(content: string): string {
  const text = content.trim();
  if (!text || text.length > COMMENT_LIMITS.content) {
    throw badInput('content is required (at most 5,000 characters)', { content: '1 to 5,000 characters' });
  }
  return text;
}

/** The status `action` gives a comment that has `comment`'s status, or null when it leaves it as it is. */
function nextStatus(comment: Comment, action: CommentAction): CommentStatus | null {
  switch (action) {
    case CommentAction.APPROVE:
      return CommentStatus.APPROVED;
    case CommentAction.UNAPPROVE:
      return CommentStatus.PENDING;
    case CommentAction.SPAM:
      return CommentStatus.SPAM;
    case CommentAction.NOT_SPAM:
      // The owner read it and judged it genuine: publishing it is what they mean.
      return comment.status === CommentStatus.SPAM ? CommentStatus.APPROVED : null;
    case CommentAction.TRASH:
      return CommentStatus.TRASH;
    case CommentAction.RESTORE:
      return comment.status === CommentStatus.TRASH ? (comment.statusBeforeTrash ?? CommentStatus.PENDING) : null;
    case CommentAction.DELETE:
      return null;
  }
}

/** The owner's side of comments: the moderation list, bulk actions, edits and replies. */
export class CommentModerationService {
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
    /** Announces comments that become public, in the transaction that changes them. */
    private readonly webhooks?: WebhookEvents,
  ) {}

  /**
   * One page of comments, newest first, with the count of each status. Also deletes, now and
   * then, the trash older than TRASH_DAYS.
   * @throws BAD_USER_INPUT for a `postId` that is not an id.
   */
  async list(args: CommentListArgs): Promise<Omit<CommentModerationPage, 'items'> & { items: ModeratedRow[] }> {
    await this.pruneTrashNowAndThen();
    const where: FilterQuery<Comment> = {};
    let postId: number | null = null;
    if (args.postId != null) {
      postId = parseId(args.postId);
      if (postId === null) throw badInput('postId must be a post id', { postId: 'A post id (digits)' });
      where.post = postId;
    }
    where.status = args.status ?? { $in: [CommentStatus.PENDING, CommentStatus.APPROVED] };
    const search = args.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      where.$or = [{ content: { $ilike: pattern } }, { email: { $ilike: pattern } }, { name: { $ilike: pattern } }];
    }
    const [items, total] = await this.em.findAndCount(Comment, where, {
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: args.pageSize,
      offset: (args.page - 1) * args.pageSize,
      populate: ['post'],
    });
    return { ...toPage(items, total, args.page, args.pageSize), counts: await this.counts(postId) };
  }

  /** @returns how many comments wait for moderation (an index-only count, for the navigation badge). */
  pendingCount(): Promise<number> {
    return this.em.count(Comment, { status: CommentStatus.PENDING });
  }

  /**
   * Applies `action` to the comments of `ids` in one transaction; unknown ids are skipped. Those
   * that become public are announced to webhooks (once per comment, ever).
   * @returns the comments as they are now, and the ids deleted for good (replies included).
   * @throws BAD_USER_INPUT for an id that is not one.
   */
  moderate(ids: string[], action: CommentAction): Promise<{ comments: Comment[]; deletedIds: number[] }> {
    const numeric = parseIds(ids);
    const now = this.clock();
    return this.em.transactional(async (tx) => {
      if (action === CommentAction.DELETE) {
        const rows = await tx.execute<{ id: number }[]>(
          `select id from comment where id in (${numeric.map(() => '?').join(',')})
              or parent_id in (${numeric.map(() => '?').join(',')}) order by id`,
          [...numeric, ...numeric],
        );
        const deletedIds = rows.map((row) => Number(row.id));
        if (deletedIds.length) await tx.nativeDelete(Comment, { id: { $in: deletedIds } });
        return { comments: [], deletedIds };
      }
      const comments = await tx.find(Comment, { id: { $in: numeric } }, { populate: ['post'], orderBy: { id: 'asc' } });
      for (const comment of comments) {
        const status = nextStatus(comment, action);
        if (status === null || status === comment.status) continue;
        if (status === CommentStatus.TRASH) {
          comment.statusBeforeTrash = comment.status;
          comment.trashedAt = now;
        } else {
          comment.statusBeforeTrash = null;
          comment.trashedAt = null;
        }
        comment.status = status;
        await announceIfPublic(tx, this.webhooks, comment, comment.post, now);
      }
      await tx.flush();
      return { comments, deletedIds: [] };
    });
  }

  /**
   * Changes a comment's text (whatever its status).
   * @throws NOT_FOUND for an unknown id; BAD_USER_INPUT for blank or too long text.
   */
  async updateContent(id: string, content: string): Promise<Comment> {
    const text = cleanContent(content);
    const comment = await this.find(id);
    comment.content = text;
    await this.em.flush();
    return comment;
  }

  /**
   * Replies as the site's author (the name and e-mail of the site settings) to comment `id`:
   * the reply is approved and hangs from the top-level comment (replying to a reply answers its
   * thread). A pending top-level comment is approved with it, as answering it publishes the
   * exchange.
   * @throws NOT_FOUND for an unknown id; BAD_USER_INPUT for blank text, or a thread in spam or trash.
   */
  async reply(id: string, content: string): Promise<Comment> {
    const text = cleanContent(content);
    const now = this.clock();
    return this.em.transactional(async (tx) => {
      const target = await this.find(id, tx);
      const top = target.parent ? await this.find(String(target.parent.id), tx) : target;
      if (top.status === CommentStatus.SPAM || top.status === CommentStatus.TRASH) {
        throw badInput('Restore the comment before replying to it', { id: 'The comment is in spam or trash' });
      }
      const author = await new SiteSettingsService(tx).data();
      if (top.status === CommentStatus.PENDING) {
        top.status = CommentStatus.APPROVED;
        await announceIfPublic(tx, this.webhooks, top, top.post, now);
      }
      const reply = tx.create(Comment, {
        post: top.post,
        parent: top,
        name: author.authorName,
        email: author.authorEmail,
        content: text,
        status: CommentStatus.APPROVED,
        byAuthor: true,
        createdAt: now,
      });
      await tx.flush();
      await announceIfPublic(tx, this.webhooks, reply, top.post, now);
      await tx.flush();
      return reply;
    });
  }

  /**
   * Deletes the trash older than TRASH_DAYS (replies of a deleted comment go with it). Looks
   * first by the trashed_at index, so a call with nothing to delete writes nothing (a write
   * would drop the response cache).
   * @returns how many comments were deleted.
   */
  async pruneTrash(): Promise<number> {
    const before = new Date(this.clock().getTime() - TRASH_DAYS * DAY_MS);
    const where = { status: CommentStatus.TRASH, trashedAt: { $lt: before } };
    if (!(await this.em.findOne(Comment, where, { fields: ['id'] }))) return 0;
    return this.em.nativeDelete(Comment, where);
  }

  private async pruneTrashNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await this.pruneTrash();
  }

  private async counts(postId: number | null): Promise<CommentStatusCounts> {
    const rows = await this.em.execute<{ status: CommentStatus; count: string | number }[]>(
      `select status, count(*) as count from comment ${postId === null ? '' : 'where post_id = ?'} group by status`,
      postId === null ? [] : [postId],
    );
    const of = (status: CommentStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    const counts = {
      pending: of(CommentStatus.PENDING),
      approved: of(CommentStatus.APPROVED),
      spam: of(CommentStatus.SPAM),
      trash: of(CommentStatus.TRASH),
    };
    return { all: counts.pending + counts.approved, ...counts };
  }

  private async find(id: string, em: Em = this.em): Promise<Comment> {
    const numeric = parseId(id);
    const comment = numeric === null ? null : await em.findOne(Comment, { id: numeric }, { populate: ['post'] });
    if (!comment) throw notFound('Comment not found');
    return comment;
  }
}
