import type { Clock } from '../../common/clock.js';
import type { Em, Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { Post } from '../post/post.entity.js';
import { enqueueWebhookEvent, markAnnounced, postData } from './events.js';
import { signatureHeaders } from './signing.js';
import { checkTarget, postTo, RefusedTarget } from './target.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** What the worker needs to know; read from the config (WEBHOOK_*). */
export interface WebhookWorkerOptions {
  /** How often due deliveries and scheduled publications are looked for (WEBHOOK_POLL_MS). */
  pollMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: deliver to private addresses too (tests, local set-ups). */
  allowPrivate: boolean;
  /** How long no change must arrive before site.changed fires (WEBHOOK_SITE_CHANGED_DEBOUNCE_MS). */
  siteChangedDebounceMs: number;
  /** How long the delivery log is kept (WEBHOOK_LOG_DAYS). */
  logDays: number;
  /** The site's URL, for post links in payloads (read at each use). */
  config: { publicUrl: string };
}

/** A continuous burst of changes still gets one site.changed this often. */
const SITE_CHANGED_MAX_WAIT_MS = MINUTE;
/** Retry delays after the 1st, 2nd… failed attempt; the last repeats. */
const BACKOFF_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR];
/** A message is retried for this long after it was queued, then given up. */
const RETRY_WINDOW_MS = 24 * HOUR;
/** An endpoint whose every attempt failed for this long is disabled. */
const DISABLE_AFTER_MS = 24 * HOUR;
/** No answer within this time is a failed attempt. */
const TIMEOUT_MS = 10 * SECOND;
/** How long a worker owns the deliveries it took: past it, another worker may retry them. */
const LEASE_MS = 30 * SECOND;
/** Deliveries in flight at once, per process. */
const CONCURRENCY = 8;
/** How far back the check for scheduled posts looks again, for saves that committed late. */
const SCHEDULE_LOOKBACK_MS = 2 * MINUTE;
/** How often a worker with no enabled endpoint looks again (other instances may add one). */
const IDLE_RECHECK_MS = MINUTE;
const PRUNE_EVERY_MS = MINUTE;
const RESPONSE_MAX = 1024;

/** Listeners told when this process changes endpoints, so an idle worker wakes at once. */
const endpointListeners = new Set<() => void>();

/** Tells the workers of this process that endpoints changed (created, enabled, deleted). */
export function endpointsChanged(): void {
  for (const listener of endpointListeners) listener();
}

/**
 * @returns the delay a `Retry-After` header asks for (RFC 9110 section 10.2.3: delay-seconds or
 *   an HTTP-date), in milliseconds, or null when absent or unreadable.
 */
export function retryAfterMs(header: string | string[] | undefined, now: Date): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * SECOND;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** @returns the delay before the attempt after `attempts` failed ones (exponential, capped). */
export const backoffMs = (attempts: number) => BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1];

interface Claimed {
  id: number;
  endpoint_id: number;
  message_id: string;
  payload: { type: string; timestamp: string; data: unknown };
  attempts: number;
  created_at: Date;
}

interface EndpointRow {
  id: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
}

/** How one attempt ended. */
interface Outcome {
  statusCode: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
  retryAfterMs: number | null;
}

/**
 * Delivers webhooks from the outbox (webhook_delivery), at least once, in the API process.
 *
 * Each pass takes due deliveries with `for update skip locked` and a lease in one statement (its
 * own short transaction), so several instances never take the same row and a crashed worker's
 * rows come back once the lease ends; then it makes the HTTP calls with no transaction open, and
 * records each outcome. The same pass fires site.changed after a burst of changes and
 * post.published for scheduled posts whose time came, under a row lock on webhook_state so one
 * instance at a time does it.
 */
export class WebhookWorker {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  private readonly shutdown = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private active: boolean | null = null;
  private idleCheckedAt = 0;
  private prunedAt = 0;
  /** Bumped on each change of endpoints in this process: a check that overlapped one is stale. */
  private endpointChanges = 0;
  private readonly onEndpointsChanged = () => {
    this.endpointChanges++;
    this.idleCheckedAt = 0;
    this.wake?.();
  };

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly options: WebhookWorkerOptions,
  ) {}

  /** Starts polling; returns at once. */
  start(): void {
    if (this.loop) return;
    endpointListeners.add(this.onEndpointsChanged);
    this.loop = this.run();
  }

  /**
   * Stops polling, aborts the calls in flight and gives their deliveries back (due at once, the
   * attempt not counted), so a restart sends them without waiting for the lease to end.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    endpointListeners.delete(this.onEndpointsChanged);
    this.shutdown.abort();
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.pass();
      } catch (error) {
        if (!this.stopped) this.log.error({ err: error }, 'webhook worker pass failed');
      }
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, this.options.pollMs);
        this.timer.unref?.();
      });
      this.wake = null;
    }
  }

  /** One pass: site.changed and scheduled publications, due deliveries, log retention. */
  private async pass(): Promise<void> {
    const em = this.orm.em.fork() as Em;
    if (!(await this.hasEndpoints(em))) return;
    await this.progress(em);
    await this.claimAndSend(em);
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.prune(em);
    }
  }

  /**
   * Whether an enabled endpoint exists: without one the worker stays idle (no statement per
   * poll), looking again every minute or when this process changes endpoints. Waking from idle
   * starts the worker's progress afresh: nobody was listening to what happened meanwhile.
   */
  private async hasEndpoints(em: Em): Promise<boolean> {
    if (this.active === false && Date.now() - this.idleCheckedAt < IDLE_RECHECK_MS) return false;
    const changes = this.endpointChanges;
    const [row] = await em.execute<{ any: boolean }[]>(
      'select exists (select 1 from webhook_endpoint where enabled) as any',
    );
    const wasIdle = this.active === false;
    this.active = Boolean(row.any);
    // An endpoint created while the query ran may be missing from its answer: look again next pass.
    this.idleCheckedAt = changes === this.endpointChanges ? Date.now() : 0;
    if (this.active && wasIdle) {
      const now = this.clock();
      await em.execute(
        `update webhook_state set site_announced_version = (select version from content_version where id = 1),
           site_seen_version = (select version from content_version where id = 1), site_seen_at = null,
           site_pending_since = null, schedule_since = ?, schedule_checked_at = ? where id = 1`,
        [now, now],
      );
    }
    return this.active;
  }

  /** site.changed debouncing and scheduled publications, by one instance at a time. */
  private async progress(em: Em): Promise<void> {
    await em.execute(
      `insert into webhook_state (id, site_announced_version, site_seen_version)
        select 1, version, version from content_version where id = 1 on conflict do nothing`,
    );
    await em.transactional(async (tx) => {
      const [state] = await tx.execute<
        {
          site_announced_version: string | null;
          site_seen_version: string | null;
          site_seen_at: Date | null;
          site_pending_since: Date | null;
          schedule_since: Date | null;
          schedule_checked_at: Date | null;
          head: string;
        }[]
      >(
        `select s.*, (select version from content_version where id = 1) as head
           from webhook_state s where s.id = 1 for update skip locked`,
      );
      if (!state) return;
      const now = this.clock();
      const head = String(state.head);
      const site = {
        announced: state.site_announced_version === null ? head : String(state.site_announced_version),
        seen: state.site_seen_version === null ? head : String(state.site_seen_version),
        seenAt: state.site_seen_at ? new Date(state.site_seen_at) : null,
        pendingSince: state.site_pending_since ? new Date(state.site_pending_since) : null,
      };
      if (head !== site.announced) {
        if (head !== site.seen || !site.seenAt) {
          site.seen = head;
          site.seenAt = now;
        }
        site.pendingSince ??= now;
        const quiet = now.getTime() - site.seenAt.getTime() >= this.options.siteChangedDebounceMs;
        const overdue = now.getTime() - site.pendingSince.getTime() >= SITE_CHANGED_MAX_WAIT_MS;
        if (quiet || overdue) {
          await enqueueWebhookEvent(tx, 'site.changed', { changedSince: site.pendingSince.toISOString() }, now);
          site.announced = head;
          site.pendingSince = null;
        }
      }
      let since = state.schedule_since ? new Date(state.schedule_since) : null;
      if (!since) since = now;
      else await this.announceScheduled(tx, since, state.schedule_checked_at ?? since, now);
      await tx.execute(
        `update webhook_state set site_announced_version = ?, site_seen_version = ?, site_seen_at = ?,
           site_pending_since = ?, schedule_since = ?, schedule_checked_at = ? where id = 1`,
        [site.announced, site.seen, site.seenAt, site.pendingSince, since, now],
      );
    });
  }

  /**
   * Announces post.published (and tag.changed) for posts whose scheduled time came since the
   * last check, each publication once (webhook_schedule_mark). Looks back a little before the
   * last check for saves that committed after it, never before the worker started checking.
   */
  private async announceScheduled(tx: Em, since: Date, checkedAt: Date, now: Date): Promise<void> {
    const from = new Date(Math.max(since.getTime(), new Date(checkedAt).getTime() - SCHEDULE_LOOKBACK_MS));
    const rows = await tx.execute<{ id: number }[]>(
      `select p.id from post p
        where p.status = 'published' and p.published_at > ? and p.published_at <= ?
          and not exists (select 1 from webhook_schedule_mark m where m.post_id = p.id and m.published_at = p.published_at)
        order by p.published_at, p.id limit 500`,
      [from, now],
    );
    // The next check starts after `from`: marks before it can no longer match.
    await tx.execute('delete from webhook_schedule_mark where published_at <= ?', [from]);
    if (!rows.length) return;
    const posts = await tx.find(Post, { id: { $in: rows.map((row) => Number(row.id)) } });
    for (const post of posts) {
      if (!(await markAnnounced(tx, post.id, post.publishedAt!))) continue;
      await enqueueWebhookEvent(tx, 'post.published', postData(post, this.options.config.publicUrl, now), now);
      if (post.tags.length) {
        const tags = [...new Set(post.tags.map((tag) => tag.toLowerCase()))].sort();
        await enqueueWebhookEvent(tx, 'tag.changed', { tags }, now);
      }
    }
  }

  /** Takes due deliveries under a lease (one statement: its own transaction) and sends them. */
  private async claimAndSend(em: Em): Promise<void> {
    const room = CONCURRENCY - this.inFlight.size;
    if (room <= 0) return;
    const now = this.clock();
    const claimed = await em.execute<Claimed[]>(
      `update webhook_delivery d set status = 'delivering', lease_until = ?, attempts = d.attempts + 1
        where d.id in (
          select w.id from webhook_delivery w join webhook_endpoint e on e.id = w.endpoint_id
           where e.enabled and ((w.status in ('pending', 'failed') and w.next_attempt_at <= ?)
              or (w.status = 'delivering' and w.lease_until <= ?))
           order by w.next_attempt_at, w.id limit ?
           for update of w skip locked)
        returning d.id, d.endpoint_id, d.message_id, d.payload, d.attempts, d.created_at`,
      [new Date(now.getTime() + LEASE_MS), now, now, room],
    );
    if (!claimed.length) return;
    const endpoints = await em.execute<EndpointRow[]>(
      `select id, url, secret, previous_secret, previous_secret_expires_at, failing_since
         from webhook_endpoint where id in (${claimed.map(() => '?').join(', ')})`,
      claimed.map((row) => row.endpoint_id),
    );
    const byId = new Map(endpoints.map((endpoint) => [Number(endpoint.id), endpoint]));
    for (const delivery of claimed) {
      const endpoint = byId.get(Number(delivery.endpoint_id));
      if (!endpoint) continue;
      const work = this.deliver(delivery, endpoint).catch((error: unknown) => {
        this.log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery could not be recorded');
      });
      this.inFlight.add(work);
      void work.finally(() => {
        this.inFlight.delete(work);
        // A slot came free: look for more without waiting for the next poll.
        this.wake?.();
      });
    }
  }

  /** Makes one attempt (no transaction open meanwhile) and records its outcome. */
  private async deliver(delivery: Claimed, endpoint: EndpointRow): Promise<void> {
    const startedAt = Date.now();
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let outcome: Outcome;
    try {
      const target = await checkTarget(endpoint.url, this.options.allowPrivate);
      const payload = typeof delivery.payload === 'string' ? JSON.parse(delivery.payload) : delivery.payload;
      // The envelope's fields in the order Standard Webhooks shows them (jsonb does not keep order).
      const body = JSON.stringify({ type: payload.type, timestamp: payload.timestamp, data: payload.data });
      const now = this.clock();
      const secrets = [endpoint.secret];
      if (
        endpoint.previous_secret &&
        endpoint.previous_secret_expires_at &&
        new Date(endpoint.previous_secret_expires_at) > now
      ) {
        secrets.push(endpoint.previous_secret);
      }
      // webhook-timestamp is the machine's time: receivers compare it with their own clocks.
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'BlogWebhooks/1.0',
        ...signatureHeaders(delivery.message_id, new Date(), body, secrets),
      };
      const result = await postTo(
        target,
        headers,
        body,
        AbortSignal.any([this.shutdown.signal, timeout]),
        RESPONSE_MAX,
      );
      const ok = result.status >= 200 && result.status < 300;
      outcome = {
        statusCode: result.status,
        durationMs: Date.now() - startedAt,
        response: result.body || null,
        error: ok
          ? null
          : `The receiver answered ${result.status}${result.status >= 300 && result.status < 400 ? ' (redirects are not followed)' : ''}`,
        retryAfterMs:
          result.status === 429 || result.status === 503 ? retryAfterMs(result.headers['retry-after'], now) : null,
      };
    } catch (error) {
      if (this.shutdown.signal.aborted) return this.giveBack(delivery.id);
      const message =
        error instanceof RefusedTarget
          ? error.message
          : timeout.aborted
            ? `No answer within ${TIMEOUT_MS / SECOND} s`
            : `The request failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      outcome = {
        statusCode: null,
        durationMs: Date.now() - startedAt,
        response: null,
        error: message,
        retryAfterMs: null,
      };
    }
    await this.record(delivery, endpoint, outcome);
  }

  /** A call cut short by shutdown was no attempt: the delivery is due again at once. */
  private async giveBack(id: number): Promise<void> {
    await this.orm.em.fork().execute(
      `update webhook_delivery set status = case when attempts > 1 then 'failed' else 'pending' end,
         attempts = attempts - 1, lease_until = null, next_attempt_at = ? where id = ? and status = 'delivering'`,
      [this.clock(), id],
    );
  }

  /**
   * Records an attempt: 2xx succeeded; 410 Gone gives up and disables the endpoint; anything
   * else is retried with backoff (or after the Retry-After asked for with 429 or 503) until 24 h
   * after the message was queued, then given up. An endpoint failing every attempt for 24 h is
   * disabled.
   */
  private async record(delivery: Claimed, endpoint: EndpointRow, outcome: Outcome): Promise<void> {
    const now = this.clock();
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const gone = outcome.statusCode === 410;
    const delay = outcome.retryAfterMs ?? backoffMs(delivery.attempts);
    const nextAt = new Date(now.getTime() + Math.min(delay, RETRY_WINDOW_MS));
    const expired = nextAt.getTime() - new Date(delivery.created_at).getTime() > RETRY_WINDOW_MS;
    const status = ok ? 'succeeded' : gone || expired ? 'gave_up' : 'failed';
    const failingSince = endpoint.failing_since ? new Date(endpoint.failing_since) : now;
    const disable = gone
      ? 'The receiver answered 410 Gone: it asked for no more events'
      : !ok && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS
        ? `Every attempt failed for 24 hours (last: ${outcome.error})`.slice(0, 500)
        : null;
    await this.orm.em.fork().transactional(async (tx) => {
      await tx.execute(
        `update webhook_delivery set status = ?, lease_until = null, next_attempt_at = ?, last_status_code = ?,
           last_duration_ms = ?, last_response = ?, last_error = ?, delivered_at = ? where id = ?`,
        [
          status,
          ok ? now : nextAt,
          outcome.statusCode,
          outcome.durationMs,
          outcome.response?.slice(0, RESPONSE_MAX) ?? null,
          outcome.error?.slice(0, 1000) ?? null,
          ok ? now : null,
          delivery.id,
        ],
      );
      if (ok) {
        await tx.execute('update webhook_endpoint set consecutive_failures = 0, failing_since = null where id = ?', [
          endpoint.id,
        ]);
      } else {
        await tx.execute(
          `update webhook_endpoint set consecutive_failures = consecutive_failures + 1,
             failing_since = coalesce(failing_since, ?),
             enabled = case when ?::boolean then false else enabled end,
             disabled_reason = coalesce(?, disabled_reason) where id = ?`,
          [now, disable !== null, disable, endpoint.id],
        );
      }
    });
    if (disable) this.log.warn({ endpointId: endpoint.id, reason: disable }, 'webhook endpoint disabled');
  }

  /** Deletes delivery log rows older than WEBHOOK_LOG_DAYS. */
  private async prune(em: Em): Promise<void> {
    const now = this.clock().getTime();
    await em.execute(`delete from webhook_delivery where created_at < ? and status <> 'delivering'`, [
      new Date(now - this.options.logDays * 24 * HOUR),
    ]);
  }
}
