// npm run admin -- reset-password EMAIL: the compiled command runs as a child process against the
// site's database (PGlite in DATA_DIR, or PostgreSQL in the 'postgresql' project), like an owner
// who lost the password; the new password is then tried on a server process through GraphQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  runCompiled,
  type ServerProcess,
  signIn,
  startServerProcess,
  stopServer,
} from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase } from './helpers/test-app.js';

const SLOW = 120_000;
const USAGE = 'Usage: npm run admin -- reset-password EMAIL';

let build: ReturnType<typeof buildServer>;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  build = buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'blog-admin-'));
  if (databaseKind === 'postgresql') database = await freshPostgresDatabase();
}, SLOW);
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  build?.remove();
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
}, SLOW);

const env = () => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMITS: 'off',
  ...(database ? { DATABASE_URL: database.url } : {}),
});
const admin = (...args: string[]) => runCompiled(build.dir, 'cli/admin.js', args, env());

async function start() {
  const server = await startServerProcess(build.dir, env());
  servers.push(server);
  return server;
}

/** @returns the HTTP status of an admin-only query sent with `token`. */
async function adminStatus(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ adminPosts { totalItems } }' }),
  });
  return response.status;
}

it(
  'sets a new password that signs in through GraphQL, after which the old one and every earlier session are refused',
  async () => {
    const first = await start();
    const before = (await signIn(first.url, ADMIN.email, ADMIN.password)).token!;
    expect(before).toEqual(expect.any(String));
    expect(await adminStatus(first.url, before)).toBe(200);
    if (databaseKind === 'pglite') {
      // The embedded database admits one process: the command says the server holds it.
      const refused = await admin('reset-password', ADMIN.email);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is open in process \d+ .*most likely the running server/);
      expect(refused.stderr).toContain('stop the server (Ctrl+C where it runs), run this command again');
    }
    await stopServer(first);

    // Spaces and capitals as an owner might type them, as at sign-in.
    const reset = await admin('reset-password', ` ${ADMIN.email.toUpperCase()} `);
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);
    const printed = /^New password for admin@test\.local: (\S{16})$/m.exec(reset.stdout);
    expect(printed).not.toBeNull();
    expect(reset.stdout).toContain('/admin/login');
    expect(reset.stdout).toContain(
      'Every session of this administrator has ended: browsers and clients signed in before must sign in again.',
    );

    const again = await start();
    expect(await adminStatus(again.url, before)).toBe(401);
    const after = (await signIn(again.url, ADMIN.email, printed![1])).token!;
    expect(await adminStatus(again.url, after)).toBe(200);
    expect(await signIn(again.url, ADMIN.email, ADMIN.password)).toEqual({ error: 'Invalid email or password' });
    await stopServer(again);
  },
  SLOW,
);

it('refuses an unknown e-mail, naming the administrators, and a missing one with the usage', async () => {
  const unknown = await admin('reset-password', 'nobody@example.org');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toBe(
    `admin failed: No administrator has the e-mail nobody@example.org. Administrators: ${ADMIN.email}.\n`,
  );

  const missing = await admin('reset-password');
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain(USAGE);
  const other = await admin('delete-everything', ADMIN.email);
  expect(other.code).toBe(2);
  expect(other.stderr).toContain(USAGE);
});

(databaseKind === 'pglite' ? it : it.skip)('says where it looked when DATA_DIR holds no database', async () => {
  const empty = join(dataDir, 'elsewhere');
  const result = await runCompiled(build.dir, 'cli/admin.js', ['reset-password', ADMIN.email], { DATA_DIR: empty });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    `admin failed: There is no database in ${join(empty, 'db')}: start the site once with npm start, ` +
      'or set DATA_DIR (or DATABASE_URL) as for the server.\n',
  );
});
