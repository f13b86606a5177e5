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

/** Logs a failure once per error (the spec's 'logged only' cases), not on every render. */
export function useLogError(message: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [message, error]);
}
