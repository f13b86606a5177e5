// npm run bench: starts the production server (api/dist) on the configured database (DATA_DIR or
// DATABASE_URL, full corpus loaded: npm run content -- corpus), measures it with autocannon from
// this second process over loopback, and writes bench/results.md. Exits non-zero only when a
// request failed. `--hostile` sends mixed hostile traffic instead and reports the server's peak
// RSS (bench/hostile.ts); `--soak` sends many readers and a writer at once (bench/soak.ts);
// `--instances` compares one and two instances behind nginx on PostgreSQL (bench/instances.ts).
// Run by Node's TypeScript type stripping (no build step for this file).
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CHROMIUM_PATH, launchBrowser } from '../web/e2e/support/browser.ts';
import { startBareServer } from './bare-server.ts';
import { cpuSample, cpuUse } from './cpu.ts';
import { hostileTraffic } from './hostile.ts';
import {
  type Balancer,
  instanceEnv,
  type InstancesRow,
  instancesSection,
  type Measured,
  nginxVersion,
  startBalancer,
} from './instances.ts';
import { cacheBustingMixes, type Mix, type MixSequence } from './mixes.ts';
import { soak, soakAdmin } from './soak.ts';
import { kb, measurePage, total } from './page-weight.ts';
import { INSTANCES_SECTION, RESULTS, sectionStart, writeSection } from './results-file.ts';
import { PASSAGE_TARGETS, passageMixes, recognitionRows, rescanRow } from './scripture.ts';
import { gql, graphql, ROOT, startCommandLine, startFlags, startServer, stopServer } from './server.ts';

/** Targets of the issue (2 cores, full corpus, 16 connections, PostgreSQL; PGlite at least half). */
const TARGETS: Record<string, { rps: number; p99?: number }> = {
  home: { rps: 400 },
  post: { rps: 2000 },
  search: { rps: 400, p99: 50 },
  tag: { rps: 400 },
};
/**
 * Targets of the cache-busting mixes with the response cache off (2 cores, full corpus, 16
 * connections, PostgreSQL; PGlite at least half): 10x the best peer measured on these machines.
 */
const MIX_TARGETS: Record<string, { rps: number; p99?: number }> = {
  post: { rps: 1800, p99: 20 },
  list: { rps: 300, p99: 50 },
  search: { rps: 300, p99: 50 },
  tag: { rps: 400 },
  'post page HTML': { rps: 260 },
};
/** Server rendering of a post page without the cache: 10x Ghost 5's post page (26 req/s on these machines). */
const POST_HTML_UNCACHED_RPS = 260;
/** Cached server rendering: at least this share of a bare Node server sending the same bytes. */
const POST_HTML_CACHED_SHARE = 0.5;
const POST_HTML = 'post page HTML';
const BARE = 'bare Node server sending the post page HTML bytes (reference)';
const PEAK_RSS_TARGET_MB = 250;
const COLD_START_TARGET_MS = 3000;
const HOME_JS_TARGET_KB = 100;

interface Scenario {
  name: string;
  /** Key into TARGETS, or into MIX_TARGETS for a mix. */
  target?: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** A cache-busting mix: each request comes from this sequence instead of `path` and `body`. */
  sequence?: MixSequence;
}

interface Measure {
  scenario: string;
  target?: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

const { values: args } = parseArgs({
  options: {
    // Seconds per measure; with --hostile, seconds of hostile traffic (default 600).
    duration: { type: 'string' },
    // Seconds of load before each measure (3, or 15 for --soak).
    warmup: { type: 'string' },
    connections: { type: 'string', default: '16,64' },
    port: { type: 'string', default: '4499' },
    // off: RESPONSE_CACHE_MB=0, every request runs its resolvers and SQL. --instances measures
    // with the cache off in any case; on (the default) adds rows with the cache on.
    cache: { type: 'string', default: 'on' },
    hostile: { type: 'boolean', default: false },
    // Many readers and an administrator saving a post each second (bench/soak.ts): 200
    // connections for 60 s unless --connections and --duration say otherwise.
    soak: { type: 'boolean', default: false },
    // What Scripture costs (bench/scripture.ts): recognition, the re-scan, passage reads uncached.
    scripture: { type: 'boolean', default: false },
    // One instance behind nginx against two (bench/instances.ts); PostgreSQL only.
    instances: { type: 'boolean', default: false },
  },
});
const hostile = args.hostile;
const soaking = args.soak;
const scripture = args.scripture;
const duration = Number(args.duration ?? (hostile ? 600 : soaking ? 60 : 10));
// A freshly started server answers 200 connections slowly until V8 has optimized its request
// path: seconds for the soak's crowd (up to 10 s per answer in its first 15 s), not for 16.
const warmup = Number(args.warmup ?? (soaking ? 15 : 3));
const connectionCounts = (soaking && !process.argv.includes('--connections') ? '200' : args.connections)
  .split(',')
  .map(Number);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const cacheOff = args.cache === 'off';
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** "At least half" for PGlite: half the requests/s, twice the memory and the start time. */
const slack = database === 'PostgreSQL' ? 1 : 2;
const rssTargetMb = PEAK_RSS_TARGET_MB * slack;
const coldStartTargetMs = COLD_START_TARGET_MS * slack;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const sectionName = scripture
  ? `${database}, Scripture`
  : `${cacheOff ? `${database}, response cache off` : database}${hostile ? ', hostile traffic' : ''}${soaking ? ', readers and a writer' : ''}`;
/** What a browser sends: answers come compressed, as readers get them. */
const ACCEPT_ENCODING = 'br, gzip, deflate';

/** The production server on the configured database, with the cache setting of this run. */
const startBenchServer = (flags: string[]) =>
  startServer({ port, flags, env: { SEED_DEMO: 'false', ...(cacheOff ? { RESPONSE_CACHE_MB: '0' } : {}) } });

/** Peak resident set size of a process (VmHWM), in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function run(scenario: Scenario, connections: number, seconds: number, toPort = port): Promise<autocannon.Result> {
  const next = scenario.sequence?.();
  return autocannon({
    url: `http://127.0.0.1:${toPort}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: {
          'accept-encoding': ACCEPT_ENCODING,
          ...(scenario.body || next ? { 'content-type': 'application/json' } : {}),
        },
        body: scenario.body,
        ...(next ? { setupRequest: (request: autocannon.Request) => ({ ...request, ...next() }) } : {}),
      },
    ],
  });
}

const CARD = 'id slug title excerpt cover date author tags commentCount';

/** The scenarios of the issue, with ids and tags found in the loaded content. */
async function scenarios(): Promise<{ list: Scenario[]; totalPosts: number }> {
  const probe = await graphql<{
    posts: { totalItems: number; items: { id: string }[] };
    chapter: { id: string } | null;
    popularTags: { tag: string }[];
  }>(
    base,
    gql(
      '{ posts(pageSize: 1) { totalItems items { id } } chapter: post(slug: "kjv-john-3") { id } popularTags(limit: 1, locale: en) { tag } }',
    ),
  );
  const postId = probe.chapter?.id ?? probe.posts.items[0]?.id;
  if (!postId) throw new Error('The database has no post: load the corpus first (npm run content -- corpus)');
  const tag = probe.popularTags[0]?.tag ?? 'Psalms';
  const home = gql(`{
    featuredPosts(locale: en) { ${CARD} }
    popularPosts(limit: 2, locale: en) { ${CARD} }
    posts(page: 1, pageSize: 12, locale: en) { totalItems totalPages items { ${CARD} sections { id title content orderIndex } } }
    popularTags(limit: 20, locale: en) { tag count }
  }`);
  const onePost = gql(
    `query ($id: ID) { post(id: $id) { ${CARD} allowComments sections { id title content image orderIndex }
       comments { id name content createdAt } translations { id locale slug title } } }`,
    { id: postId },
  );
  const search = (term: string, locale: string) =>
    gql(
      `query ($q: String, $l: Locale) { posts(search: $q, locale: $l, pageSize: 12) { totalItems items { ${CARD} searchSnippet } } }`,
      { q: term, l: locale },
    );
  const tagPage = gql(
    `query ($tag: String!) { postsByTag(tag: $tag, first: 10, locale: en) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${CARD} } } } }`,
    { tag },
  );
  const mixes = (await cacheBustingMixes(base)).mixes.map((mix): Scenario => ({
    name: mix.name,
    target: `mix:${mix.target}`,
    method: mix.method,
    path: '/',
    sequence: mix.sequence,
  }));
  return {
    totalPosts: probe.posts.totalItems,
    list: [
      ...mixes,
      {
        name: 'home page data (featured, popular, 12 posts with sections, tags)',
        target: 'home',
        method: 'POST',
        path: '/graphql',
        body: home,
      },
      { name: 'one post with sections and comments', target: 'post', method: 'POST', path: '/graphql', body: onePost },
      { name: 'search "lord" (en)', target: 'search', method: 'POST', path: '/graphql', body: search('lord', 'en') },
      {
        name: 'search "seigneur" (fr)',
        target: 'search',
        method: 'POST',
        path: '/graphql',
        body: search('seigneur', 'fr'),
      },
      { name: 'search "señor" (es)', target: 'search', method: 'POST', path: '/graphql', body: search('señor', 'es') },
      {
        name: 'search "signore" (it)',
        target: 'search',
        method: 'POST',
        path: '/graphql',
        body: search('signore', 'it'),
      },
      { name: `tag page "${tag}"`, target: 'tag', method: 'POST', path: '/graphql', body: tagPage },
      { name: 'REST GET /api/blogs?page=1', method: 'GET', path: '/api/blogs?page=1' },
      { name: 'home page HTML (GET /)', method: 'GET', path: '/' },
      { name: POST_HTML, target: POST_HTML, method: 'GET', path: `/blogs/${encodeURIComponent(postId)}` },
      { name: `tag page HTML (GET /tag/${tag})`, method: 'GET', path: `/tag/${encodeURIComponent(tag)}` },
    ],
  };
}

/** SQL statements each scenario costs, measured on the app in this process (first and repeated request). */
async function sqlPerRequest(list: Scenario[]): Promise<Map<string, { first: number; repeat: number }>> {
  const { createApp } = await import(join(ROOT, 'api/dist/api/src/app.js'));
  const { loadConfig } = await import(join(ROOT, 'api/dist/api/src/config.js'));
  const { pgliteDirIn } = await import(join(ROOT, 'api/dist/api/src/db/orm.js'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    ...(cacheOff ? { RESPONSE_CACHE_MB: '0' } : {}),
  });
  let statements = 0;
  const app = await createApp(config, {
    database: {
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
      onQuery: () => statements++,
    },
  });
  const appPort: number = await app.listen(0, '127.0.0.1');
  const counts = new Map<string, { first: number; repeat: number }>();
  try {
    for (const scenario of list) {
      // A mix is counted on its first request.
      const { path, body } = scenario.sequence?.()() ?? scenario;
      const once = async () => {
        statements = 0;
        const response = await fetch(`http://127.0.0.1:${appPort}${path}`, {
          method: scenario.method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body,
        });
        await response.arrayBuffer();
        return statements;
      };
      counts.set(scenario.name, { first: await once(), repeat: await once() });
    }
  } finally {
    await app.close();
  }
  return counts;
}

/**
 * The JavaScript a reader's browser loads for the home page, measured in Chromium against the
 * running server (bench/page-weight.ts). @returns a summary with the gzip -9 size (the issue's
 * measure), the bytes sent (the server's br files) and the raw size.
 */
async function homeJavaScript(): Promise<string> {
  if (!existsSync(CHROMIUM_PATH)) return `n/a (no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH)`;
  const browser = await launchBrowser();
  try {
    const resources = await measurePage(browser, `${base}/`, (page) =>
      page.locator('article.post-card').first().waitFor({ timeout: 30_000 }),
    );
    const gzip = kb(total(resources, 'script', 'gzip'));
    const count = resources.filter((resource) => resource.kind === 'script').length;
    return `${gzip} KB gzip (target ≤ ${HOME_JS_TARGET_KB} KB: ${mark(Number(gzip) <= HOME_JS_TARGET_KB)}; ${kb(total(resources, 'script', 'sent'))} KB sent as br, ${kb(total(resources, 'script', 'raw'))} KB raw, ${count} scripts)`;
  } finally {
    await browser.close();
  }
}

/** Requests/s of the bare reference server per connection count. */
const bareRps = new Map<number, number>();

/** `ok` or `MISSED` against a requests/s and p99 target (PGlite's requests/s halved), with the target. */
function meets(target: { rps: number; p99?: number }, measure: Measure): string {
  const needed = target.rps / slack;
  const p99Ok = target.p99 === undefined || measure.p99 < target.p99;
  return `${mark(measure.rps >= needed && p99Ok)} (≥ ${needed}${target.p99 ? `, p99 < ${target.p99} ms` : ''})`;
}

const verdict = (measure: Measure) => {
  if (measure.target?.startsWith('mix:')) {
    const target = MIX_TARGETS[measure.target.slice('mix:'.length)];
    const bare = bareRps.get(measure.connections);
    const share = bare ? ` (${((measure.rps / bare) * 100).toFixed(1)} % of the bare server)` : '';
    if (!cacheOff || measure.connections !== 16 || !target) return share.trim();
    return `${meets(target, measure)}${share}`;
  }
  if (measure.target === POST_HTML && measure.connections === 16) {
    if (cacheOff) {
      const needed = POST_HTML_UNCACHED_RPS / slack;
      return `${mark(measure.rps >= needed)} (≥ ${needed}: 10× Ghost 5's post page)`;
    }
    const bare = bareRps.get(16);
    if (!bare) return '';
    const share = measure.rps / bare;
    return `${mark(share >= POST_HTML_CACHED_SHARE)} (${(share * 100).toFixed(0)} % of the bare server; ≥ ${POST_HTML_CACHED_SHARE * 100} %)`;
  }
  const target = measure.target ? TARGETS[measure.target] : undefined;
  if (!target || measure.connections !== 16) return '';
  return meets(target, measure);
};

/**
 * One scenario at one connection count on the server at `toPort`: a warm-up, then the measure;
 * `measuring` is called between the two.
 */
async function measureScenario(
  scenario: Scenario,
  connections: number,
  toPort = port,
  measuring?: () => void,
): Promise<Measure> {
  await run(scenario, connections, warmup, toPort);
  measuring?.();
  const result = await run(scenario, connections, duration, toPort);
  return {
    scenario: scenario.name,
    target: scenario.target,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * The reference for the cached post page: a bare Node server in its own process sending the exact
 * response (status, headers, br body) our server sent for it, measured with the same load.
 */
async function bareReference(list: Scenario[]): Promise<Measure[]> {
  const scenario = list.find((candidate) => candidate.name === POST_HTML)!;
  // node:http, not fetch: fetch decodes the body, and the bare server must send the bytes as sent.
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet(`${base}${scenario.path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, resolve).on(
      'error',
      reject,
    ),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy']) {
    const value = response.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const bare = await startBareServer(port + 1, {
    status: response.statusCode ?? 200,
    headers,
    body: Buffer.concat(chunks),
  });
  const measures: Measure[] = [];
  try {
    for (const connections of connectionCounts) {
      const measure = await measureScenario({ ...scenario, name: BARE, target: undefined }, connections, port + 1);
      bareRps.set(connections, measure.rps);
      measures.push(measure);
    }
  } finally {
    bare.kill();
  }
  return measures;
}

/** --hostile: the server under mixed hostile traffic; @returns 1 when a request failed. */
async function mainHostile(flags: string[]): Promise<number> {
  const { server } = await startBenchServer(flags);
  const cacheMb = cacheOff ? 0 : Number(process.env.RESPONSE_CACHE_MB || 64);
  try {
    const { totalPosts } = await scenarios();
    const { section, failed, peakMb } = await hostileTraffic({
      base,
      pid: server.pid!,
      seconds: duration,
      connections: connectionCounts[0],
      cacheMb,
      title: sectionName,
      intro:
        `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${totalPosts} readable posts, Node ${process.version}, ` +
        `RESPONSE_CACHE_MB=${cacheMb}, ${duration} s of mixed hostile traffic from ${connectionCounts[0]} clients in a second process over loopback ` +
        `(\`npm run bench -- --hostile --duration ${duration}\`), server started as \`npm run start:prod\` does: \`${await startCommandLine()}\`.`,
    });
    await writeSection(section);
    console.log(`\nWrote ${RESULTS}. Peak RSS ${peakMb.toFixed(0)} MB, ${failed} failed request(s).`);
    return failed ? 1 : 0;
  } finally {
    await stopServer(server);
  }
}

/**
 * --soak: readers of the site's pages, then readers of every cache-busting mix, each round with
 * an administrator saving each second; @returns 1 when a request failed.
 */
async function mainSoak(flags: string[]): Promise<number> {
  const admin = await soakAdmin({ SEED_DEMO: 'false' });
  const { server } = await startServer({
    port,
    flags,
    env: {
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(cacheOff ? { RESPONSE_CACHE_MB: '0' } : {}),
    },
  });
  try {
    const { mixes, postIds } = await cacheBustingMixes(base);
    const pages = (await scenarios()).list
      .filter((scenario) => !scenario.sequence)
      .map((scenario): Mix => ({
        name: scenario.name,
        target: scenario.target ?? scenario.name,
        method: scenario.method,
        sequence: () => () => ({ path: scenario.path, body: scenario.body }),
      }));
    const round = (readers: string, from: Mix[]) =>
      soak({ base, readers, mixes: from, postIds, admin, connections: connectionCounts[0], seconds: duration, warmup });
    const rounds = [
      await round(
        `the site's pages (${pages.length} fixed requests: ${pages.map((page) => page.name).join('; ')})`,
        pages,
      ),
      await round('the cache-busting mixes (random posts, list pages, searches, tag pages, post pages)', mixes),
    ];
    const intro =
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ` +
      `\`npm run bench -- --soak --duration ${duration}${cacheOff ? ' --cache off' : ''}\`: ${connectionCounts[0]} connections for ` +
      `${duration} s per round after a ${warmup} s warm-up of the same readers, while the administrator saves a post each second (each save changes what the response cache may serve); ` +
      `server started as \`npm run start:prod\` does: \`${await startCommandLine()}\`.`;
    await writeSection([...sectionStart(sectionName, intro), ...rounds.flatMap((one) => one.lines)].join('\n'));
    const failed = rounds.reduce((sum, one) => sum + one.failed, 0);
    const slowest = Math.max(...rounds.map((one) => one.slowest));
    console.log(`\nWrote ${RESULTS}. ${failed} failed request(s), slowest ${slowest.toFixed(0)} ms.`);
    return failed > 0 ? 1 : 0;
  } finally {
    await stopServer(server);
  }
}

/**
 * --scripture: recognition CPU and the re-scan (before the server starts: an embedded database has
 * one user), then the passage mixes with the response cache off. @returns 1 when a request failed.
 */
async function mainScripture(flags: string[]): Promise<number> {
  const recognition = await recognitionRows();
  const rescan = await rescanRow();
  const { server } = await startServer({ port, flags, env: { SEED_DEMO: 'false', RESPONSE_CACHE_MB: '0' } });
  const rows: string[] = [];
  let failed = 0;
  try {
    for (const mix of await passageMixes()) {
      const measure = await measureScenario({ name: mix.name, method: 'POST', path: '/', sequence: mix.sequence }, 16);
      failed += measure.errors;
      const target = PASSAGE_TARGETS[mix.target];
      const row = `| ${mix.name}, 16 connections, cache off | ${measure.rps.toFixed(0)} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, ${measure.errors} errors | p99 < ${target} ms: ${mark(measure.p99 < target)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await stopServer(server);
  }
  const section = [
    ...sectionStart(
      sectionName,
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, \`npm run bench -- --scripture\`: ` +
        `recognition measured in the bench process on the built parser (median of 15 runs after 2), the re-scan by the content CLI, ` +
        `the passage mixes for ${duration} s after a ${warmup} s warm-up with the response cache off (RESPONSE_CACHE_MB=0).`,
    ),
    '| Measure | Result | Target |',
    '|---|---|---|',
    ...recognition,
    rescan,
    ...rows,
    '',
  ].join('\n');
  await writeSection(section);
  console.log(`\nWrote ${RESULTS}. ${failed} failed request(s).`);
  return failed ? 1 : 0;
}

/** How to read --instances' rows with the response cache on. */
const CACHE_ON_NOTE =
  ', then on (each instance its own cache). With the cache on, a measure resends the seeded sequence of its warm-up, ' +
  "and the two-instance measure finds the first instance's cache filled by the one-instance measure before it: " +
  'those rows mix hits and misses in proportions that differ between the two, a hint rather than a comparison';

/**
 * --instances: the cache-busting mixes at 16 connections through nginx running
 * docker/nginx/scale.conf in front of one instance and in front of two, each mix through one then
 * through two, with the response cache off, then on unless `--cache off`; and the CPU the
 * instances, nginx and PostgreSQL used during each measure. @returns 1 when a request failed.
 * @throws without DATABASE_URL: two instances cannot share an embedded database.
 */
async function mainInstances(flags: string[]): Promise<number> {
  if (database !== 'PostgreSQL')
    throw new Error(
      '--instances needs PostgreSQL (two instances cannot share an embedded database): set DATABASE_URL to a database with the full corpus (npm run content -- corpus)',
    );
  const env = instanceEnv();
  const rows: InstancesRow[] = [];
  for (const cache of cacheOff ? (['off'] as const) : (['off', 'on'] as const)) {
    const servers: ChildProcess[] = [];
    const balancers: Balancer[] = [];
    try {
      const instancePorts = [port + 2, port + 3];
      for (const instancePort of instancePorts) {
        const cacheEnv: Record<string, string> = cache === 'off' ? { RESPONSE_CACHE_MB: '0' } : {};
        servers.push((await startServer({ port: instancePort, flags, env: { ...env, ...cacheEnv } })).server);
      }
      const [first, second] = instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`);
      balancers.push(await startBalancer([first], port), await startBalancer([first, second], port + 1));
      const sample = () =>
        cpuSample(
          servers.map((server) => server.pid!),
          balancers.map((balancer) => balancer.pid),
        );
      for (const mix of (await cacheBustingMixes(balancers[1].url)).mixes) {
        const scenario: Scenario = { name: mix.name, method: mix.method, path: '/', sequence: mix.sequence };
        const measured: Measured[] = [];
        for (const balancer of balancers) {
          let before = sample();
          const measure = await measureScenario(scenario, 16, balancer.port, () => (before = sample()));
          measured.push({ ...measure, cpu: cpuUse(before, sample()) });
        }
        const [one, two] = measured;
        rows.push({ mix: mix.name, cache, one, two });
        console.log(
          `${mix.name}, cache ${cache}: 1 instance ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms; ` +
            `2 instances ${two.rps.toFixed(0)} req/s, p99 ${two.p99} ms; errors ${one.errors + two.errors}`,
        );
      }
    } finally {
      for (const balancer of balancers) await balancer.stop();
      for (const server of servers) await stopServer(server);
    }
  }
  const failed = rows.reduce((total, row) => total + row.one.errors + row.two.errors, 0);
  const start = sectionStart(
    INSTANCES_SECTION,
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ` +
      `\`npm run bench -- --instances${cacheOff ? ' --cache off' : ''}\`, everything on the same ${availableParallelism()} cores ` +
      `(instances, nginx, PostgreSQL, the load generator): the cache-busting mixes at 16 connections through ` +
      `${nginxVersion()} running docker/nginx/scale.conf (its upstream's server line replaced by the instances' addresses, ` +
      `round-robin, \`worker_processes auto\`), in front of one instance and in front of two on the same database; each mix ` +
      `through one, then through two, ${duration} s after a ${warmup} s warm-up each, requests sent with ` +
      `Accept-Encoding: ${ACCEPT_ENCODING}. Instances started as \`npm run start:prod\` does: \`${await startCommandLine()}\`, ` +
      `with REDIS_URL (the machine's Redis, a prefix of this run), UPLOAD_STORE=db, TRUST_PROXY_HOPS=1, RATE_LIMITS=off ` +
      `and the response cache off (RESPONSE_CACHE_MB=0)${cacheOff ? '' : CACHE_ON_NOTE}.`,
  );
  await writeSection(instancesSection(start, rows));
  console.log(`\nWrote ${RESULTS}. ${failed} failed request(s).`);
  return failed ? 1 : 0;
}

async function main(): Promise<number> {
  const flags = await startFlags();
  if (args.instances) return mainInstances(flags);
  if (hostile) return mainHostile(flags);
  if (soaking) return mainSoak(flags);
  if (scripture) return mainScripture(flags);
  const { server, coldStartMs } = await startBenchServer(flags);
  const measures: Measure[] = [];
  let rssMb = 0;
  const rssByConnections = new Map<number, number>();
  let list: Scenario[] = [];
  let totalPosts = 0;
  let jsSize = '';
  try {
    ({ list, totalPosts } = await scenarios());
    if (totalPosts < 5000)
      console.warn(`Only ${totalPosts} readable posts: load the full corpus for comparable numbers.`);
    // All scenarios at one connection count, then the next: the peak RSS is read after each round.
    for (const connections of connectionCounts) {
      for (const scenario of list) {
        const measure = await measureScenario(scenario, connections);
        measures.push(measure);
        console.log(
          `${scenario.name} @${connections}: ${measure.rps.toFixed(0)} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, errors ${measure.errors}`,
        );
      }
      rssByConnections.set(connections, await peakRssMb(server.pid!));
    }
    rssMb = await peakRssMb(server.pid!);
    measures.push(...(await bareReference(list)));
    jsSize = await homeJavaScript();
  } finally {
    await stopServer(server);
  }
  const sql = await sqlPerRequest(list);

  const failed = measures.reduce((sum, measure) => sum + measure.errors, 0);
  const position = (m: Measure) =>
    m.scenario === BARE ? list.length : list.findIndex((scenario) => scenario.name === m.scenario);
  const order = (m: Measure) => position(m) * 1000 + m.connections;
  const rows = [...measures]
    .sort((a, b) => order(a) - order(b))
    .map((m) => {
      const statements = sql.get(m.scenario);
      return `| ${m.scenario} | ${m.connections} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.errors} | ${statements ? `${statements.first} / ${statements.repeat}` : ''} | ${verdict(m)} |`;
    });
  const section = [
    `## ${sectionName}`,
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${totalPosts} readable posts, Node ${process.version}, ` +
      `${duration} s per measure after a ${warmup} s warm-up, autocannon in a second process over loopback, ` +
      `requests sent with Accept-Encoding: ${ACCEPT_ENCODING} as browsers do. ` +
      `Server started as \`npm run start:prod\` does: \`${await startCommandLine()}\`${process.env.NODE_OPTIONS ? ` with NODE_OPTIONS=${process.env.NODE_OPTIONS}` : ''}.`,
    '',
    '| Scenario | Connections | Requests/s | p50 (ms) | p99 (ms) | Errors | SQL statements (first / repeat) | Target at 16 connections |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Peak RSS of the server: ${rssMb.toFixed(0)} MB over the whole run (target < ${rssTargetMb} MB: ${mark(rssMb < rssTargetMb)}); ` +
      [...rssByConnections]
        .map(([connections, mb]) => `${mb.toFixed(0)} MB by the end of the ${connections}-connection round`)
        .join(', '),
    `- Cold start to first 200 (GET /health): ${coldStartMs.toFixed(0)} ms (target < ${coldStartTargetMs} ms: ${mark(coldStartMs < coldStartTargetMs)})`,
    `- JavaScript a reader downloads for the home page: ${jsSize}`,
    `- Failed requests: ${failed}`,
    '',
  ].join('\n');

  await writeSection(section);
  console.log(
    `\nWrote ${RESULTS}. Peak RSS ${rssMb.toFixed(0)} MB, cold start ${coldStartMs.toFixed(0)} ms, JS ${jsSize}.`,
  );
  if (failed) console.error(`${failed} request(s) failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
