import { isAbsolute, resolve } from 'node:path';
import type { LogFormat } from './logger.js';

/** How the API is configured; parsed once from the environment by {@link loadConfig}. */
export interface Config {
  /** TCP port the HTTP server listens on (PORT, default 4000). */
  port: number;
  /** Interface to bind (HOST, default all interfaces). */
  host: string;
  /** Folder for the embedded database, uploads and the generated JWT secret (DATA_DIR, default ./data). */
  dataDir: string;
  /** postgres:// URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Absolute URL the site is reached at, used in links (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /**
   * Origins whose pages may send tokens and writes to /graphql and /api (CORS_ORIGINS,
   * comma-separated, default none); anonymous reads are open to every origin (http/cors.ts).
   */
  corsOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** HS256 secret for admin tokens; when absent one is generated once and kept in dataDir. */
  jwtSecret: string | undefined;
  /** Lifetime of an admin token in seconds (JWT_TTL_SECONDS, default 12 hours). */
  jwtTtlSeconds: number;
  /** Largest accepted upload in bytes (UPLOAD_MAX_BYTES, default 10 MB). */
  uploadMaxBytes: number;
  /**
   * Where uploaded files are kept (UPLOAD_STORE, default `folder`): `folder` is DATA_DIR/uploads on
   * this server's disk; `db` is the database, so every instance using it serves every upload;
   * `s3` is an S3 bucket (S3_BUCKET...), shared by every instance too.
   */
  uploadStore: 'folder' | 'db' | 's3';
  /** The S3 bucket uploads are kept in with UPLOAD_STORE=s3 (or copied to): set when S3_BUCKET is. */
  s3: S3Config | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Number of reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY_HOPS, default 0). */
  trustProxyHops: number;
  /**
   * redis:// or rediss:// URL of the Redis that holds the rate limits' counters, shared by every
   * instance (REDIS_URL); unset: each process counts in its own memory.
   */
  redisUrl: string | undefined;
  /** Start of every key this site writes to Redis, so one Redis can serve several sites (REDIS_PREFIX, default `wisdom:`). */
  redisPrefix: string;
  /** Per-IP limits for comments and contact messages; RATE_LIMITS=off disables them (login throttling stays). */
  rateLimits: {
    enabled: boolean;
    /** Seconds between two comments from one IP (COMMENT_INTERVAL_SECONDS, default 15). */
    commentIntervalSeconds: number;
    /** Contact messages per IP per hour (CONTACT_PER_HOUR, default 5). */
    contactPerHour: number;
    /** Failed logins allowed per e-mail in 15 minutes (LOGIN_FAILURES_PER_EMAIL, default 5). */
    loginFailuresPerEmail: number;
    /** Failed logins allowed per IP in 15 minutes (LOGIN_FAILURES_PER_IP, default 20). */
    loginFailuresPerIp: number;
    /** Requests allowed per API token per minute (API_TOKEN_REQUESTS_PER_MINUTE, default 600). */
    apiTokenRequestsPerMinute: number;
    /**
     * Anonymous API requests (GraphQL and REST) the response cache did not answer, allowed per
     * client address per minute (ANONYMOUS_REQUESTS_PER_MINUTE, default 600).
     */
    anonymousRequestsPerMinute: number;
  };
  /** Serve GraphiQL and allow introspection (GRAPHQL_INTROSPECTION; default on outside production). */
  graphqlIntrospection: boolean;
  /** How long shutdown waits for in-flight requests before closing them (SHUTDOWN_GRACE_MS, default 10 s). */
  shutdownGraceMs: number;
  /** How long shutdown keeps serving with readiness at 503 before it stops accepting connections (SHUTDOWN_DELAY_MS, default 0). */
  shutdownDelayMs: number;
  /** Where "Preview" opens a post: `{origin}`, `{id}`, `{token}` replaced (PREVIEW_URL_TEMPLATE). */
  previewUrlTemplate: string;
  /** How long a preview link works, in seconds (PREVIEW_TTL_SECONDS, default 1 hour). */
  previewTtlSeconds: number;
  /** How long the change feed keeps changes, in days (SYNC_RETENTION_DAYS, default 90). */
  syncRetentionDays: number;
  /** pino level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /** One short line a record in development; JSON, as log collectors read it, elsewhere. */
  logFormat: LogFormat;
  /** Fill an empty database (no post at all) with the demo content on start (SEED_DEMO; default on, off in tests). */
  seedDemo: boolean;
  /** Bytes of anonymous responses kept in memory (RESPONSE_CACHE_MB, default 64; 0 turns the cache off). */
  responseCacheBytes: number;
  /**
   * Seconds shared caches (a CDN, a proxy) may serve an anonymous API read without asking the
   * server (CACHE_S_MAXAGE, default 60): its `s-maxage`. Browsers always revalidate (`max-age=0`).
   */
  cacheSMaxAge: number;
  /**
   * Seconds past that a shared cache may still serve it while it revalidates in the background
   * (CACHE_STALE_WHILE_REVALIDATE, default 30): its `stale-while-revalidate`.
   */
  cacheStaleWhileRevalidate: number;
  /** Largest GraphQL document accepted, in UTF-8 bytes, checked before parsing (GRAPHQL_DOCUMENT_MAX_BYTES, default 100 kB). */
  graphqlDocumentMaxBytes: number;
  /**
   * URLs one sitemap file may list (SITEMAP_MAX_URLS, default and maximum 50,000, the sitemaps.org
   * limit): past it /sitemap.xml becomes an index of per-language sitemaps.
   */
  sitemapMaxUrls: number;
  /** Webhook delivery settings (modules/webhook). */
  webhooks: {
    /**
     * Deliver to loopback, private, link-local and other non-public addresses too
     * (WEBHOOK_ALLOW_PRIVATE, default false): for tests and local set-ups only.
     */
    allowPrivate: boolean;
    /** How long no change must arrive before `site.changed` fires (WEBHOOK_SITE_CHANGED_DEBOUNCE_MS, default 5 s). */
    siteChangedDebounceMs: number;
    /** How long the delivery log is kept, in days (WEBHOOK_LOG_DAYS, default 14). */
    logDays: number;
    /** How often the worker looks for due deliveries, in milliseconds (WEBHOOK_POLL_MS, default 1 s). */
    pollMs: number;
  };
  /** E-mail notifications to the owner through the mail outbox (modules/mail). */
  mail: MailConfig;
}

/** How notification e-mails go out; without `smtpUrl` nothing is queued or sent. */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server, credentials included (SMTP_URL); unset: no mail. */
  smtpUrl: string | undefined;
  /** The sender address, `addr@host` or `Name <addr@host>` (MAIL_FROM; required with SMTP_URL). */
  from: string | undefined;
  /** Where owner notifications go (NOTIFY_EMAIL); unset: none are queued. */
  notifyEmail: string | undefined;
  /** How often the worker looks for due mail, in milliseconds (MAIL_POLL_MS, default 2 s). */
  pollMs: number;
}

/** An S3 bucket (AWS, or any S3-compatible server: MinIO, Ceph, R2...). */
export interface S3Config {
  /** S3_BUCKET. */
  bucket: string;
  /** The server's URL (S3_ENDPOINT); unset: AWS's endpoint for `region`. */
  endpoint: string | undefined;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** Bucket in the path rather than in the host name (S3_FORCE_PATH_STYLE, default false). */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Start of every object key (S3_PREFIX, ending in `/` when set; default none). */
  prefix: string;
}

/** Raised by {@link loadConfig} with every invalid variable listed. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** @returns the origin of an http(s) URL (lower-case host, default port left out), or null. */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** @returns whether `value` is a redis:// or rediss:// URL naming a host. */
function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['redis:', 'rediss:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * Reads the SMTP_URL, MAIL_FROM and NOTIFY_EMAIL variables, adding what is wrong to `problems`.
 * @returns the mail settings (with `smtpUrl` unset when it is absent or invalid).
 */
function mailConfig(env: Env, problems: string[], pollMs: number): MailConfig {
  let smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) {
    let url: URL | null = null;
    try {
      url = new URL(smtpUrl);
    } catch {
      // Reported below: the value itself is never echoed, it may hold a password.
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587');
      smtpUrl = undefined;
    }
  }
  const from = env.MAIL_FROM?.trim() || undefined;
  // `Name <address>` or a bare address; the name may not hold line breaks (header injection).
  const fromAddress = from ? (/^[^\r\n<>]*<([^<>]+)>$/.exec(from)?.[1] ?? from) : undefined;
  if (fromAddress && !EMAIL.test(fromAddress)) {
    problems.push(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${from}")`);
  }
  if (env.SMTP_URL && !from) problems.push('MAIL_FROM is required with SMTP_URL: the address notifications come from');
  const notifyEmail = env.NOTIFY_EMAIL?.trim() || undefined;
  if (notifyEmail && !EMAIL.test(notifyEmail)) {
    problems.push(`NOTIFY_EMAIL must be an e-mail address (got "${notifyEmail}")`);
  }
  return { smtpUrl, from, notifyEmail, pollMs };
}

/**
 * Reads the S3_* variables, adding what is wrong to `problems`; secrets are never echoed.
 * @returns the bucket's settings, or undefined when S3_BUCKET is unset (required with UPLOAD_STORE=s3).
 */
function s3Config(env: Env, problems: string[], required: boolean, forcePathStyle: boolean): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim() || undefined;
  if (!bucket) {
    if (required) problems.push('UPLOAD_STORE=s3 needs S3_BUCKET: the name of the bucket uploads are kept in');
    return undefined;
  }
  // S3's rules for bucket names, with the upper case and underscores older buckets and other servers allow.
  if (!/^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/i.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name of 3 to 63 letters, digits, dots and hyphens (got "${bucket}")`);
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // Reported below without the value: a mistyped URL may hold a key.
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) {
      problems.push(
        'S3_ENDPOINT must be the http(s) URL of the S3-compatible server, without credentials, such as http://minio.internal:9000',
      );
    }
  }
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1 or auto (got "${region}")`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK default credentials',
    );
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/\/+$/, '');
  if (prefix && (!/^[A-Za-z0-9!_.*'()/-]{1,512}$/.test(prefix) || prefix.startsWith('/') || prefix.includes('//'))) {
    problems.push(
      `S3_PREFIX must be a key prefix such as blog/uploads: letters, digits and !_.*'()-/, no leading or double slash (got "${env.S3_PREFIX}")`,
    );
  }
  return {
    bucket,
    endpoint,
    region,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}

/**
 * Reads and validates the environment.
 * @returns the typed configuration.
 * @throws ConfigError listing every bad value (never only the first one).
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'off', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}")`);
    return fallback;
  };

  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  const nodeEnv = (['development', 'production', 'test'] as const).find((v) => v === nodeEnvRaw);
  if (!nodeEnv) problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);

  const port = int('PORT', 4000, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const previewUrlTemplate = env.PREVIEW_URL_TEMPLATE || '{origin}/blogs/{id}?preview={token}';
  if (!previewUrlTemplate.includes('{token}') || !/^(\{origin\}|https?:\/\/)/.test(previewUrlTemplate)) {
    problems.push(
      `PREVIEW_URL_TEMPLATE must start with {origin} or http(s):// and contain {token} (got "${previewUrlTemplate}")`,
    );
  }
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of corsOrigins) {
    // Compared as strings with the Origin header, so each must be written the way browsers send it.
    const origin = httpOrigin(entry);
    if (origin !== entry) {
      const hint = origin
        ? `; did you mean "${origin}"?`
        : entry === '*'
          ? '; anonymous reads are open to every origin already, list the origins allowed to send tokens'
          : '';
      problems.push(
        `CORS_ORIGINS must list origins as browsers send them: http(s)://host with an optional port, ` +
          `no path nor trailing slash (got "${entry}"${hint})`,
      );
    }
  }

  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    problems.push('ADMIN_EMAIL must be an e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must have at least 8 characters');
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must have at least 32 characters');

  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !isRedisUrl(redisUrl)) {
    // The value itself is never echoed: it may hold a password.
    problems.push('REDIS_URL must be a redis:// or rediss:// URL such as redis://:password@redis.example:6379/0');
  }
  const redisPrefix = env.REDIS_PREFIX || 'wisdom:';
  if (!/^\S{1,64}$/.test(redisPrefix)) {
    problems.push(`REDIS_PREFIX must be 1 to 64 characters without spaces (got "${redisPrefix}")`);
  }

  const uploadStoreRaw = (env.UPLOAD_STORE || 'folder').toLowerCase();
  const uploadStore = (['folder', 'db', 's3'] as const).find((store) => store === uploadStoreRaw);
  if (!uploadStore) problems.push(`UPLOAD_STORE must be folder, db or s3 (got "${env.UPLOAD_STORE}")`);
  const s3 = s3Config(env, problems, uploadStore === 's3', bool('S3_FORCE_PATH_STYLE', false));

  const rateLimitsRaw = env.RATE_LIMITS?.toLowerCase();
  if (rateLimitsRaw && !['on', 'off'].includes(rateLimitsRaw)) problems.push('RATE_LIMITS must be on or off');

  const mail = mailConfig(env, problems, int('MAIL_POLL_MS', 2000, 10, 600_000));

  const dataDirRaw = env.DATA_DIR || './data';
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw),
    databaseUrl,
    publicUrl,
    corsOrigins,
    adminEmail,
    adminPassword,
    jwtSecret,
    jwtTtlSeconds: int('JWT_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    uploadStore: uploadStore ?? 'folder',
    s3,
    nodeEnv: nodeEnv ?? 'development',
    trustProxyHops: int('TRUST_PROXY_HOPS', 0, 0, 10),
    redisUrl,
    redisPrefix,
    rateLimits: {
      enabled: rateLimitsRaw !== 'off',
      commentIntervalSeconds: int('COMMENT_INTERVAL_SECONDS', 15, 1, 3600),
      contactPerHour: int('CONTACT_PER_HOUR', 5, 1, 10000),
      loginFailuresPerEmail: int('LOGIN_FAILURES_PER_EMAIL', 5, 1, 1000),
      loginFailuresPerIp: int('LOGIN_FAILURES_PER_IP', 20, 1, 10000),
      apiTokenRequestsPerMinute: int('API_TOKEN_REQUESTS_PER_MINUTE', 600, 1, 1_000_000),
      anonymousRequestsPerMinute: int('ANONYMOUS_REQUESTS_PER_MINUTE', 600, 1, 1_000_000),
    },
    graphqlIntrospection: bool('GRAPHQL_INTROSPECTION', nodeEnv !== 'production'),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    shutdownDelayMs: int('SHUTDOWN_DELAY_MS', 0, 0, 600_000),
    syncRetentionDays: int('SYNC_RETENTION_DAYS', 90, 1, 3650),
    previewUrlTemplate,
    previewTtlSeconds: int('PREVIEW_TTL_SECONDS', 3600, 60, 7 * 24 * 3600),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: (nodeEnv ?? 'development') === 'development' ? 'pretty' : 'json',
    seedDemo: bool('SEED_DEMO', nodeEnv !== 'test'),
    responseCacheBytes: int('RESPONSE_CACHE_MB', 64, 0, 4096) * 1024 * 1024,
    // A day at most: shared caches are never purged, so this is how long a write may stay unseen there.
    cacheSMaxAge: int('CACHE_S_MAXAGE', 60, 0, 86_400),
    cacheStaleWhileRevalidate: int('CACHE_STALE_WHILE_REVALIDATE', 30, 0, 86_400),
    graphqlDocumentMaxBytes: int('GRAPHQL_DOCUMENT_MAX_BYTES', 100 * 1024, 1024, 10 * 1024 * 1024),
    sitemapMaxUrls: int('SITEMAP_MAX_URLS', 50_000, 1, 50_000),
    webhooks: {
      allowPrivate: bool('WEBHOOK_ALLOW_PRIVATE', false),
      siteChangedDebounceMs: int('WEBHOOK_SITE_CHANGED_DEBOUNCE_MS', 5000, 0, 3_600_000),
      logDays: int('WEBHOOK_LOG_DAYS', 14, 1, 3650),
      pollMs: int('WEBHOOK_POLL_MS', 1000, 10, 600_000),
    },
    mail,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
