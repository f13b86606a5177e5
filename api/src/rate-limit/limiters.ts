import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { tooManyRequests } from '../common/errors.js';
import { BoundedMemoryLimiter } from './bounded-limiter.js';

/** The per-process rate limiters: comments, contact messages, sign-in attempts, API tokens, anonymous API requests. */
export interface Limiters {
  comment: BoundedMemoryLimiter | null;
  contact: BoundedMemoryLimiter | null;
  loginByEmail: BoundedMemoryLimiter;
  loginByIp: BoundedMemoryLimiter;
  /** Requests per API token per minute; null with RATE_LIMITS=off. */
  apiToken: BoundedMemoryLimiter | null;
  /**
   * Anonymous API requests per client address per minute, counted only when the response cache
   * did not answer them (a hit costs nothing); null with RATE_LIMITS=off.
   */
  anonymous: BoundedMemoryLimiter | null;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Keys (e-mail or IP addresses) each limiter holds at most: a few MB of memory. */
export const LIMITER_MAX_KEYS = 10_000;

/** @returns the limiters `config` asks for, each holding at most LIMITER_MAX_KEYS keys. */
export function createLimiters(config: Config): Limiters {
  const { rateLimits } = config;
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new BoundedMemoryLimiter({ keyPrefix, points, duration }, LIMITER_MAX_KEYS);
  return {
    comment: rateLimits.enabled ? limiter('comment', 1, rateLimits.commentIntervalSeconds) : null,
    contact: rateLimits.enabled ? limiter('contact', rateLimits.contactPerHour, 3600) : null,
    loginByEmail: limiter('login-email', rateLimits.loginFailuresPerEmail, LOGIN_WINDOW_SECONDS),
    loginByIp: limiter('login-ip', rateLimits.loginFailuresPerIp, LOGIN_WINDOW_SECONDS),
    apiToken: rateLimits.enabled ? limiter('api-token', rateLimits.apiTokenRequestsPerMinute, 60) : null,
    anonymous: rateLimits.enabled ? limiter('anonymous', rateLimits.anonymousRequestsPerMinute, 60) : null,
  };
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Spends one point of `key`; a null limiter (RATE_LIMITS=off) always allows.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent.
 */
export async function consumeOrThrow(
  limiter: BoundedMemoryLimiter | null,
  key: string,
  message: string,
): Promise<void> {
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
 * every concurrent attempt through).
 * @returns a function that gives the point back, for an attempt that turns out not to count.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent.
 */
export async function reserveAttempt(
  limiter: BoundedMemoryLimiter,
  key: string,
  message: string,
): Promise<() => Promise<void>> {
  await consumeOrThrow(limiter, key, message);
  return async () => {
    await limiter.reward(key, 1);
  };
}
