// Faults (issue 5): PostgreSQL restarted under read traffic. Requests during the outage fail fast
// with 503 (none hangs), /health/ready answers 503 then 200, and service resumes without
// restarting Node. The shared PostgreSQL other suites use is never touched: this test starts a
// private server of its own (Debian's binaries in /usr/lib/postgresql/<version>/bin, run as the
// postgres user when the tests run as root) and deletes it afterwards.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildServer, freePort, type ServerProcess, signIn, startServerProcess } from './helpers/server-process.js';
import { ADMIN, databaseKind } from './helpers/test-app.js';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server binaries installed, or null. */
async function findServerBinaries(): Promise<string | null> {
  const versions = await readdir(ROOT).catch(() => [] as string[]);
  const usable = versions
    .filter(
      (version) => existsSync(join(ROOT, version, 'bin', 'initdb')) && existsSync(join(ROOT, version, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return usable.length ? join(ROOT, usable[0], 'bin') : null;
}

const bin = await findServerBinaries();
// The test does not use TEST_DATABASE_URL: it runs once, in the 'postgresql' project when there is
// one, else in the 'pglite' project.
const thisProject = databaseKind === 'postgresql' || !process.env.TEST_DATABASE_URL;
if (!bin) console.warn(`faults-postgres: skipped, no PostgreSQL server binaries (initdb, pg_ctl) in ${ROOT}/*/bin`);
// runuser lives in sbin, which a minimal PATH may lack.
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';
const maybe = bin && thisProject ? it : it.skip;

/** A PostgreSQL cluster of this test's own, in a temporary folder, on a free port. */
class PrivatePostgres {
  private constructor(
    readonly folder: string,
    readonly port: number,
  ) {}

  private static async asPostgres(command: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    return asRoot ? run(RUNUSER, ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  }

  static async create(): Promise<PrivatePostgres> {
    const folder = await mkdtemp(join(tmpdir(), 'blog-private-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
      await chown(folder, uid, gid);
    }
    await PrivatePostgres.asPostgres(join(bin!, 'initdb'), [
      '-D',
      join(folder, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const server = new PrivatePostgres(folder, await freePort());
    await server.start();
    return server;
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  start() {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const log = join(this.folder, 'server.log');
    return PrivatePostgres.asPostgres(join(bin!, 'pg_ctl'), [
      '-D',
      join(this.folder, 'data'),
      '-l',
      log,
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  }

  stop(mode: 'fast' | 'immediate' = 'fast') {
    return PrivatePostgres.asPostgres(join(bin!, 'pg_ctl'), [
      '-D',
      join(this.folder, 'data'),
      '-m',
      mode,
      '-w',
      'stop',
    ]);
  }

  async remove() {
    await this.stop('immediate').catch(() => undefined);
    await rm(this.folder, { recursive: true, force: true });
  }
}

let build: ReturnType<typeof buildServer> | null = null;
let postgres: PrivatePostgres | null = null;
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  build?.remove();
  await postgres?.remove();
});

interface Sample {
  kind: 'graphql' | 'rest';
  start: number;
  end: number;
  status: number;
  code?: string;
  retryAfter?: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

maybe(
  'answers 503 fast while PostgreSQL restarts and serves again without restarting Node',
  async () => {
    build = buildServer();
    postgres = await PrivatePostgres.create();
    const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` });
    await admin.connect();
    await admin.query('create database blog');
    await admin.end();
    server = await startServerProcess(build.dir, {
      DATA_DIR: join(postgres.folder, 'app'),
      DATABASE_URL: `${postgres.url}/blog`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const url = server.url;
    const { token } = await signIn(url, ADMIN.email, ADMIN.password);
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
        variables: {
          input: { title: 'Still here', status: 'TO_PUBLISH', sections: [{ title: 'A', content: '<p>a</p>' }] },
        },
      }),
    });

    // Read traffic: two GraphQL readers and one REST reader, each request with a 10 s ceiling.
    const samples: Sample[] = [];
    let reading = true;
    const reader = async (kind: Sample['kind']) => {
      while (reading) {
        const start = Date.now();
        try {
          const response =
            kind === 'graphql'
              ? await fetch(`${url}/graphql`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ query: '{ posts { items { title sections { title } } } }' }),
                  signal: AbortSignal.timeout(10_000),
                })
              : await fetch(`${url}/api/blogs`, { signal: AbortSignal.timeout(10_000) });
          const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
          const { status, headers } = response;
          const code = body.errors?.[0]?.extensions?.code;
          samples.push({ kind, start, end: Date.now(), status, code, retryAfter: headers.get('retry-after') });
        } catch {
          samples.push({ kind, start, end: Date.now(), status: 0 });
        }
        await sleep(25);
      }
    };
    const readers = [reader('graphql'), reader('graphql'), reader('rest')];

    await sleep(800);
    const stopping = Date.now();
    await postgres.stop('fast');
    const stopped = Date.now();
    await sleep(1500);
    const readyStart = Date.now();
    const readyDuring = await fetch(`${url}/health/ready`);
    expect({ status: readyDuring.status, fast: Date.now() - readyStart < 3000 }).toEqual({ status: 503, fast: true });
    await sleep(500);

    const restarting = Date.now();
    await postgres.start();
    const restarted = Date.now();
    let recovered = 0;
    while (!recovered && Date.now() - restarted < 15_000) {
      await sleep(100);
      const ok = samples.find((s) => s.kind === 'graphql' && s.start >= restarted && s.status === 200);
      if (ok) recovered = ok.end;
    }
    await sleep(500);
    reading = false;
    await Promise.all(readers);

    const duration = (s: Sample) => s.end - s.start;
    const before = samples.filter((s) => s.end < stopping);
    const during = samples.filter((s) => s.start >= stopped && s.end <= restarting);
    const after = samples.filter((s) => recovered && s.start > recovered);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((s) => s.status !== 200)).toEqual([]);
    // During the outage every request fails, fast, with 503 and the SERVICE_UNAVAILABLE code.
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((s) => s.status !== 503)).toEqual([]);
    const graphql = during.filter((s) => s.kind === 'graphql');
    expect(graphql.filter((s) => s.code !== 'SERVICE_UNAVAILABLE' || s.retryAfter !== '5')).toEqual([]);
    expect(Math.max(...during.map(duration))).toBeLessThan(3000);
    // No request hung or failed otherwise at any time, even those cut by the stop or the start.
    expect(samples.filter((s) => ![200, 503].includes(s.status))).toEqual([]);
    expect(Math.max(...samples.map(duration))).toBeLessThan(6000);
    // Service resumed in the same Node process.
    expect(recovered).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => s.status !== 200)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    console.log(
      `faults-postgres: ${samples.length} reads, ${during.length} during the outage (slowest ${Math.max(...during.map(duration))} ms), ` +
        `served again ${recovered - restarted} ms after PostgreSQL was back`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  },
  150_000,
);
