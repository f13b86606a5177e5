// Compiles the API and the migrations with swc (which emits the decorator metadata that
// type-graphql and MikroORM read) into api/dist, mirroring the repository layout:
// api/src -> dist/api/src, migrations -> dist/migrations.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const swc = join(root, 'node_modules', '.bin', 'swc');
rmSync(join(root, 'api', 'dist'), { recursive: true, force: true });
for (const [from, to] of [
  ['api/src', 'api/dist/api'],
  ['migrations', 'api/dist/migrations'],
]) {
  execFileSync(
    swc,
    [from, '-d', to, '--strip-leading-paths', '--config-file', 'api/.swcrc', '--quiet', '--ignore', '**/*.test.ts'],
    { cwd: root, stdio: 'inherit' },
  );
}
