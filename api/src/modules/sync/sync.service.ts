import type { Em } from '../../db/orm.js';
import type { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors.js';
import { Post } from '../post/post.entity.js';
import { readableFilter, readableSql } from '../post/visibility.js';
import { decodeFeedToken, encodeFeedToken, type FeedPosition } from './feed-token.js';
import { SyncChangeKind, type SyncChange, type SyncChangePage } from './sync.types.js';

const DAY_MS = 86_400_000;

interface LoggedChange {
  version: string | number;
  kind: string;
  key: string;
}

/**
 * The change feed of published content for integrations that mirror the blog (a static build, a
 * search index, an app): what changed since a token, in commit order (see migration
 * ..._sync_change for why no change can be skipped), with tombstones, plus the posts whose
 * scheduled time has come since (those change without a write).
 */
export class SyncService {
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
    /** How long logged changes are kept (SYNC_RETENTION_DAYS). */
    private readonly retentionDays: number,
  ) {}

  /**
   * @param since a `next` of an earlier page, or null for a token at the present (read everything
   *   once, after taking it, then poll from it: duplicates are harmless, a gap is impossible).
   * @param first how many logged changes at most (1 to 500); the last page also reports the
   *   posts whose scheduled time came since the token.
   * @returns the changes, oldest first, and the token to poll from next.
   * @throws BAD_USER_INPUT for a token the feed did not write; RESYNC_REQUIRED (410) for a token
   *   older than the changes kept, or from another database: read everything again.
   */
  async changes(since: string | null, first: number): Promise<SyncChangePage> {
    const readAt = this.clock();
    const position = since === null ? null : decodeFeedToken(since);
    await this.prune(readAt);
    const [state] = await this.em.execute<{ pruned_through: string; head: string }[]>(
      'select pruned_through, (select version from content_version where id = 1) as head from sync_horizon where id = 1',
    );
    const head = Number(state.head);
    if (!position) {
      return {
        changes: [],
        next: encodeFeedToken({ version: head, kind: null, key: null, at: readAt }),
        hasMore: false,
      };
    }
    const prunedThrough = Number(state.pruned_through);
    if (
      position.version > head ||
      position.version < prunedThrough ||
      (position.version === prunedThrough && position.kind !== null)
    ) {
      throw new AppError(
        'RESYNC_REQUIRED',
        'This change token is older than the changes kept (or from another database): read everything again and poll from a new token',
      );
    }
    const rows = await this.logged(position, first + 1);
    const hasMore = rows.length > first;
    const page = rows.slice(0, first);
    const logged = page.map((row) => ({ kind: row.kind as SyncChangeKind, key: row.key }));
    if (!hasMore) {
      for (const id of await this.cameDue(position.at, readAt)) logged.push({ kind: SyncChangeKind.POST, key: id });
    }
    const last = page.at(-1);
    const next: FeedPosition = last
      ? { version: Number(last.version), kind: last.kind, key: last.key, at: hasMore ? position.at : readAt }
      : { ...position, at: hasMore ? position.at : readAt };
    return { changes: await this.now(logged, readAt), next: encodeFeedToken(next), hasMore };
  }

  /** The logged changes after `position`, in commit order then by kind and key. */
  private logged(position: FeedPosition, limit: number): Promise<LoggedChange[]> {
    const after =
      position.kind === null
        ? { sql: 'version > ?', params: [position.version] }
        : { sql: '(version, kind, key) > (?, ?, ?)', params: [position.version, position.kind, position.key] };
    return this.em.execute<LoggedChange[]>(
      `select version, kind, key from sync_change where ${after.sql} order by version, kind, key limit ?`,
      [...after.params, limit],
    );
  }

  /** Ids of the posts that became readable by the clock alone: scheduled for (from, to]. */
  private async cameDue(from: Date, to: Date): Promise<string[]> {
    const readable = readableSql('p', to);
    const rows = await this.em.execute<{ id: number }[]>(
      `select p.id from post p where ${readable.sql} and p.published_at > ? order by p.published_at, p.id`,
      [...readable.params, from],
    );
    return rows.map((row) => String(row.id));
  }

  /** Each change with the thing as readers see it at `at`. */
  private async now(changes: { kind: SyncChangeKind; key: string }[], at: Date): Promise<SyncChange[]> {
    const postIds = changes.filter((change) => change.kind === SyncChangeKind.POST).map((change) => Number(change.key));
    const tagKeys = changes.filter((change) => change.kind === SyncChangeKind.TAG).map((change) => change.key);
    const posts = postIds.length
      ? await this.em.find(Post, { id: { $in: [...new Set(postIds)] }, ...readableFilter(at) })
      : [];
    const byId = new Map(posts.map((post) => [String(post.id), post]));
    const liveTags = new Set<string>();
    if (tagKeys.length) {
      const readable = readableSql('p', at);
      const keys = [...new Set(tagKeys)];
      const rows = await this.em.execute<{ tag: string }[]>(
        `select distinct t.tag from post p cross join lateral unnest(p.tag_keys) as t(tag)
          where ${readable.sql} and t.tag in (${keys.map(() => '?').join(', ')})`,
        [...readable.params, ...keys],
      );
      rows.forEach((row) => liveTags.add(row.tag));
    }
    return changes.map(({ kind, key }) => {
      const post = kind === SyncChangeKind.POST ? (byId.get(key) ?? null) : null;
      const removed =
        kind === SyncChangeKind.POST ? post === null : kind === SyncChangeKind.TAG ? !liveTags.has(key) : false;
      return { kind, key, removed, post };
    });
  }

  /** Forgets changes older than the retention period; tokens from before them must resync. */
  private async prune(at: Date): Promise<void> {
    await this.em.execute(
      `with pruned as (delete from sync_change where at < ? returning version)
       update sync_horizon set pruned_through = greatest(pruned_through, (select max(version) from pruned))
        where id = 1 and exists (select 1 from pruned)`,
      [new Date(at.getTime() - this.retentionDays * DAY_MS)],
    );
  }
}
