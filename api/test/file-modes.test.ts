// What the server and `npm run backup` write is readable by their own user alone: DATA_DIR holds
// the embedded database (password hashes, readers' e-mail addresses), the uploads and the key that
// signs admin tokens. The compiled server and command run as child processes, as deployed.
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_1x1, uploadFile } from './helpers/factories.js';
import {
  buildServer,
  runCompiled,
  type ServerProcess,
  signIn,
  startServerProcess,
  stopServer,
} from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase, type TestApp } from './helpers/test-app.js';

const SLOW = 120_000;

let build: ReturnType<typeof buildServer>;
let work: string;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  build = buildServer();
  work = await mkdtemp(join(tmpdir(), 'blog-modes-'));
  // Not created yet: the server makes it on its first start.
  dataDir = join(work, 'data');
  if (databaseKind === 'postgresql') database = await freshPostgresDatabase();
}, SLOW);
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  build?.remove();
  await database?.drop();
  if (work) await rm(work, { recursive: true, force: true });
}, SLOW);

const env = (): Record<string, string> => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...(database ? { DATABASE_URL: database.url } : {}),
});

async function start() {
  const server = await startServerProcess(build.dir, env());
  servers.push(server);
  return server;
}

/** The permission digits of a path, as `ls -l` shows them ("700"). */
const mode = async (path: string) => ((await lstat(path)).mode & 0o777).toString(8);

/** Every folder and file under `root` (itself included) whose mode is not 700 (folders) or 600 (files). */
async function notPrivate(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const info = await lstat(path);
    const expected = info.isDirectory() ? '700' : '600';
    const actual = (info.mode & 0o777).toString(8);
    if (actual !== expected) found.push(`${path.slice(root.length) || '/'} ${actual}`);
    if (info.isDirectory()) for (const entry of await readdir(path)) await visit(join(path, entry));
  };
  await visit(root);
  return found;
}

async function uploadPng(url: string) {
  const { token } = await signIn(url, ADMIN.email, ADMIN.password);
  const uploaded = await uploadFile({ url } as TestApp, token!, PNG_1x1);
  expect(uploaded.status).toBe(200);
}

it(
  'a first start makes DATA_DIR private (folders 700, files 600: database, uploads, JWT secret), and so is a backup',
  async () => {
    const server = await start();
    await uploadPng(server.url);
    await stopServer(server);

    const entries = await readdir(dataDir);
    expect(entries).toEqual(expect.arrayContaining(['uploads', 'jwt-secret', ...(database ? [] : ['db'])]));
    expect(await readdir(join(dataDir, 'uploads'))).toHaveLength(1);
    expect(await notPrivate(dataDir)).toEqual([]);

    const backup = await runCompiled(build.dir, 'cli/backup.js', ['site.tar.gz'], { INIT_CWD: work, ...env() });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(await mode(join(work, 'site.tar.gz'))).toBe('600');
  },
  SLOW,
);

it(
  'narrows the folders an older version left open to other users, and says so',
  async () => {
    // As an older version left them: folders 755, files 644.
    const opened = ['uploads', ...(database ? [] : ['db'])].map((name) => join(dataDir, name));
    const open = async (path: string): Promise<void> => {
      const info = await lstat(path);
      await chmod(path, info.isDirectory() ? 0o755 : 0o644);
      if (info.isDirectory()) for (const entry of await readdir(path)) await open(join(path, entry));
    };
    for (const folder of opened) await open(folder);

    const server = await start();
    for (const folder of opened) expect({ folder, mode: await mode(folder) }).toEqual({ folder, mode: '700' });
    for (const folder of opened) {
      expect(server.output()).toContain(
        `The folder ${folder} was open to other users (mode 755): it is now private to this user (mode 700)`,
      );
    }
    await stopServer(server);
  },
  SLOW,
);
