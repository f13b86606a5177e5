import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

// No module of the API imports itself back through others, type-only imports included: a cycle
// lets a module run while one it needs is half-initialised (a decorator reading an entity class
// that is still undefined), and shows two concepts that cannot be understood one without the other.

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('import graph of api/src', () => {
  it('has no cycle', async () => {
    const tree = await parseDependencyTree('src/**/*.ts', { cwd: apiRoot, context: apiRoot, transform: false });
    // The graph is real: every module is in it and `./x.js` specifiers resolve to their .ts files.
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(tree['src/modules/section/section.entity.ts']?.map((dependency) => dependency.id)).toContain(
      'src/modules/post/post.entity.ts',
    );
    expect(parseCircular(tree)).toEqual([]);
  });
});
