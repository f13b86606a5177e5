import type { Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';

/** How long nothing must run before shutdown counts the work as finished (see settled). */
const QUIET_MS = 50;

/**
 * Work a request starts that can outlive its client's connection: a page render, a GraphQL
 * execution (over HTTP, for a REST route or for a page). A client that leaves ends its connection
 * at once, while its work goes on and still needs the GraphQL server and the database, so
 * shutdown waits for the work itself, not only for the connections.
 */
export class InFlightWork {
  private running = 0;
  private waiters: (() => void)[] = [];

  /** Counts `work` as running until it settles. @returns `work`. */
  track<T>(work: Promise<T>): Promise<T> {
    this.running += 1;
    return work.finally(() => {
      this.running -= 1;
      if (this.running === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /**
   * Resolves once nothing has run for QUIET_MS (a request already read from its connection starts
   * its work a few turns of the event loop later, when its connection may be gone already), or
   * after `timeoutMs` at most (work that hangs cannot hold shutdown forever).
   */
  async settled(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.running > 0) {
        await this.idle(Math.max(0, deadline - Date.now()));
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      if (this.running === 0) return;
    }
  }

  private async idle(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiters.push(resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  /** Counts each request of `server` from its arrival until its answer is sent or its connection ends. */
  trackRequests(server: Server): void {
    server.prependListener('request', (_req, res) => {
      void this.track(new Promise<void>((resolve) => res.once('close', () => resolve())));
    });
  }

  /** An Apollo Server plugin counting each GraphQL operation from its start to its answer. */
  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        let done!: () => void;
        void this.track(new Promise<void>((resolve) => (done = resolve)));
        return { willSendResponse: async () => done() };
      },
    };
  }
}
