import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The import-boundary rule of eslint.config.js, run by ESLint's own API on files placed in the
// tree: what a feature, a shared component and the base layer may import.
const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SRC, '..', '..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** Lints `code` as if it were the file at `path` (relative to web/src). @returns the boundary errors' lines. */
async function boundaryErrors(path: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: join(SRC, path) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((m) => m.line);
}

describe('web app import boundaries', () => {
  it("forbids a feature to import another feature's internals or app/", async () => {
    const code = [
      "import { PostCard } from '../posts/components/PostCard';",
      "import { PostListDocument } from '../posts/api/posts.generated';",
      "import { App } from '../../app/App';",
      'export const used = [PostCard, PostListDocument, App];',
    ].join('\n');
    expect(await boundaryErrors('features/a/Synthetic.tsx', code)).toEqual([1, 2, 3]);
  });

  it("lets a feature import its own files, another feature's index, shared UI and the base layer", async () => {
    const code = [
      "import { PostCard } from '../posts';",
      "import { SearchIcon } from '../../components/ui/Icons';",
      "import { formatDate } from '../../lib/dates';",
      "import { useT } from '../../i18n/use-t';",
      "import { paths } from '../../config/routes';",
      "import type { PostStatus } from '../../gql/schema-types';",
      "import { PostHead } from './PostHead';",
      "import { useQuery } from '@apollo/client/react';",
      'export const used: unknown[] = [PostCard, SearchIcon, formatDate, useT, paths, PostHead, useQuery];',
      'export type Used = PostStatus;',
    ].join('\n');
    expect(await boundaryErrors('features/post-page/Synthetic.tsx', code)).toEqual([]);
  });

  it('keeps shared components and the base layer free of features and app/', async () => {
    const component = [
      "import { PostCard } from '../../features/posts';",
      "import { createRouter } from '../../app/router';",
      "import { formatDate } from '../../lib/dates';",
      'export const used = [PostCard, createRouter, formatDate];',
    ].join('\n');
    expect(await boundaryErrors('components/ui/Synthetic.tsx', component)).toEqual([1, 2]);
    const base = [
      "import { Toasts } from '../components/ui/Toasts';",
      "import { PostCard } from '../features/posts';",
      "import { paths } from '../config/routes';",
      'export const used = [Toasts, PostCard, paths];',
    ].join('\n');
    expect(await boundaryErrors('lib/synthetic.ts', base)).toEqual([1, 2]);
  });

  it('lets app/ and the entry files import anything', async () => {
    const code = [
      "import HomePage from './features/home/HomePage';",
      "import { PostCard as Card } from './features/posts/components/PostCard';",
      "import { Layout } from './components/layout/Layout';",
      'export const used = [HomePage, Card, Layout];',
    ].join('\n');
    expect(await boundaryErrors('entry-client.tsx', code)).toEqual([]);
    expect(await boundaryErrors('app/Synthetic.tsx', code.replaceAll("'./", "'../"))).toEqual([]);
  });
});
