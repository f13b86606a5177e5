import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import type { Context } from './context.js';

export const UNEXPECTED = 'Unexpected error';

/**
 * Shapes every error sent to clients: errors raised on purpose (GraphQLError) pass unchanged; anything else is masked as 'Unexpected error' (issue 2).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof GraphQLError) {
    const { http: _http, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
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
          if (!(original instanceof GraphQLError)) {
            contextValue.log.error(
              { err: original, path: error.path, requestId: contextValue.requestId },
              'Unexpected error in GraphQL',
            );
          }
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
            (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
          }
        }
      },
    };
  },
};
