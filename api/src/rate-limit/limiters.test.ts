import { RateLimiterRes } from 'rate-limiter-flexible';
import { loadConfig } from '../config.js';
import { createLimiters, LIMITER_MAX_KEYS } from './limiters.js';

// The sign-in limiter keeps one entry per e-mail address tried. Many distinct addresses must not
// grow it past its bound, and the address under attack stays throttled all along.

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOGIN_FAILURES_PER_EMAIL: '5' });

/** @returns whether the attempt was let through (false: refused with a wait). */
async function attempt(consume: Promise<RateLimiterRes>): Promise<boolean> {
  try {
    await consume;
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    expect(error.msBeforeNext).toBeGreaterThan(0);
    return false;
  }
}

it('holds at most LIMITER_MAX_KEYS e-mail addresses however many are tried, and keeps throttling the one attacked', async () => {
  const { loginByEmail } = createLimiters(config);
  const target = 'admin@example.org';
  const tried = Array.from({ length: 3 * LIMITER_MAX_KEYS }, (_, i) => `visitor${i}@example.org`);
  const targetAttempts: boolean[] = [];
  for (const [index, email] of tried.entries()) {
    await attempt(loginByEmail.consume(email));
    // The attacked address is tried again every 500 other addresses.
    if (index % 500 === 0) targetAttempts.push(await attempt(loginByEmail.consume(target)));
  }
  expect(targetAttempts.slice(0, 5)).toEqual([true, true, true, true, true]);
  expect(targetAttempts.slice(5).every((allowed) => !allowed)).toBe(true);
  expect(targetAttempts).toHaveLength(tried.length / 500);

  const held = await Promise.all([...tried, target].map((email) => loginByEmail.get(email)));
  const kept = held.filter((entry) => entry !== null).length;
  expect(kept).toBeLessThanOrEqual(LIMITER_MAX_KEYS);
  // The newest addresses are the ones kept, the attacked one among them with its count.
  expect(held.slice(-LIMITER_MAX_KEYS / 2).every((entry) => entry !== null)).toBe(true);
  expect((await loginByEmail.get(target))?.consumedPoints).toBeGreaterThan(5);
});

it('forgets an address that succeeds (delete), as sign-in does, without breaking the bound', async () => {
  const { loginByEmail } = createLimiters(config);
  for (let i = 0; i < 4; i++) await attempt(loginByEmail.consume('editor@example.org'));
  await loginByEmail.delete('editor@example.org');
  expect(await loginByEmail.get('editor@example.org')).toBeNull();
  expect(await attempt(loginByEmail.consume('editor@example.org'))).toBe(true);
});
