import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditResult, serverAudits } from 'graphql-http';
import { buildServer, type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase } from './helpers/test-app.js';

// graphql-http's GraphQL-over-HTTP audits against the production build (NODE_ENV=production),
// with the response cache on and off: each audit is a real request to the listening server.
let build: ReturnType<typeof buildServer>;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  build = buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'blog-audit-'));
  if (databaseKind === 'postgresql') database = await freshPostgresDatabase();
});
afterEach(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  server = null;
});
afterAll(async () => {
  build.remove();
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** Starts the built server in production with `env`, runs every audit, prints the tally. */
async function audit(label: string, env: Record<string, string>): Promise<AuditResult[]> {
  server = await startServerProcess(build.dir, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const url = `${server.url}/graphql`;
  // One after the other, in the suite's order: a cached answer must not serve a later audit.
  const results: AuditResult[] = [];
  for (const { fn } of serverAudits({ url })) results.push(await fn());
  const tally = (['MUST', 'SHOULD', 'MAY'] as const).map((level) => {
    const of = results.filter((result) => result.name.startsWith(`${level} `));
    return `${level} ${of.filter((result) => result.status === 'ok').length}/${of.length}`;
  });
  const failed = results.filter((result) => result.status !== 'ok').map((result) => `  ${result.id} ${result.name}`);
  console.log(`graphql-http audits, ${label}: ${tally.join(', ')} passed\nnot passed:\n${failed.join('\n')}`);
  return results;
}

const failedMusts = (results: AuditResult[]) =>
  results.filter((result) => result.name.startsWith('MUST ') && result.status !== 'ok');

/** The two MUST audits that query `__type`: answered only where introspection is on. */
const INTROSPECTING_AUDITS = ['BF61', '28B9'];

it('passes every MUST audit with the response cache on', async () => {
  const results = await audit('response cache on (introspection on)', { GRAPHQL_INTROSPECTION: 'true' });
  expect(failedMusts(results).map((result) => `${result.id} ${result.name}`)).toEqual([]);
});

it('passes every MUST audit with RESPONSE_CACHE_MB=0', async () => {
  const results = await audit('RESPONSE_CACHE_MB=0 (introspection on)', {
    GRAPHQL_INTROSPECTION: 'true',
    RESPONSE_CACHE_MB: '0',
  });
  expect(failedMusts(results).map((result) => `${result.id} ${result.name}`)).toEqual([]);
});

it('with introspection off (the production default), fails only the MUST audits that introspect', async () => {
  const results = await audit('response cache on, introspection off', {});
  const failed = failedMusts(results);
  expect(failed.map((result) => result.id).sort()).toEqual([...INTROSPECTING_AUDITS].sort());
  for (const result of failed) {
    if (result.status === 'ok') continue;
    const body = (await result.response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
  }
});
