import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Context } from './context.js';

export const UNEXPECTED = 'Unexpected error';
export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Try again in a moment.';
/** Seconds a client is asked to wait (Retry-After) when the database is unavailable. */
export const DATABASE_RETRY_AFTER = 5;

/**
 * Shapes every error sent to clients: errors raised on purpose (GraphQLError) pass unchanged; a
 * database that cannot be reached is SERVICE_UNAVAILABLE (HTTP 503, issue 5); anything else is
 * masked as 'Unexpected error' (issue 2).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof GraphQLError) {
    const { http: _http, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER },
    };
  }
  return { message: UNEXPECTED, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Logs unexpected errors with detail and gives the client the request id to quote. */
export const errorLoggingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          if (isDatabaseUnavailable(original)) {
            contextValue.log.warn(
              { err: original, path: error.path, requestId: contextValue.requestId },
              'Database unavailable',
            );
          } else if (!(original instanceof GraphQLError)) {
            contextValue.log.error(
              { err: original, path: error.path, requestId: contextValue.requestId },
              'Unexpected error in GraphQL',
            );
          }
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        for (const error of errors) {
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
            (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
          }
        }
        // A database outage answers 503 (errors raised as AppError carry their own status).
        const unavailable = errors.find((error) => error.message === DATABASE_UNAVAILABLE);
        if (unavailable && (response.http.status ?? 200) === 200) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER));
        }
      },
    };
  },
};
