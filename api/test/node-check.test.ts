import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSupportedNode } from '../src/supported-node.js';
import { buildServer, type Finished, runCompiled } from './helpers/server-process.js';
import { databaseKind } from './helpers/test-app.js';

// No database involved: the suite runs in one jest project only.
const describeOnce = databaseKind === 'pglite' ? describe : describe.skip;

/** Each entry point a user starts, the arguments tried and the command the refusal must name. */
const ENTRIES = [
  { file: 'main.js', args: [], command: 'npm start' },
  { file: 'cli/content.js', args: ['export', 'my posts.json'], command: "npm run content -- export 'my posts.json'" },
  { file: 'cli/backup.js', args: [], command: 'npm run backup' },
  { file: 'cli/restore.js', args: ['site.tar.gz'], command: 'npm run restore -- site.tar.gz' },
  {
    file: 'cli/admin.js',
    args: ['reset-password', 'owner@example.org'],
    command: 'npm run admin -- reset-password owner@example.org',
  },
];

let build: ReturnType<typeof buildServer>;
let dataDir: string;
beforeAll(async () => {
  build = buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'blog-node-check-'));
});
afterAll(async () => {
  build?.remove();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs a built entry point with a Node.js binary; a server that does start is killed after 5 s. */
const run = (node: string, nodeArgs: string[], entry: (typeof ENTRIES)[number]) =>
  runCompiled(
    build.dir,
    entry.file,
    entry.args,
    { NODE_ENV: 'production', DATA_DIR: join(dataDir, 'site'), PORT: '0' },
    {
      node,
      nodeArgs,
      killAfterMs: 5000,
    },
  );

function expectRefusal(result: Finished, found: string, command: string) {
  expect(result.stdout).toBe('');
  expect(result.stderr).toBe(
    `Node.js ${found} is too old: this needs Node.js 22.17 or newer. ` +
      `Run \`${command}\` instead, which uses the Node.js that the project installs.\n`,
  );
  expect(result.code).toBe(1);
  // Well under the 5 s after which a server that did start is killed; the margin absorbs a loaded CI machine.
  expect(result.ms).toBeLessThan(4000);
  // Nothing of the application ran: it would have created the data folder.
  expect(existsSync(join(dataDir, 'site'))).toBe(false);
}

describeOnce('started directly with a Node.js older than 22.17', () => {
  it.each(ENTRIES)('$file prints one line naming both versions and `$command`, and exits 1 at once', async (entry) => {
    // The version a Node 20 reports, set before the entry point runs.
    const fake = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.11.1"})';
    expectRefusal(await run(process.execPath, ['--import', fake], entry), '20.11.1', entry.command);
  });

  // The machine's own Node.js, when it is an older one: the application's imports would fail on it.
  const machineNode = '/usr/bin/node';
  const machineVersion = existsSync(machineNode)
    ? execFileSync(machineNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    : undefined;
  (machineVersion && !isSupportedNode(machineVersion) ? it.each(ENTRIES) : it.skip.each(ENTRIES))(
    `$file refuses for real on ${machineNode} (Node.js ${machineVersion ?? 'absent'})`,
    async (entry) => {
      expectRefusal(await run(machineNode, [], entry), machineVersion!, entry.command);
    },
  );
});
