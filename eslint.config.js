import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'api/dist-*/**',
      'web/dist-server/**',
      '**/node_modules/**',
      'web/src/gql/**',
      'web/src/**/*.generated.ts',
      'web/screenshots/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The React site: the rules of hooks.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web app's boundaries. app/ composes everything; each folder of features/ is one feature,
    // which reaches another only through its index.ts; shared UI lives in components/; lib/, i18n/,
    // config/, gql/ and styles/ are the base every layer may use, and import none of the layers
    // above them. The entry files beside app/ (entry-client.tsx, entry-server.tsx) belong
    // to no element: like app/, they may import anything (an element descriptor is a folder).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Element paths are relative to the repository, wherever ESLint runs from (the unit test runs it from web/).
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'web/src/components' },
        { type: 'base', pattern: ['web/src/lib', 'web/src/i18n', 'web/src/config', 'web/src/gql', 'web/src/styles'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['components', 'base'] } } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'base'] } } } },
            },
            { from: { element: { type: 'base' } }, allow: { to: { element: { type: 'base' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'api/test/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
