// Jest runs native ESM TypeScript through @swc/jest (decorator metadata included).
// Integration suites run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { swcrc: true }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['reflect-metadata'],
};

const projects = [
  { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.test.ts'] },
  { ...base, displayName: 'pglite', testMatch: ['<rootDir>/test/**/*.test.ts'] },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgresql',
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    globals: { TEST_DATABASE_KIND: 'postgresql' },
  });
}

// testTimeout guards against hangs; it is no speed check (speed lives in bench/). On 2 cores a
// suite's set-up can wait tens of seconds behind another worker's server processes.
// forceExit: a handle left open by a failed suite must never hang CI; suites close what they open.
// workerIdleMemoryLimit: on two cores Jest runs every suite inside its own main process, and with
// native ESM (vm modules) each suite's module graph stays in memory after it ends: past about 60
// suites that process ran out of heap (3.3 GB). With a limit, suites run in a worker that is
// replaced once it holds more than this after a suite.
export default {
  projects,
  testTimeout: 90_000,
  forceExit: true,
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
};
