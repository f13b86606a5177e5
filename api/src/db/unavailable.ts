import { ConnectionException } from '@mikro-orm/core';

/** Socket errors meaning the database server cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is down, starting, stopping or full: class 08 (connection exception)
 * except 08P01 (a protocol violation, caused by the values sent: see input-error.ts), 57P01-57P03
 * (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08(?!P01)...|57P0[123]|53300)$/;

/** pg's and pg-pool's own messages for a connection lost or never made. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether an error means the database cannot be used right now (the server is down, restarting or
 * unreachable) rather than that the request is wrong: such requests answer 503 and may be retried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof ConnectionException) return true;
  const { code, sqlState, message, cause, errors } = error as {
    code?: unknown;
    sqlState?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (typeof sqlState === 'string' && UNAVAILABLE_STATE.test(sqlState)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
