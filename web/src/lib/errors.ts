import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
