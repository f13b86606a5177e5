// What a newcomer's terminal shows: `npm start` run for real (it builds the API and the site,
// then starts the server on a first start: new PGlite folder, generated password, demo content),
// then the request lines of development and of production.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { databaseKind } from './helpers/test-app.js';

// It rebuilds api/dist and web/dist in place: one jest project only, never two at once.
const describeOnce = databaseKind === 'pglite' ? describe : describe.skip;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = /^ {2}Wisdom Blog is ready at /m;
const SECRET = 'Bearer not-a-real-token-1234';

let dataDir: string;
let start: ChildProcess | undefined;
let production: ServerProcess | undefined;
let output = '';
/** Whether npm start (killed by a signal, it has no exit code) still runs. */
const running = () => start !== undefined && start.exitCode === null && start.signalCode === null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blog-console-'));
});
afterAll(async () => {
  if (running()) process.kill(-start!.pid!, 'SIGKILL');
  if (production?.child.exitCode === null) production.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Resolves once `test` passes (checked every 100 ms); fails after `ms`, or as soon as `alive`
 * says the process that should make it pass has ended.
 */
async function until(test: () => boolean, ms: number, what: string, alive: () => boolean = () => true) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (!alive()) throw new Error(`the process ended while waiting for ${what}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GraphQL request like the site's, with credentials a log must not show. @returns its request id. */
async function request(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: SECRET, cookie: 'session=also-secret' },
    body: JSON.stringify({ query: 'query SiteName { siteSettings { siteName } }', operationName: 'SiteName' }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('x-request-id')!;
}

/** What the first start must show, then a request's line in development. */
async function expectReadableStart(port: number) {
  await until(() => /Stop the server with Ctrl\+C\.\n\n$/.test(output), 200_000, 'ready block', running);
  // Nothing may follow it while the server idles.
  const printed = output;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(output).toBe(printed);

  const ready = printed.search(READY);
  const before = printed.slice(0, ready).split('\n');
  expect(before.length).toBeLessThanOrEqual(40);
  // npm echoes each script's command ("> vite build --logLevel warn"): what runs, no warning.
  const warnings = before.filter((line) => !line.startsWith('> ') && /warn|configLoader|deprecat/i.test(line));
  expect(warnings).toEqual([]);
  const block = printed.slice(ready);
  const url = `http://localhost:${port}`;
  expect(block).toContain(`Sign in:       ${url}/admin/login\n`);
  expect(block).toContain('E-mail:        admin@example.com\n');
  expect(block).toContain('Lost password: npm run admin -- reset-password admin@example.com\n');
  const password = /Password: {6}(\S{16}) {3}\(generated: shown only this once, keep it now\)/.exec(block)?.[1];
  expect(password).toBeDefined();

  // The printed password signs in.
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: 'admin@example.com', p: password },
    }),
  });
  expect(((await login.json()) as { data: { login: { token: string } } }).data.login.token).toEqual(expect.any(String));

  // One short line per request: time, level, method, path, operation, status, duration, request id.
  const id = await request(url);
  await until(() => output.includes(id), 10_000, 'request line', running);
  const line = output.split('\n').find((text) => text.includes(id))!;
  expect(line).toMatch(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: POST /graphql SiteName 200 \\d+ ms ${id}$`));
  expect(line.length).toBeLessThan(200);
  expect(output).not.toContain('not-a-real-token');
}

describeOnce('the console', () => {
  it('npm start prints under 40 lines and no warning, then the ready block last: where to sign in, the password, how to reset it', async () => {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
    // As a newcomer types it: development, demo content, a generated password.
    for (const name of [
      'NODE_ENV',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'SEED_DEMO',
      'LOG_LEVEL',
      'PUBLIC_URL',
    ]) {
      delete env[name];
    }
    start = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    start.stdout!.on('data', (chunk) => (output += chunk));
    start.stderr!.on('data', (chunk) => (output += chunk));
    try {
      await expectReadableStart(port);
    } finally {
      // The server runs in npm's process group: end them all, and let the next test have the folder.
      if (running()) process.kill(-start.pid!, 'SIGTERM');
      await until(() => !running(), 30_000, 'exit');
    }
  }, 240_000);

  it('in production logs JSON lines with status, bytes, duration, request id and client, no response headers, credentials redacted', async () => {
    // The build npm start just made, on the site it just created.
    production = await startServerProcess(join(root, 'api', 'dist'), {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const id = await request(production.url);
    await until(() => production!.output().includes(id), 10_000, 'request record');
    const records = production
      .output()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, any>);
    const record = records.find((entry) => entry.req?.id === id)!;
    expect(record).toMatchObject({
      msg: 'request completed',
      req: {
        method: 'POST',
        url: '/graphql',
        remoteAddress: '127.0.0.1',
        headers: { authorization: '[Redacted]', cookie: '[Redacted]' },
      },
      res: { statusCode: 200, bytes: expect.any(Number) },
      responseTime: expect.any(Number),
    });
    expect(record.res.bytes).toBeGreaterThan(100);
    expect(Object.keys(record.res)).toEqual(['statusCode', 'bytes']);
    expect(Object.keys(record.req.headers).sort()).toEqual(['authorization', 'cookie', 'user-agent']);
    expect(production.output()).not.toContain('not-a-real-token');
    expect(production.output()).not.toContain('also-secret');
    // The ready block comes after the start's last record.
    expect(production.output().indexOf('"msg":"API ready"')).toBeGreaterThan(-1);
    expect(production.output().search(READY)).toBeGreaterThan(production.output().indexOf('"msg":"API ready"'));
    production.child.kill('SIGTERM');
    expect(await production.exited).toBe(0);
  }, 120_000);
});
