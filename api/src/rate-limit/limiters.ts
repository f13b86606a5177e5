import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { tooManyRequests } from '../common/errors.js';

/** The per-process rate limiters: comments, contact messages, sign-in attempts. */
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

/**
 * Takes one point of `key` before the work it limits starts, so attempts running at the same time
 * can never exceed the budget together (checking first and counting after the work would let
 * every concurrent attempt through).
 * @returns a function that gives the point back, for an attempt that turns out not to count.
 * @throws AppError TOO_MANY_REQUESTS with the seconds to wait when the budget is spent.
 */
export async function reserveAttempt(
  limiter: RateLimiterMemory,
  key: string,
  message: string,
): Promise<() => Promise<void>> {
  await consumeOrThrow(limiter, key, message);
  return async () => {
    await limiter.reward(key, 1);
  };
}
