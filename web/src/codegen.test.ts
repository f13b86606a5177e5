import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('generated GraphQL documents and types (*.generated.ts, web/src/gql/schema-types.ts)', () => {
  it('are up to date with schema.graphql and the documents (else run `npm run codegen`)', () => {
    let output = '';
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'],
        {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  }, 60000);
});
