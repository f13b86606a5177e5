import pg from 'pg';

/** Advisory lock key of schema migrations (an arbitrary constant, unique in this application). */
const MIGRATION_LOCK = 7_316_204_551;

/**
 * Runs `migrate` while holding a PostgreSQL session advisory lock on a connection of its own, so
 * instances started together on one database (`docker compose up --scale app=3`) migrate one at
 * a time: the others wait, then find nothing pending, instead of failing on objects the first one
 * is creating. The lock ends with the connection, also when the process dies.
 * @returns what `migrate` returns. @throws what connecting or `migrate` throws.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  connectionTimeoutMillis: number,
  migrate: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await migrate();
  } finally {
    await client.end().catch(() => undefined);
  }
}
