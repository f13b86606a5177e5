// The production server as the bench scripts start it (bench/run.ts, bench/lighthouse.ts): the
// built API (api/dist, which also serves web/dist) in a child process, with the Node flags of
// `npm run start:prod`, and a GraphQL client for the scripts' probes.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const MAIN = join(ROOT, 'api/dist/api/src/main.js');

/** How long a start may take: a fresh embedded database applies its migrations and demo content first. */
const START_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * How `npm run start:prod` runs the server: the variables set before `node` (glibc's malloc
 * settings among them) and the Node flags (heap settings), so the bench runs it the same way.
 */
export async function startCommand(): Promise<{ env: Record<string, string>; flags: string[] }> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const match = /((?:\b[A-Z_]+=\S+\s+)*)node((?:\s+--[\w-]+(?:=\S+)?)*)\s+api\/dist\/api\/src\/main\.js/.exec(
    pkg.scripts?.['start:prod'] ?? '',
  );
  const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(words(match?.[1]).map((assignment) => assignment.split('=', 2) as [string, string]));
  return { env, flags: words(match?.[2]) };
}

/** The Node flags `npm run start:prod` gives the server (heap settings). */
export async function startFlags(): Promise<string[]> {
  return (await startCommand()).flags;
}

/** The command line `npm run start:prod` runs, as the results files quote it. */
export async function startCommandLine(): Promise<string> {
  const { env, flags } = await startCommand();
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return [...assignments, 'node', ...flags, 'api/dist/api/src/main.js'].join(' ');
}

export interface StartOptions {
  port: number;
  flags: string[];
  /** Variables set over the bench's environment (NODE_ENV=production, PORT, HOST, RATE_LIMITS=off, LOG_LEVEL=warn). */
  env?: Record<string, string>;
}

/**
 * Starts the production server on 127.0.0.1. @returns the process and the milliseconds to its
 * first 200 on GET /health. @throws when the build is missing, the server exits or does not answer.
 */
export async function startServer({
  port,
  flags,
  env = {},
}: StartOptions): Promise<{ server: ChildProcess; coldStartMs: number }> {
  if (!existsSync(MAIN)) throw new Error('Build the API first: npm run build --workspace api');
  const started = performance.now();
  const { env: startEnv } = await startCommand();
  const server = spawn(process.execPath, [...flags, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...startEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('The server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status === 200) return { server, coldStartMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > START_TIMEOUT_MS) {
      server.kill('SIGTERM');
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    await sleep(10);
  }
}

/** Stops a server started by startServer and waits for its exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

/** A GraphQL request body. */
export const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** Posts a GraphQL body to `base`/graphql. @returns its data. @throws on an HTTP or GraphQL error. */
export async function graphql<T>(base: string, body: string): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || json.errors) throw new Error(`GraphQL request failed: ${JSON.stringify(json.errors)}`);
  return json.data as T;
}

/** Path of the newest English post on the site at `base`, to measure a post page with real content. @throws when there is none. */
export async function firstPostPath(base: string): Promise<string> {
  const data = await graphql<{ posts: { items: { slug: string }[] } }>(
    base,
    gql('{ posts(page: 1, pageSize: 1, locale: en) { items { slug } } }'),
  );
  const slug = data.posts.items[0]?.slug;
  if (!slug) throw new Error('The database has no English post to measure');
  return `/blogs/${encodeURIComponent(slug)}`;
}

/** The database a browser-side measure runs on, with the server variables that select it. */
export interface MeasuredDatabase {
  /** What the results name it. */
  label: string;
  env: Record<string, string>;
  /** Removes the throwaway database, if one was made. */
  remove(): Promise<void>;
}

/**
 * The configured database when DATABASE_URL or DATA_DIR is set; otherwise a new embedded PGlite
 * database in a temporary DATA_DIR that the server fills with the demo content on start.
 */
export async function measuredDatabase(): Promise<MeasuredDatabase> {
  if (process.env.DATABASE_URL) return { label: 'PostgreSQL (DATABASE_URL)', env: {}, remove: async () => {} };
  if (process.env.DATA_DIR)
    return { label: `PGlite in DATA_DIR=${process.env.DATA_DIR}`, env: {}, remove: async () => {} };
  const dataDir = await mkdtemp(join(tmpdir(), 'wisdom-bench-'));
  return {
    label: 'a new embedded PGlite database with the demo content',
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
