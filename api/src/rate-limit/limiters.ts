import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { tooManyRequests } from '../graphql/errors.js';

/** The per-process rate limiters (issue 2: comments, contact messages, failed logins). */
export interface Limiters {
  comment: RateLimiterMemory | null;
  contact: RateLimiterMemory | null;
  loginByEmail: RateLimiterMemory;
  loginByIp: RateLimiterMemory;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;

export function createLimiters(config: Config): Limiters {
  const { rateLimits } = config;
  return {
    comment: rateLimits.enabled
      ? new RateLimiterMemory({ keyPrefix: 'comment', points: 1, duration: rateLimits.commentIntervalSeconds })
      : null,
    contact: rateLimits.enabled
      ? new RateLimiterMemory({ keyPrefix: 'contact', points: rateLimits.contactPerHour, duration: 3600 })
      : null,
    loginByEmail: new RateLimiterMemory({
      keyPrefix: 'login-email',
      points: rateLimits.loginFailuresPerEmail,
      duration: LOGIN_WINDOW_SECONDS,
    }),
    loginByIp: new RateLimiterMemory({
      keyPrefix: 'login-ip',
      points: rateLimits.loginFailuresPerIp,
      duration: LOGIN_WINDOW_SECONDS,
    }),
  };
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Spends one point of `key`; a null limiter (RATE_LIMITS=off) always allows.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent.
 */
export async function consumeOrThrow(limiter: RateLimiterMemory | null, key: string, message: string): Promise<void> {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message, retryAfter(error));
    throw error;
  }
}

/** @throws AppError TOO_MANY_REQUESTS when `key` has already used all its points (nothing is spent). */
export async function assertNotExhausted(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw tooManyRequests(message, retryAfter(res));
}

/** Spends one point without failing (used to count failed logins). */
export async function recordFailure(limiter: RateLimiterMemory, key: string): Promise<void> {
  await limiter.consume(key).catch(() => undefined);
}
