import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, createApp } from '../../src/app.js';
import type { Clock } from '../../src/common/clock.js';
import { loadConfig } from '../../src/config.js';
import { ADMIN, databaseKind, freshPostgresDatabase, graphqlCaller, type TestApp } from './test-app.js';

/** A server started on a kept database. */
export interface KeptServer {
  app: App;
  url: string;
  gql: TestApp['gql'];
}

/**
 * A database that outlives the servers started on it, for restart and multi-instance tests: a
 * PGlite folder, or a fresh PostgreSQL database in the 'postgresql' jest project. Call it in a
 * describe block: the database is made before its tests and removed after them.
 */
export function keptDatabase(prefix: string) {
  let dataDir = '';
  let postgres: { url: string; drop: () => Promise<void> } | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), prefix));
    postgres = databaseKind === 'postgresql' ? await freshPostgresDatabase() : null;
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    /** Starts a listening server on the database with `env` on top of the test defaults. */
    async start(env: Record<string, string>, clock?: Clock): Promise<KeptServer> {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      });
      const app = await createApp(config, { clock });
      const port = await app.listen(0, '127.0.0.1');
      config.publicUrl = `http://127.0.0.1:${port}`;
      return { app, url: config.publicUrl, gql: graphqlCaller(config.publicUrl) };
    },
  };
}
