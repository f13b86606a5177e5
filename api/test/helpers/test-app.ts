import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Clock } from '../../src/common/clock.js';
import type { Logger } from '../../src/logger.js';

export const ADMIN = { email: 'admin@test.local', password: 'correct horse battery staple' };

declare const TEST_DATABASE_KIND: string | undefined;
/** 'postgresql' in the jest project that runs the suites against TEST_DATABASE_URL. */
export const databaseKind = typeof TEST_DATABASE_KIND === 'string' ? TEST_DATABASE_KIND : 'pglite';

export interface GqlResponse<T = Record<string, any>> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors?: { message: string; extensions?: Record<string, any>; path?: string[] }[];
}

export interface TestApp {
  app: App;
  url: string;
  dataDir: string;
  /** SQL statements run since the last `sql.length = 0`. */
  sql: string[];
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GqlResponse<T>>;
  /** Signs in as the seeded administrator; @returns the bearer token. */
  login(): Promise<string>;
  /** Empties every content table (users stay). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** @returns a GraphQL caller for the server at `url` (POST, JSON, optional bearer token). */
export const graphqlCaller =
  (url: string): TestApp['gql'] =>
  async (query, variables, options = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: any[] };
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
  };

/** Creates an empty PostgreSQL database on the TEST_DATABASE_URL server; @returns its URL and a dropper. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `blog_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Boots the real server on a random port against a real database: in-memory PGlite, or a fresh
 * database on the PostgreSQL server in the 'postgresql' jest project.
 * @param env environment overrides (e.g. { RATE_LIMITS: 'off' }).
 * @param options.log receives the server's log records (none are kept otherwise).
 * @param options.clock the server's clock (the machine's time otherwise).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { log?: Logger; clock?: Clock } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'blog-test-'));
  const postgres = databaseKind === 'postgresql' ? await freshPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const sql: string[] = [];
  const app = await createApp(config, {
    database: { databaseUrl: postgres?.url, onQuery: (statement) => sql.push(statement) },
    log: options.log,
    clock: options.clock,
  });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  // Absolute URLs in pages (canonical, Open Graph) point at this server unless a test names another.
  if (!env.PUBLIC_URL) config.publicUrl = url;

  const gql = graphqlCaller(url);

  return {
    app,
    url,
    dataDir,
    sql,
    gql,
    async login() {
      const result = await gql<{ login: { token: string } }>(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        ADMIN,
      );
      if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
      return result.data.login.token;
    },
    async reset() {
      await app.orm.em
        .fork()
        .getConnection()
        .execute(
          'truncate table post, section, comment, featured_entry, upload, contact_message restart identity cascade',
        );
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Boots a test app and signs in as the administrator: the set-up most suites share. */
export async function startSignedIn(env: Record<string, string> = {}): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp(env);
  return { t, token: await t.login() };
}
