import { AsyncLocalStorage } from 'node:async_hooks';
import { clientGoneError } from '../http/client-gone.js';

/** How long queued statements may run one after another before the event loop polls for I/O, in ms. */
const SLICE_MS = 10;

/** Who the current request's statements are for: set per request (runAsAsker). */
interface Asker {
  /** Its statements go in the first lane. */
  priority: boolean;
  /** Whether the client has gone away: its statements still waiting are not run. */
  gone?: () => boolean;
}

const askers = new AsyncLocalStorage<Asker>();

/** Statements sent outside any request (workers, start-up) are never dropped. */
const NO_ASKER: Asker = { priority: false };

/**
 * Runs `work` (a request's handling) with its statements on the embedded database in the first
 * lane when `priority` is set. Once `gone` says the client went away, the request's statements
 * that had not started fail with a client-gone error (status 499) instead of running.
 */
export function runAsAsker<T>(priority: boolean, work: () => T, gone?: () => boolean): T {
  return askers.run({ priority, gone }, work);
}

/** The lanes installed on each connection. */
const lanesOf = new WeakMap<object, PgliteLanes>();

/**
 * Runs `job`, a statement sent on the connection's driver directly rather than through its
 * `execute`, in a turn of the connection's lanes when it has them (PGlite), at once otherwise.
 * Outside a transaction only: a transaction's statements run in the turn it holds.
 * @returns what `job` returns.
 */
export function inTurn<T>(connection: object, job: () => Promise<T>): Promise<T> {
  const lanes = lanesOf.get(connection);
  return lanes ? lanes.turn(askers.getStore() ?? NO_ASKER, job) : job();
}

/** The methods of a MikroORM SQL connection the lanes take over (AbstractSqlConnection). */
export interface LanedConnection {
  execute(query: unknown, params?: unknown, method?: unknown, ctx?: unknown, loggerContext?: unknown): Promise<unknown>;
  begin(options?: { ctx?: unknown }): Promise<object>;
  commit(ctx: object, ...rest: unknown[]): Promise<void>;
  rollback(ctx: object, ...rest: unknown[]): Promise<void>;
}

/**
 * Two queues in front of PGlite, which serves one connection: a transaction holds it from BEGIN to
 * COMMIT and every other statement waits for its turn. Transactions (every write, the owner's saves
 * and readers' comments) and the statements of signed-in requests take the next free turn before
 * anonymous reads, so under a crowd of readers the owner's save waits for the statement running,
 * not for every reader queued before it. Each lane keeps arrival order. Statements inside a
 * transaction run in the turn it holds.
 */
export class PgliteLanes {
  private busy = false;
  /** When the event loop last polled before a turn started (performance.now(), ms). */
  private sliceStarted = -Infinity;
  private readonly first: (() => void)[] = [];
  private readonly rest: (() => void)[] = [];
  /** How to end the turn of each open transaction. */
  private readonly held = new WeakMap<object, () => void>();

  /** Takes over the connection's statements and transactions (savepoints run inside their turn). */
  install(connection: LanedConnection): void {
    lanesOf.set(connection, this);
    const execute = connection.execute.bind(connection);
    const begin = connection.begin.bind(connection);
    const commit = connection.commit.bind(connection);
    const rollback = connection.rollback.bind(connection);
    connection.execute = (query, params, method, ctx, loggerContext) =>
      ctx
        ? execute(query, params, method, ctx, loggerContext)
        : this.turn(askers.getStore() ?? NO_ASKER, () => execute(query, params, method, ctx, loggerContext));
    connection.begin = async (options) => {
      if (options?.ctx) return begin(options);
      const release = await this.acquire(true);
      try {
        const transaction = await begin(options);
        this.held.set(transaction, release);
        return transaction;
      } catch (error) {
        release();
        throw error;
      }
    };
    const ending =
      (end: typeof commit) =>
      async (ctx: object, ...rest: unknown[]) => {
        try {
          await end(ctx, ...rest);
        } finally {
          this.held.get(ctx)?.();
          this.held.delete(ctx);
        }
      };
    connection.commit = ending(commit);
    connection.rollback = ending(rollback);
  }

  /**
   * Runs `job` in a turn of the asker's lane, unless its client went away while it waited: a
   * crowd's abandoned requests (readers who gave up or left the page) held up those still
   * waiting for as long as their statements took.
   * @returns what `job` returns.
   * @throws a client-gone error (status 499) when the asker's client went away.
   */
  async turn<T>({ priority, gone }: Asker, job: () => Promise<T>): Promise<T> {
    const release = await this.acquire(priority);
    try {
      if (gone?.()) throw clientGoneError('The client went away before the statement ran');
      return await job();
    } finally {
      release();
    }
  }

  /** Waits for a turn in a lane. @returns the function that ends it (once). */
  private acquire(priority: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      (priority ? this.first : this.rest).push(() => {
        let ended = false;
        resolve(() => {
          if (ended) return;
          ended = true;
          this.busy = false;
          this.next();
        });
      });
      if (!this.busy) this.next();
    });
  }

  /**
   * Gives the next turn at once while the statements since the event loop last polled for I/O
   * have run for less than SLICE_MS, else after it has polled. PGlite runs each statement
   * synchronously on this thread: turns handed on within one tick kept the server from reading
   * new connections and requests for as long as statements were queued (a save and /health
   * waited until a crowd of readers left), and one turn per poll let a crowd of cache hits,
   * each poll serving all of them, hold a queued miss's statements back for seconds.
   */
  private next(): void {
    const start = this.first.shift() ?? this.rest.shift();
    if (!start) return;
    this.busy = true;
    if (performance.now() - this.sliceStarted < SLICE_MS) {
      queueMicrotask(start);
      return;
    }
    setImmediate(() => {
      this.sliceStarted = performance.now();
      start();
    });
  }
}
