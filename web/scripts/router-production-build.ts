import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Aliases that make a production build bundle React Router's production build. The package's
 * export map names only `dist/development` (a stopgap of React Router 7, remix-run/react-router
 * issues 12532 and 14102), so bundlers take the development build, with its warnings and checks,
 * into production; the production files ship in the same package beside it.
 * @returns Vite aliases for `react-router` and `react-router/dom`, by exact specifier.
 */
export function routerProductionBuild(): { find: RegExp; replacement: string }[] {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}
