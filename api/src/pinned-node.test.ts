import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';

// The project brings the Node its npm scripts run on (the `node` package, a devDependency whose
// binary npm puts first on every script's PATH), so `npm install && npm start` and `npm test` work
// whatever Node the machine has. These checks run under `npm test`, i.e. on that pinned Node.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('the Node that npm scripts run on', () => {
  it('is the pinned binary from the node package, whatever node the machine has', () => {
    const pinned = readJson(join(root, 'node_modules', 'node', 'package.json')).version as string;
    expect(process.versions.node).toBe(pinned);
    expect(realpathSync(process.execPath)).toBe(realpathSync(join(root, 'node_modules', '.bin', 'node')));
  });

  it('satisfies the engines range the project declares', () => {
    const range = (readJson(join(root, 'package.json')).engines as { node: string }).node;
    const [wantMajor, wantMinor] = range.replace('>=', '').split('.').map(Number);
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major > wantMajor || (major === wantMajor && minor >= wantMinor)).toBe(true);
  });

  // Install scripts of these packages are declined in package.json's allowScripts: each ships
  // prebuilt binaries (Node-API, so independent of the Node that installed them).
  it('loads the native modules whose install scripts are declined', async () => {
    const hash = await argon2.hash('a passphrase for the check');
    await expect(argon2.verify(hash, 'a passphrase for the check')).resolves.toBe(true);
    const swc = createRequire(import.meta.url)('@swc/core') as typeof import('@swc/core');
    const { code } = swc.transformSync('const a: number = 1;', { jsc: { parser: { syntax: 'typescript' } } });
    expect(code).toMatch(/a = 1;/);
  });
});
