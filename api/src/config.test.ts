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
