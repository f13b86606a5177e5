/**
 * SQLSTATEs of a statement refused because of the values it carried, not because the database
 * is unwell: class 22 (data exception: out of range, invalid text or date...), 23 (integrity
 * constraint), 54 (a program limit, e.g. a value too large to index), and 08P01 (protocol
 * violation: what PGlite answers when a parameter holds a NUL character).
 */
const INPUT_STATE = /^(22...|23...|54...|08P01)$/;

/** Unique violations: the input collides with a row that exists (or is being written) already. */
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE carried by a driver error or by one it wraps. */
function sqlState(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const { code, sqlState: state, cause } = error as { code?: unknown; sqlState?: unknown; cause?: unknown };
  for (const candidate of [state, code])
    if (typeof candidate === 'string' && /^[0-9A-Z]{5}$/.test(candidate)) return candidate;
  return sqlState(cause, depth + 1);
}

/**
 * How a database error caused by the request's values should be reported.
 * @returns 'conflict' for a unique violation, 'input' for any other value the database refused,
 *   null when the error is not of that kind.
 */
export function databaseInputError(error: unknown): 'conflict' | 'input' | null {
  const state = sqlState(error);
  if (!state || !INPUT_STATE.test(state)) return null;
  return state === UNIQUE_VIOLATION ? 'conflict' : 'input';
}

/** The name of the unique constraint `error` violated, or null for any other error. */
export function violatedUniqueConstraint(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5 || sqlState(error) !== UNIQUE_VIOLATION) return null;
  const { constraint, cause } = error as { constraint?: unknown; cause?: unknown };
  return typeof constraint === 'string' ? constraint : violatedUniqueConstraint(cause, depth + 1);
}
