// Web tests, run by jest like the API's (native ESM through @swc/jest):
// - unit: logic beside the code (src/**/*.test.ts): catalogs, pagination, dates, generated types;
// - e2e: Playwright (playwright-core + Debian's Chromium) against the real API server, booted by
//   the API's own harness on an in-memory database, serving the built site (run `npm run build`
//   in web/ first). Decorator metadata is emitted because the harness loads the API's entities.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
      // Catalogs are imported `with { type: 'json' }`, which Node's ESM loader asks for.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
  ],
  // Two cores: one server and one browser at a time, in a worker replaced once it holds more than
  // 1 GB after a suite (native ESM keeps each suite's modules in memory; in the main process they
  // would pile up to an out-of-memory crash).
  maxWorkers: 1,
  workerIdleMemoryLimit: '1GB',
  testTimeout: 60000,
  // A server or browser left open by a failed set-up must never hang CI; suites close what they open.
  forceExit: true,
  reporters: ['default', '<rootDir>/../api/test/summary-reporter.js'],
};
