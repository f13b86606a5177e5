// Compiles the API and the migrations with swc (which emits the decorator metadata that
// type-graphql and MikroORM read) into api/dist, mirroring the repository layout:
// api/src -> dist/api/src, migrations -> dist/migrations.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `--out api/<folder>` builds elsewhere (tests build a private copy inside api/ so packages resolve).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const swc = join(root, 'node_modules', '.bin', 'swc');
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? process.argv[outFlag + 1] : 'api/dist';
rmSync(join(root, out), { recursive: true, force: true });
for (const [from, to] of [
  ['api/src', `${out}/api`],
  ['migrations', `${out}/migrations`],
]) {
  execFileSync(
    swc,
    [from, '-d', to, '--strip-leading-paths', '--config-file', 'api/.swcrc', '--quiet', '--ignore', '**/*.test.ts'],
    { cwd: root, stdio: 'inherit' },
  );
}
