import { CompiledQuery, type QueryResult, type Transaction } from 'kysely';
import type { Em } from './orm.js';
import { inTurn } from './pglite-lanes.js';

/**
 * Runs one statement with its values sent apart from its text (`$1`, `$2`… placeholders, the
 * extended query protocol of PostgreSQL and PGlite), in the entity manager's transaction when it
 * has one. MikroORM's `execute` writes every value into the statement's text: a file's bytes
 * become a hex literal twice their size, copied from string to string on the way (about six
 * times the file in memory at once). Not logged by MikroORM's query logger.
 * @returns the driver's result (`numAffectedRows` for a write, `rows` for a read).
 * @throws the driver's error as it is (its SQLSTATE in `code`).
 */
export function executeBound(em: Em, sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
  const compiled = CompiledQuery.raw(sql, [...parameters]);
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  if (transaction) return transaction.executeQuery(compiled);
  const connection = em.getConnection();
  return inTurn(connection, () => connection.getClient().executeQuery(compiled));
}
