import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(config.rateLimits.enabled).toBe(true);
    expect(config.graphqlDocumentMaxBytes).toBe(100 * 1024);
  });

  it('reads the GraphQL document cap from GRAPHQL_DOCUMENT_MAX_BYTES', () => {
    expect(loadConfig({ GRAPHQL_DOCUMENT_MAX_BYTES: '20000' }).graphqlDocumentMaxBytes).toBe(20000);
    expect(() => loadConfig({ GRAPHQL_DOCUMENT_MAX_BYTES: '10' })).toThrow(/GRAPHQL_DOCUMENT_MAX_BYTES/);
  });

  it('reads the webhook settings from WEBHOOK_*, private addresses refused by default', () => {
    expect(loadConfig({}).webhooks).toEqual({
      allowPrivate: false,
      siteChangedDebounceMs: 5000,
      logDays: 14,
      pollMs: 1000,
    });
    expect(
      loadConfig({
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_SITE_CHANGED_DEBOUNCE_MS: '200',
        WEBHOOK_LOG_DAYS: '3',
        WEBHOOK_POLL_MS: '50',
      }).webhooks,
    ).toEqual({ allowPrivate: true, siteChangedDebounceMs: 200, logDays: 3, pollMs: 50 });
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'maybe' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(() => loadConfig({ WEBHOOK_LOG_DAYS: '0' })).toThrow(/WEBHOOK_LOG_DAYS/);
  });

  it('reads the mail settings, off without SMTP_URL, and refuses unusable ones without echoing the URL', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      notifyEmail: undefined,
      pollMs: 2000,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        MAIL_FROM: 'Blog <blog@example.org>',
        NOTIFY_EMAIL: 'owner@example.org',
        MAIL_POLL_MS: '50',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      from: 'Blog <blog@example.org>',
      notifyEmail: 'owner@example.org',
      pollMs: 50,
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const bad = problems({ SMTP_URL: 'http://secret@mail.example', MAIL_FROM: 'nobody', NOTIFY_EMAIL: 'x@y' });
    expect(bad).toHaveLength(3);
    expect(bad.join('\n')).not.toContain('secret');
    expect(problems({ SMTP_URL: 'smtps://mail.example' })).toEqual([expect.stringMatching(/MAIL_FROM is required/)]);
    expect(problems({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'Blog\r\nBcc: x <a@b.example>' })).toEqual([
      expect.stringMatching(/MAIL_FROM must be/),
    ]);
    expect(() => loadConfig({ MAIL_POLL_MS: '0' })).toThrow(/MAIL_POLL_MS/);
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

  it('reads the origins allowed to send tokens from CORS_ORIGINS, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://front.example, http://localhost:5173,' }).corsOrigins).toEqual([
      'https://front.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses a CORS_ORIGINS entry that is not an origin as browsers send it', () => {
    const problems = (value: string) => {
      try {
        loadConfig({ CORS_ORIGINS: value });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems('https://front.example/')).toEqual([
      expect.stringContaining('did you mean "https://front.example"?'),
    ]);
    expect(problems('https://front.example/app')[0]).toMatch(/^CORS_ORIGINS .*no path/);
    expect(problems('https://Front.Example:443')[0]).toContain('did you mean "https://front.example"?');
    expect(problems('front.example')[0]).toContain('(got "front.example")');
    expect(problems('ftp://front.example')[0]).toContain('CORS_ORIGINS');
    expect(problems('*')[0]).toContain('open to every origin already');
    expect(problems('https://a.example,https://b.example/')).toHaveLength(1);
  });

  it('reads what shared caches may keep from CACHE_S_MAXAGE and CACHE_STALE_WHILE_REVALIDATE', () => {
    expect(loadConfig({})).toMatchObject({ cacheSMaxAge: 60, cacheStaleWhileRevalidate: 30 });
    expect(loadConfig({ CACHE_S_MAXAGE: '0', CACHE_STALE_WHILE_REVALIDATE: '600' })).toMatchObject({
      cacheSMaxAge: 0,
      cacheStaleWhileRevalidate: 600,
    });
    expect(() => loadConfig({ CACHE_S_MAXAGE: '-1' })).toThrow(/CACHE_S_MAXAGE must be an integer from 0 to 86400/);
    expect(() => loadConfig({ CACHE_STALE_WHILE_REVALIDATE: '1.5' })).toThrow(/CACHE_STALE_WHILE_REVALIDATE/);
  });

  it('switches the per-IP limits off with RATE_LIMITS=off', () => {
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
  });

  it('reads REDIS_URL (unset: limits in memory) and REDIS_PREFIX, refusing a bad URL without echoing it', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'wisdom:' });
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@redis.example:6380/2', REDIS_PREFIX: 'blog-fr:' })).toMatchObject({
      redisUrl: 'rediss://:pw@redis.example:6380/2',
      redisPrefix: 'blog-fr:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@redis.example' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@redis.example' })).not.toThrow(/secret/);
    for (const unusable of ['redis://[::1', 'redis:///0', '127.0.0.1:6379']) {
      expect(() => loadConfig({ REDIS_URL: unusable })).toThrow(/REDIS_URL must be/);
    }
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(/REDIS_PREFIX must be/);
  });
});
