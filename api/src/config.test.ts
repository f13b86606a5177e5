import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(config.rateLimits.enabled).toBe(true);
  });

  it('lists every bad value at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', RATE_LIMITS: 'maybe' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', RATE_LIMITS: 'maybe' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(4);
      expect((error as ConfigError).message).toContain('PORT must be an integer');
    }
  });

  it('switches the per-IP limits off with RATE_LIMITS=off', () => {
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
  });
});
