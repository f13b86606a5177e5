// npm run bench -- --instances: the production balancer (docker/nginx/scale.conf, run by this
// machine's nginx) in front of one app instance, then of two, on one PostgreSQL database, and where
// the CPU goes meanwhile (bench/cpu.ts). This file holds the balancer, the instances' settings and
// the results section; bench/run.ts runs the mixes. Run by Node's TypeScript type stripping.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foregroundArgs, NGINX, writeLocalConf } from '../docker/nginx/local-conf.ts';
import { addCpu, cpuCells, type CpuUse } from './cpu.ts';

/** How long nginx may take to answer its first request. */
const START_TIMEOUT_MS = 15_000;

/** The Redis every instance counts in (the machine's, as api/test/load-balancer.test.ts uses). */
const MACHINE_REDIS = 'redis://127.0.0.1:6379';

/** nginx running scale.conf in front of some instances. */
export interface Balancer {
  port: number;
  url: string;
  /** The master process; its workers are its children. */
  pid: number;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts nginx on 127.0.0.1:`port` with scale.conf in front of `servers` (`host:port` each), in
 * the foreground with a temporary prefix; its access log goes to /dev/null. @returns once a
 * GET /health through it answers 200. @throws when nginx is missing, exits or never answers.
 */
export async function startBalancer(servers: string[], port: number): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const folder = await mkdtemp(join(tmpdir(), 'wisdom-bench-nginx-'));
  const conf = await writeLocalConf(servers, `127.0.0.1:${port}`, folder);
  const child: ChildProcess = spawn(NGINX, foregroundArgs(folder, conf), { stdio: ['ignore', 'ignore', 'pipe'] });
  // Read, or a full pipe would stall nginx; the end of it explains a failed start.
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited during start-up:\n${errors}`);
    }
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { port, url, pid: child.pid!, stop };
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`nginx did not answer within ${START_TIMEOUT_MS / 1000} s:\n${errors}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The version line of this machine's nginx ("nginx/1.22.1"). */
export const nginxVersion = (): string =>
  /nginx\/\S+/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr)?.[0] ?? 'nginx';

/**
 * What every instance gets on top of the bench's settings, as docker/compose.scale.yml sets its
 * replicas: the machine's Redis under a prefix of this run, uploads in the database, one trusted
 * proxy, and one JWT_SECRET (a generated one would be written to the shared DATA_DIR by both).
 */
export function instanceEnv(): Record<string, string> {
  return {
    SEED_DEMO: 'false',
    REDIS_URL: MACHINE_REDIS,
    REDIS_PREFIX: `bench-instances-${randomBytes(6).toString('hex')}:`,
    UPLOAD_STORE: 'db',
    TRUST_PROXY_HOPS: '1',
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  };
}

/** One mix measured through the balancer. */
export interface Measured {
  rps: number;
  p99: number;
  errors: number;
  /** The CPU used during the measure (after its warm-up). */
  cpu: CpuUse;
}

/** One mix with one cache setting, through one instance and through two. */
export interface InstancesRow {
  mix: string;
  cache: 'off' | 'on';
  one: Measured;
  two: Measured;
}

const result = (measured: Measured) =>
  `${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms${measured.errors ? `, ${measured.errors} errors` : ''}`;

const label = (row: InstancesRow) => (row.cache === 'on' ? `${row.mix}, response cache on` : row.mix);

/** The CPU of every measure of `rows` through one instance (`'one'`) or two, added up. */
const roundCpu = (rows: InstancesRow[], round: 'one' | 'two') =>
  rows.map((row) => row[round].cpu).reduce((total, use) => addCpu(total, use));

/**
 * The results section: requests/s and p99 through one instance and two, with their ratio, then
 * where the CPU went for each mix with the cache off and for each round over all mixes.
 */
export function instancesSection(start: string[], rows: InstancesRow[]): string {
  const uncached = rows.filter((row) => row.cache === 'off');
  const cpuRow = (name: string, instances: string, use: CpuUse) =>
    `| ${name} | ${instances} | ${cpuCells(use).join(' | ')} |`;
  const rounds = (['off', 'on'] as const)
    .map((cache) => rows.filter((row) => row.cache === cache))
    .filter((round) => round.length > 0)
    .flatMap((round) => {
      const name = `all mixes, response cache ${round[0].cache}`;
      return [cpuRow(name, '1', roundCpu(round, 'one')), cpuRow(name, '2', roundCpu(round, 'two'))];
    });
  const [app, postgres, nginx] = cpuCells(roundCpu(uncached, 'two'));
  return [
    ...start,
    '| Mix | 1 instance | 2 instances | Ratio (2 / 1) |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${label(row)} | ${result(row.one)} | ${result(row.two)} | ${(row.two.rps / row.one.rps).toFixed(2)} |`,
    ),
    '',
    'Where the CPU went during each measure: the cores each part kept busy on average, and its share of the ' +
      "machine's busy time. App: the instances (the idle second one counts in the one-instance measure); PostgreSQL: " +
      'every process named postgres; nginx: its master and workers; load generator: the bench process (autocannon); ' +
      'other: anything else busy on the machine (none on a quiet machine but the kernel); idle: the cores left over.',
    '',
    '| Mix | Instances | App | PostgreSQL | nginx | Load generator | Other | Idle |',
    '|---|---|---|---|---|---|---|---|',
    ...uncached.flatMap((row) => [cpuRow(row.mix, '1', row.one.cpu), cpuRow(row.mix, '2', row.two.cpu)]),
    ...rounds,
    '',
    `- Two instances, response cache off, all mixes (cores, share of the machine's busy time): app ${app}, PostgreSQL ${postgres}, nginx ${nginx}.`,
    `- Failed requests: ${rows.reduce((total, row) => total + row.one.errors + row.two.errors, 0)}`,
    '',
  ].join('\n');
}
