import type { Em } from './orm.js';

/**
 * Leasing for outbox tables whose rows move `pending` → `sending` → a final state and carry the
 * columns `status`, `attempts`, `next_attempt_at` and `lease_until`.
 *
 * A worker takes due rows with one statement (its own short transaction): `for update skip
 * locked` keeps two workers from taking the same row, and the lease lets another worker take a
 * row back once its owner crashed or hung. The attempt number taken with the row is its claim
 * ticket: a result is only recorded while the row still holds that number, so a worker whose
 * lease ran out cannot overwrite the outcome of the attempt that replaced it.
 */
export interface LeaseQueue {
  /** The table name (a constant of the caller, never user input). */
  table: string;
  /** How long a taken row belongs to its worker. */
  leaseMs: number;
}

/** A row as taken: at least its id, its attempt number (1 for the first) and when it was queued. */
export interface Leased {
  id: number;
  attempts: number;
  created_at: Date;
}

/**
 * Takes up to `limit` due rows (pending and due, or sending with an ended lease), oldest due
 * first, marks them sending under a fresh lease and counts the attempt.
 * @param columns further columns to return with each row.
 * @returns the rows taken, possibly none.
 */
export async function takeDue<T extends Leased>(
  em: Em,
  queue: LeaseQueue,
  now: Date,
  limit: number,
  columns: string[] = [],
): Promise<T[]> {
  const returned = ['id', 'attempts', 'created_at', ...columns].map((column) => `q.${column}`).join(', ');
  const rows = await em.execute<T[]>(
    `with due as (
       select id from ${queue.table}
        where (status = 'pending' and next_attempt_at <= ?) or (status = 'sending' and lease_until <= ?)
        order by next_attempt_at, id limit ? for update skip locked)
     update ${queue.table} q set status = 'sending', lease_until = ?, attempts = q.attempts + 1
       from due where q.id = due.id
     returning ${returned}`,
    [now, now, limit, new Date(now.getTime() + queue.leaseMs)],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/**
 * Ends the lease of an attempt by setting `changes` (column → value), provided the row is still
 * held by that attempt.
 * @returns whether the row was still ours and changed.
 */
export async function settle(
  em: Em,
  queue: LeaseQueue,
  row: Pick<Leased, 'id' | 'attempts'>,
  changes: Record<string, unknown>,
): Promise<boolean> {
  const names = Object.keys(changes);
  const assignments = [...names.map((name) => `${name} = ?`), 'lease_until = null'].join(', ');
  const result = await em.execute(
    `update ${queue.table} set ${assignments} where id = ? and attempts = ? and status = 'sending'`,
    [...names.map((name) => changes[name]), row.id, row.attempts],
    'run',
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0) > 0;
}

/**
 * @returns the wait before the attempt after `attempts` failed ones: `firstMs` doubled after each
 *   failure, never more than `maxMs`.
 */
export const retryDelay = (attempts: number, firstMs: number, maxMs: number): number =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
