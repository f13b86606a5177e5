import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect } from 'react';

/** The text shown in 'Error: {message}' states. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The GraphQL error code (e.g. TOO_MANY_REQUESTS), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Answers the API gives to a request it refuses for a reason the user can act on (a wrong
 * password, invalid input, a conflicting edit, a missing post, too many attempts, a sign-in
 * throttle briefly out of reach: try again): the screen explains them, so they are not logged as
 * errors.
 */
const EXPECTED_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'RATE_LIMIT_UNAVAILABLE',
]);

/** True when `error` is one of the API's expected refusals (see EXPECTED_CODES). */
export function isExpectedError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && EXPECTED_CODES.has(code);
}

/** Logs an unexpected failure for developers; expected refusals are only shown to the user. */
export function logUnexpected(message: string, error: unknown): void {
  if (!isExpectedError(error)) console.error(message, error);
}

/** Logs a failure once per error (the spec's 'logged only' cases), not on every render. */
export function useLogError(message: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [message, error]);
}
