// npm run bench -- --soak: many readers and one writer at once (default 200 connections for 60 s,
// --connections and --duration change that), in two rounds: readers of the site's pages (the
// bench's fixed scenarios: home, a post, searches, a tag page, their HTML), then readers of the
// cache-busting mixes, where almost every request is one the response cache has not seen. In both
// the administrator saves one post every second, and each save changes what the response cache
// may serve. Holds when no request fails and none takes longer than 2 s.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import type { Mix } from './mixes.ts';
import { gql, ROOT } from './server.ts';

/** The slowest answer a reader may get. */
export const SOAK_MAX_MS = 2000;

const ADMIN_EMAIL = 'admin@example.com';

/**
 * A password for the site's administrator before the server starts: a new one set with the admin
 * CLI when the database has that administrator (the embedded database is locked while a server
 * runs), else the one the server's first start creates it with (ADMIN_PASSWORD).
 */
export async function soakAdmin(env: Record<string, string | undefined>): Promise<{ email: string; password: string }> {
  const cli = join(ROOT, 'api/dist/api/src/cli/admin.js');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'reset-password', ADMIN_EMAIL], {
      env: { ...process.env, ...env },
    });
    const password = /New password for \S+: (\S+)/.exec(stdout)?.[1];
    if (password) return { email: ADMIN_EMAIL, password };
  } catch {
    // No administrator yet: the server creates it from ADMIN_EMAIL and ADMIN_PASSWORD.
  }
  return { email: ADMIN_EMAIL, password: `soak-${Date.now().toString(36)}-administrator` };
}

async function post<T>(base: string, body: string, token?: string): Promise<{ ms: number; ok: boolean; data?: T }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const json = (await response.json()) as { data?: T; errors?: unknown };
    return { ms: performance.now() - started, ok: response.ok && !json.errors, data: json.data };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Saves one post a second (a new excerpt) until `until`; @returns each save's time and outcome. */
async function writer(base: string, admin: { email: string; password: string }, ids: string[], until: number) {
  const login = await post<{ login: { token: string } }>(
    base,
    gql('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: admin.email,
      p: admin.password,
    }),
  );
  const token = login.data?.login.token;
  if (!token) throw new Error('The soak could not sign in as the administrator');
  const saves: { ms: number; ok: boolean }[] = [];
  for (let n = 0; Date.now() < until; n++) {
    const next = Date.now() + 1000;
    saves.push(
      await post(
        base,
        gql('mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }', {
          id: ids[n % ids.length],
          input: { excerpt: `Soak edit ${n} at ${new Date().toISOString()}` },
        }),
        token,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return saves;
}

/**
 * Readers: `connections` connections sending `mixes` at random (seeded) for `seconds`.
 * @returns autocannon's result; `slowestByMix` gets the slowest answer of each mix, in ms.
 */
function read(base: string, mixes: Mix[], connections: number, seconds: number, slowestByMix: Map<string, number>) {
  const sequences = mixes.map((mix) => ({ mix, next: mix.sequence() }));
  const generator = xoroshiro128plus(0x50a4);
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { mix?: string; started?: number }) => {
          const { mix, next } = sequences[unsafeUniformIntDistribution(0, sequences.length - 1, generator)];
          context.mix = mix.name;
          context.started = performance.now();
          return {
            ...request,
            method: mix.method,
            headers: { 'accept-encoding': 'br, gzip, deflate', 'content-type': 'application/json' },
            ...next(),
          };
        },
        onResponse: (_status, _body, context: { mix?: string; started?: number }) => {
          const name = context.mix ?? '';
          const ms = performance.now() - (context.started ?? 0);
          slowestByMix.set(name, Math.max(slowestByMix.get(name) ?? 0, ms));
        },
      },
    ],
  });
}

export interface SoakRound {
  /** The round's lines of the results section: its heading, table and verdicts. */
  lines: string[];
  failed: number;
  slowest: number;
}

/**
 * One round of the soak against the server at `base`: `connections` readers sending `mixes` at
 * random for `seconds` while the administrator saves a post each second. @returns its results.
 */
export async function soak(options: {
  base: string;
  /** What the readers read, as the round's heading says it. */
  readers: string;
  mixes: Mix[];
  postIds: string[];
  admin: { email: string; password: string };
  connections: number;
  seconds: number;
  /** Seconds of the same readers, without the administrator, before the measured round. */
  warmup: number;
}): Promise<SoakRound> {
  const { base, mixes, connections, seconds } = options;
  if (options.warmup > 0) await read(base, mixes, connections, options.warmup, new Map());
  const until = Date.now() + seconds * 1000;
  const slowestByMix = new Map<string, number>();
  const [reads, saves] = await Promise.all([
    read(base, mixes, connections, seconds, slowestByMix),
    writer(base, options.admin, options.postIds.slice(0, 50), until),
  ]);
  const failedReads = reads.errors + reads.timeouts + reads.non2xx;
  const failedSaves = saves.filter((save) => !save.ok).length;
  const slowestSave = Math.max(0, ...saves.map((save) => save.ms));
  const slowest = Math.max(reads.latency.max, slowestSave);
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const lines = [
    `### Readers of ${options.readers}`,
    '',
    '| | Requests | Failed | Requests/s | p50 (ms) | p99 (ms) | Slowest (ms) |',
    '|---|---|---|---|---|---|---|',
    `| readers (${connections} connections) | ${reads.requests.total} | ${failedReads} | ${reads.requests.average.toFixed(0)} | ${reads.latency.p50} | ${reads.latency.p99} | ${reads.latency.max} |`,
    `| administrator saving a post each second | ${saves.length} | ${failedSaves} | | | | ${slowestSave.toFixed(0)} |`,
    '',
    `- Readers' answers by status: ${Object.entries(reads.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ')}; connection errors ${reads.errors}, timeouts ${reads.timeouts}`,
    `- Slowest answer of each request: ${[...slowestByMix]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
      .join('; ')}`,
    `- No failed request: ${mark(failedReads + failedSaves === 0)}; none slower than ${SOAK_MAX_MS} ms: ${mark(slowest <= SOAK_MAX_MS)} (slowest ${slowest.toFixed(0)} ms)`,
    '',
  ];
  return { lines, failed: failedReads + failedSaves, slowest };
}
