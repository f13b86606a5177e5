import { databaseInputError } from '../db/input-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from './errors.js';

const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Try again in a moment.';
/** Seconds a client is asked to wait (Retry-After) when the database is unavailable. */
const DATABASE_RETRY_AFTER = 5;

/**
 * What a client may be told about an error, in the vocabulary of common/errors.ts: an AppError as
 * it is; a database that cannot be reached is SERVICE_UNAVAILABLE (with a Retry-After); a value
 * the database refused is BAD_USER_INPUT (CONFLICT for a duplicate), never an outage. Both
 * transports call this, so an error reads the same on GraphQL and REST.
 * @returns the public error, or null for anything else: a bug, to be logged and masked.
 */
export function publicError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE, { retryAfterSeconds: DATABASE_RETRY_AFTER });
  }
  switch (databaseInputError(error)) {
    case 'conflict':
      return new AppError('CONFLICT', 'This conflicts with content saved at the same time or before');
    case 'input':
      return new AppError('BAD_USER_INPUT', 'The input cannot be stored or searched as given');
    default:
      return null;
  }
}
