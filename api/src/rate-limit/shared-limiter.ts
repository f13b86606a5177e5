import { type RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/errors.js';
import type { RedisConnection } from './redis-connection.js';

type Key = string | number;
type Extra = Record<string, unknown>;

/** Seconds a client is asked to wait when the rate limits cannot be checked: Redis reconnects every 2 s at most. */
export const RATE_LIMIT_RETRY_AFTER = 5;

/** What a refused request is told while Redis is unreachable. */
export const rateLimitUnavailable = () =>
  new AppError('RATE_LIMIT_UNAVAILABLE', 'This is unavailable for a moment. Please try again in a few seconds.', {
    retryAfterSeconds: RATE_LIMIT_RETRY_AFTER,
  });

/**
 * rate-limiter-flexible's Redis limiter: its counters live in Redis and are changed atomically
 * there (one Lua script a call), so every instance spends the same budget and a point taken
 * before the work it limits is taken once for all of them.
 *
 * While Redis is unreachable each call fails at once (the connection queues nothing) and then
 * either goes to `fallback`, a limiter in this process's memory, or, without one, is refused
 * with RATE_LIMIT_UNAVAILABLE (503).
 */
export class SharedLimiter extends RateLimiterRedis {
  private readonly connection: RedisConnection;
  private readonly fallback: RateLimiterAbstract | null;

  constructor(
    options: { keyPrefix: string; points: number; duration: number },
    connection: RedisConnection,
    fallback: RateLimiterAbstract | null,
  ) {
    // ioredis is the library's default client (no useRedisPackage); rejectIfRedisNotReady makes a
    // call fail without touching the client while it is reconnecting.
    super({ ...options, storeClient: connection.client, rejectIfRedisNotReady: true });
    this.connection = connection;
    this.fallback = fallback;
  }

  /**
   * @returns what Redis answered to `call`, or, when it could not, what `onFallback` gets from
   *   the fallback limiter.
   * @throws RateLimiterRes when the budget is spent; AppError RATE_LIMIT_UNAVAILABLE when Redis
   *   did not answer and there is no fallback.
   */
  private async shared<T>(call: Promise<T>, onFallback: (memory: RateLimiterAbstract) => Promise<T>): Promise<T> {
    try {
      const result = await call;
      this.connection.answered();
      return result;
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        this.connection.answered();
        throw error;
      }
      this.connection.failed(error);
      if (this.fallback) return onFallback(this.fallback);
      throw rateLimitUnavailable();
    }
  }

  override consume(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    return this.shared(super.consume(key, points, options), (memory) => memory.consume(key, points, options));
  }

  override penalty(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    return this.shared(super.penalty(key, points, options), (memory) => memory.penalty(key, points, options));
  }

  override reward(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    return this.shared(super.reward(key, points, options), (memory) => memory.reward(key, points, options));
  }

  override get(key: Key, options?: Extra): Promise<RateLimiterRes | null> {
    return this.shared(super.get(key, options), (memory) => memory.get(key, options));
  }

  override set(key: Key, points: number, secDuration: number, options?: Extra): Promise<RateLimiterRes> {
    return this.shared(super.set(key, points, secDuration, options), (memory) =>
      memory.set(key, points, secDuration, options),
    );
  }

  override block(key: Key, secDuration: number, options?: Extra): Promise<RateLimiterRes> {
    return this.shared(super.block(key, secDuration, options), (memory) => memory.block(key, secDuration, options));
  }

  override delete(key: Key, options?: Extra): Promise<boolean> {
    return this.shared(super.delete(key, options), (memory) => memory.delete(key, options));
  }
}
