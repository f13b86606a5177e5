import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.js';

/** How long a Redis command may take before the request it serves stops waiting for it. */
const COMMAND_TIMEOUT_MS = 3000;

const OPTIONS: RedisOptions = {
  // open() waits for the first connection itself, so a start without Redis fails at once.
  lazyConnect: true,
  connectTimeout: 5000,
  // While the connection is down a command fails at once, rather than queueing until it is back:
  // the request it serves is answered now (refused or let through by the fallback).
  enableOfflineQueue: false,
  // A command cut off by a lost connection fails too, rather than being sent again later.
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  // Reconnects for as long as the process lives, at least every 2 s: no restart is ever needed.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/** @returns `host:port` of a Redis URL, without its credentials (for messages and logs). */
function addressOf(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

/**
 * The connection to the Redis holding the rate limits' counters (REDIS_URL). It reconnects by
 * itself whenever Redis goes away, and logs each outage once: a warning when it starts, an info
 * record when Redis answers again, never one record per request.
 */
export class RedisConnection {
  private available = true;
  private closing = false;

  private constructor(
    readonly client: Redis,
    private readonly log: Logger,
    private readonly address: string,
  ) {
    client.on('error', (error: Error) => this.failed(error));
    client.on('close', () => this.failed(new Error('connection closed')));
    client.on('ready', () => this.answered());
  }

  /**
   * Connects to the Redis at `url`, naming the connection `{prefix}api` (seen in CLIENT LIST).
   * @returns the connection, ready for commands.
   * @throws Error saying which Redis could not be reached and why (the URL's password left out).
   */
  static async open(url: string, prefix: string, log: Logger): Promise<RedisConnection> {
    const client = new Redis(url, { ...OPTIONS, connectionName: `${prefix}api` });
    let cause: Error | undefined;
    const noteCause = (error: Error) => (cause ??= error);
    client.on('error', noteCause);
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      const reason = (cause ?? (error as Error)).message;
      throw new Error(`Redis (REDIS_URL) at ${addressOf(url)} cannot be reached: ${reason}`);
    }
    client.off('error', noteCause);
    return new RedisConnection(client, log, addressOf(url));
  }

  /** Notes a command or the connection failing; the first failure of an outage is logged. */
  failed(error: unknown): void {
    if (this.closing || !this.available) return;
    this.available = false;
    this.log.warn(
      { redis: this.address, reason: error instanceof Error ? error.message : String(error) },
      'Redis is unreachable: sign-in, comments and contact messages answer 503 RATE_LIMIT_UNAVAILABLE ' +
        'and API reads are limited per process until it answers again',
    );
  }

  /** Notes Redis answering; the first answer after an outage is logged. */
  answered(): void {
    if (this.available) return;
    this.available = true;
    this.log.info({ redis: this.address }, 'Redis answers again: rate limits are shared between instances again');
  }

  /** @returns whether Redis answers a PING within the command timeout. */
  async reachable(): Promise<boolean> {
    try {
      await this.client.ping();
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the connection: QUIT when Redis answers (pending replies arrive first), else at once. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // Redis went away meanwhile: nothing is left to wait for.
      }
    }
    this.client.disconnect();
  }
}
