// npm run bench -- --hostile: mixed hostile traffic against the production server for a while
// (default 10 minutes, --duration SECONDS), sampling its RSS. The memory bound under test: peak
// RSS below RESPONSE_CACHE_MB + 200 MB, whatever anonymous clients send.
import { readFile } from 'node:fs/promises';
import { sectionStart } from './results-file.ts';

/** Memory allowed beyond the response cache's budget. */
export const HOSTILE_HEADROOM_MB = 200;

/** GRAPHQL_DOCUMENT_MAX_BYTES's default: documents "at the cap" are built just under it. */
const DOCUMENT_CAP = 100 * 1024;

interface Kind {
  name: string;
  weight: number;
  /** Builds request number `n` of this kind. */
  request: (n: number) => { path: string; init: RequestInit };
}

const json = (body: unknown, accept = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept, 'accept-encoding': 'br, gzip' },
  body: JSON.stringify(body),
});
const pad = (text: string, bytes: number) => text + ' '.repeat(Math.max(0, bytes - text.length));
const random = (max: number) => 1 + Math.floor(Math.random() * max);
const ACCEPTS = ['application/json', 'application/graphql-response+json', '*/*', 'application/json;q=0.9, */*;q=0.1'];
const LOCALES = ['en', 'fr', 'es', 'it'];
// Built once: the server gets distinct documents, the bench does not rebuild megabytes each time.
const OVER_CAP = [2, 8].map((mb) => pad('', mb * 1024 * 1024));
const AT_CAP_PADDING = ' '.repeat(DOCUMENT_CAP - 200);
const DENSE = 'id '.repeat(Math.floor((DOCUMENT_CAP - 200) / 3));

/** The mix: documents above and at the size cap, documents dense in tokens, distinct queries and URLs. */
const KINDS: Kind[] = [
  {
    name: 'documents above the cap (2 MB and 8 MB)',
    weight: 1,
    request: (n) => ({ path: '/graphql', init: json({ query: `{ a${n}: __typename }${OVER_CAP[n % 2]}` }) }),
  },
  {
    name: 'distinct documents at the cap (100 kB)',
    weight: 2,
    request: (n) => ({
      path: '/graphql',
      init: json({ query: `{ a${n}: __typename posts(pageSize: 1) { totalItems } }${AT_CAP_PADDING}` }),
    }),
  },
  {
    name: 'distinct documents dense in tokens (100 kB)',
    weight: 1,
    request: (n) => ({ path: '/graphql', init: json({ query: `{ a${n}: posts { items { ${DENSE} } } }` }) }),
  },
  {
    name: 'distinct reader queries (pages, locales, aliases, Accept headers)',
    weight: 4,
    request: (n) => ({
      path: '/graphql',
      init: json(
        {
          query: `query ($page: Int, $locale: Locale) { p${n % 1000}: posts(page: $page, pageSize: 12, locale: $locale) { totalItems items { id slug title excerpt tags } } }`,
          variables: { page: random(100), locale: LOCALES[n % 4] },
        },
        ACCEPTS[n % ACCEPTS.length],
      ),
    }),
  },
  {
    name: 'distinct REST URLs (lists, posts, unknown parameters)',
    weight: 4,
    request: (n) => ({
      path: [
        `/api/blogs?page=${random(400)}&pageSize=${random(20)}`,
        `/api/blogs/${random(5500)}`,
        `/api/blogs?page=1&n=${n}`,
      ][n % 3],
      init: { headers: { 'accept-encoding': 'br, gzip' } },
    }),
  },
];

async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Sends the hostile mix from `connections` concurrent clients for `seconds`, sampling the
 * server's RSS every second. @returns the results.md section and whether a request failed (a
 * 5xx or a dropped connection: hostile requests must get 4xx, never break the server).
 */
export async function hostileTraffic(options: {
  base: string;
  pid: number;
  seconds: number;
  connections: number;
  cacheMb: number;
  title: string;
  intro: string;
}): Promise<{ section: string; failed: number; peakMb: number }> {
  const { base, pid, seconds, connections, cacheMb } = options;
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const pick = () => {
    let roll = Math.random() * total;
    return KINDS.find((kind) => (roll -= kind.weight) < 0) ?? KINDS[0];
  };
  const statuses = new Map<string, Map<string, number>>(KINDS.map((kind) => [kind.name, new Map()]));
  const count = (kind: Kind, outcome: string) => {
    const byOutcome = statuses.get(kind.name)!;
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
  };
  const startMb = await rssMb(pid, 'VmRSS');
  const samples: number[] = [];
  const end = Date.now() + seconds * 1000;
  const sampler = setInterval(() => {
    void rssMb(pid, 'VmRSS').then((mb) => samples.push(mb));
  }, 1000);
  let n = 0;
  let failed = 0;
  let lastReport = Date.now();
  const client = async () => {
    while (Date.now() < end) {
      const kind = pick();
      const { path, init } = kind.request(n++);
      try {
        const response = await fetch(`${base}${path}`, init);
        await response.arrayBuffer();
        if (response.status >= 500) failed += 1;
        count(kind, String(response.status));
      } catch {
        failed += 1;
        count(kind, 'connection error');
      }
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        console.log(
          `hostile: ${n} requests, RSS ${samples.at(-1)?.toFixed(0)} MB, ${Math.round((end - Date.now()) / 1000)} s left`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(sampler);
  const peakMb = await rssMb(pid, 'VmHWM');
  const boundMb = cacheMb + HOSTILE_HEADROOM_MB;
  const mark = peakMb < boundMb ? 'ok' : 'MISSED';
  const rows = KINDS.map((kind) => {
    const outcomes = [...statuses.get(kind.name)!].sort().map(([status, times]) => `${status}: ${times}`);
    return `| ${kind.name} | ${outcomes.join(', ')} |`;
  });
  const endMb = samples.at(-1) ?? startMb;
  const section = [
    ...sectionStart(options.title, options.intro),
    '| Traffic | Answers (status: count) |',
    '|---|---|',
    ...rows,
    '',
    `- Peak RSS of the server: ${peakMb.toFixed(0)} MB (bound RESPONSE_CACHE_MB + ${HOSTILE_HEADROOM_MB} = ${boundMb} MB: ${mark}); ` +
      `${startMb.toFixed(0)} MB at the start, ${endMb.toFixed(0)} MB at the end, sampled every second: ` +
      `max ${Math.max(startMb, ...samples).toFixed(0)} MB`,
    `- Growth over the idle start: ${(peakMb - startMb).toFixed(0)} MB (within RESPONSE_CACHE_MB + ${HOSTILE_HEADROOM_MB} MB: ${peakMb - startMb < boundMb ? 'ok' : 'MISSED'})`,
    `- ${n} requests from ${connections} clients in ${seconds} s; failed (5xx or dropped connection): ${failed}`,
    '',
  ].join('\n');
  return { section, failed, peakMb };
}
