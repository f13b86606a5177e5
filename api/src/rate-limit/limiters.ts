import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { AppError, tooManyRequests } from '../common/errors.js';
import { BoundedMemoryLimiter } from './bounded-limiter.js';
import type { RedisConnection } from './redis-connection.js';
import { SharedLimiter } from './shared-limiter.js';

/** A rate limiter: in this process's memory, or shared by every instance through Redis. */
export type Limiter = RateLimiterAbstract;

/** The rate limiters: comments, contact messages, sign-in attempts, API tokens, anonymous API requests. */
export interface Limiters {
  comment: Limiter | null;
  contact: Limiter | null;
  loginByEmail: Limiter;
  loginByIp: Limiter;
  /** Requests per API token per minute; null with RATE_LIMITS=off. */
  apiToken: Limiter | null;
  /**
   * Anonymous API requests per client address per minute, counted only when the response cache
   * did not answer them (a hit costs nothing); null with RATE_LIMITS=off.
   */
  anonymous: Limiter | null;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Keys (e-mail or IP addresses) each in-memory limiter holds at most: a few MB of memory. */
export const LIMITER_MAX_KEYS = 10_000;

/**
 * What a limiter does while Redis is unreachable. Sign-in attempts, comments and contact
 * messages are writes by strangers: `closed` refuses them (503), since counting them per process
 * would give a password guesser a fresh budget on every instance. API reads (tokens, anonymous
 * requests) are `memory`: each process limits them on its own until Redis is back, so readers
 * and integrations keep being served, yet a client still cannot flood the database while the
 * shared counters are out of reach (at most N times its budget with N instances).
 */
type WhenUnreachable = 'closed' | 'memory';

/**
 * @returns the limiters `config` asks for: shared through `redis` when REDIS_URL is set (keys
 *   `{REDIS_PREFIX}rl:{limiter}:{key}`), else each in memory holding at most LIMITER_MAX_KEYS keys.
 */
export function createLimiters(config: Config, redis: RedisConnection | null = null): Limiters {
  const { rateLimits } = config;
  const limiter = (name: string, points: number, duration: number, whenUnreachable: WhenUnreachable): Limiter => {
    const inMemory = () => new BoundedMemoryLimiter({ keyPrefix: name, points, duration }, LIMITER_MAX_KEYS);
    if (!redis) return inMemory();
    const keyPrefix = `${config.redisPrefix}rl:${name}`;
    return new SharedLimiter({ keyPrefix, points, duration }, redis, whenUnreachable === 'memory' ? inMemory() : null);
  };
  return {
    comment: rateLimits.enabled ? limiter('comment', 1, rateLimits.commentIntervalSeconds, 'closed') : null,
    contact: rateLimits.enabled ? limiter('contact', rateLimits.contactPerHour, 3600, 'closed') : null,
    loginByEmail: limiter('login-email', rateLimits.loginFailuresPerEmail, LOGIN_WINDOW_SECONDS, 'closed'),
    loginByIp: limiter('login-ip', rateLimits.loginFailuresPerIp, LOGIN_WINDOW_SECONDS, 'closed'),
    apiToken: rateLimits.enabled ? limiter('api-token', rateLimits.apiTokenRequestsPerMinute, 60, 'memory') : null,
    anonymous: rateLimits.enabled ? limiter('anonymous', rateLimits.anonymousRequestsPerMinute, 60, 'memory') : null,
  };
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Spends one point of `key`; a null limiter (RATE_LIMITS=off) always allows.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent;
 *   RATE_LIMIT_UNAVAILABLE (503) when the limiter fails closed and Redis is unreachable.
 */
export async function consumeOrThrow(limiter: Limiter | null, key: string, message: string): Promise<void> {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message, retryAfter(error));
    throw error;
  }
}

/**
 * Takes one point of `key` before the work it limits starts, so attempts running at the same time
 * can never exceed the budget together (checking first and counting after the work would let
 * every concurrent attempt through); with Redis this holds across instances too.
 * @returns a function that gives the point back, for an attempt that turns out not to count.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent;
 *   RATE_LIMIT_UNAVAILABLE (503) when Redis is unreachable.
 */
export async function reserveAttempt(limiter: Limiter, key: string, message: string): Promise<() => Promise<void>> {
  await consumeOrThrow(limiter, key, message);
  return async () => {
    try {
      await limiter.reward(key, 1);
    } catch (error) {
      // Redis went away since: the point stays spent, which errs on the strict side.
      if (!(error instanceof AppError)) throw error;
    }
  };
}
