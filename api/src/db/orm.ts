import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DefaultLogger, FlushMode, type Logger as OrmLogger, type LoggerOptions, type Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import { entities } from './entities.js';
import { withMigrationLock } from './migration-lock.js';
import { type LanedConnection, PgliteLanes } from './pglite-lanes.js';
import { acquirePgliteLock } from './pglite-lock.js';
import { keepParserOnLiftoff, PGLITE_START_PARAMS } from './pglite-memory.js';

export type Orm = MikroORM;
export type Em = EntityManager;

const here = dirname(fileURLToPath(import.meta.url));
/** True when running the TypeScript sources (tests), false when running the swc build. */
const fromSources = import.meta.url.endsWith('.ts');
/** The migrations to run: the repository's /migrations, or their compiled copy in dist. */
export const migrationsPath = resolve(here, '../../../migrations');
/** The repository's /migrations, where the CLI writes new ones (also from the compiled build). */
const sourceMigrationsPath = fromSources ? migrationsPath : resolve(here, '../../../../../migrations');

/** How long getting a PostgreSQL connection may take before the query fails. */
const CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseTarget {
  /** postgres:// URL; when absent, PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  pgliteDir?: string;
  /** Receives each SQL statement (used by tests to count queries). */
  onQuery?: (sql: string) => void;
  debug?: boolean;
}

/** Builds the MikroORM options shared by the app, the tests and the MikroORM CLI. */
export function ormOptions(target: DatabaseTarget): Partial<Options> {
  const onQuery = target.onQuery;
  return {
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    forceUtcTimezone: true,
    // Writes happen when a service flushes, never as a side effect of a query.
    flushMode: FlushMode.COMMIT,
    ignoreUndefinedInQuery: true,
    debug: onQuery ? ['query'] : (target.debug ?? false),
    loggerFactory: onQuery
      ? (options: LoggerOptions): OrmLogger =>
          new (class extends DefaultLogger {
            override logQuery(context: Parameters<DefaultLogger['logQuery']>[0]) {
              onQuery(context.query);
            }
          })(options)
      : undefined,
    // blog_ts_config() is written by the search migration, the content_version triggers by theirs:
    // neither is declared in metadata.
    schemaGenerator: { ignoreRoutines: true, ignoreTriggers: true },
    migrations: {
      path: migrationsPath,
      pathTs: sourceMigrationsPath,
      glob: fromSources ? '!(*.d).ts' : '!(*.d).js',
      emit: 'ts',
      silent: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-blog',
    },
  };
}

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else PGlite) and applies pending
 * migrations, so the schema is always current before the first request.
 * @throws when the database cannot be reached or a migration fails.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Orm> {
  const options = ormOptions(target);
  let orm: Orm;
  if (target.databaseUrl) {
    orm = await PostgresORM.init({
      ...options,
      clientUrl: target.databaseUrl,
      pool: { min: 0, max: 10 },
      // While the server is unreachable a request fails after this long instead of waiting forever
      // for a connection (it answers 503, see common/public-error.ts).
      driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    } as never);
  } else {
    // One process at a time may open a PGlite folder (the lock says which one holds it).
    const release = target.pgliteDir ? acquirePgliteLock(target.pgliteDir) : () => undefined;
    try {
      keepParserOnLiftoff(target.pgliteDir);
      if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true, mode: 0o700 });
      orm = await PgliteORM.init({
        ...options,
        ...(target.pgliteDir ? { dbName: target.pgliteDir } : {}),
        driverOptions: { extensions: { unaccent }, startParams: PGLITE_START_PARAMS },
      } as never);
      new PgliteLanes().install(orm.em.getConnection() as unknown as LanedConnection);
    } catch (error) {
      release();
      throw error;
    }
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      try {
        await close(force);
      } finally {
        release();
      }
    };
  }
  try {
    if (target.databaseUrl) await withMigrationLock(target.databaseUrl, CONNECT_TIMEOUT_MS, () => orm.migrator.up());
    else await orm.migrator.up();
  } catch (error) {
    await orm.close(true).catch(() => undefined);
    throw error;
  }
  return orm;
}

/** PGlite's data folder inside DATA_DIR. */
export const pgliteDirIn = (dataDir: string) => join(dataDir, 'db');
