import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import { AppError, isErrorCode, UNEXPECTED } from '../common/errors.js';
import { publicError } from '../common/public-error.js';
import { isClientGoneError } from '../http/client-gone.js';
import { HTTP_STATUS } from '../http/errors.js';
import type { Context } from './context.js';

/**
 * Codes GraphQL itself gives to a request it cannot run (Apollo's standard codes): a document
 * that does not parse or validate, variables of the wrong type, a malformed HTTP request. Their
 * messages describe the caller's own document, so they pass unchanged.
 */
const PROTOCOL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Apollo's code for an operationName that names no operation of the document (or none given for several). */
const OPERATION_RESOLUTION_FAILURE = 'OPERATION_RESOLUTION_FAILURE';

/**
 * Whether a GraphQLError was raised on purpose about the request: by GraphQL itself (see
 * PROTOCOL_CODES) or with a code of the vocabulary (e.g. a query limit).
 */
function isRequestError(original: unknown): original is GraphQLError {
  const code = original instanceof GraphQLError ? original.extensions.code : undefined;
  return (
    typeof code === 'string' &&
    (PROTOCOL_CODES.has(code) ||
      code === OPERATION_RESOLUTION_FAILURE ||
      (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR'))
  );
}

/** The GraphQL wire format of an error of the vocabulary: `extensions { code, fields?, retryAfter? }`. */
function wireError(error: AppError, formatted: GraphQLFormattedError): GraphQLFormattedError {
  const { fields, retryAfterSeconds } = error.details;
  return {
    message: error.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: error.code,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfter: retryAfterSeconds } : {}),
    },
  };
}

/**
 * Shapes every error sent to GraphQL clients, the one place their wire format is decided:
 * errors of the vocabulary (AppError, or a database error read by `publicError`) carry their
 * code, message and details; errors raised on purpose about the request keep their codes (GraphQL's
 * standard ones, or ours); an unknown operationName gets a fixed message, never the library's;
 * anything else is masked as
 * INTERNAL_SERVER_ERROR 'Unexpected error' (the plugin below adds the request id).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = publicError(original);
  if (known) return wireError(known, formatted);
  if (isRequestError(original)) {
    if (original.extensions.code === OPERATION_RESOLUTION_FAILURE) {
      return {
        message: 'Send an operationName that names one of the operations of the document',
        extensions: { code: 'BAD_REQUEST' },
      };
    }
    const { http: _http, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: UNEXPECTED, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Around every GraphQL request: refuses subscriptions (the API has none) before execution; logs
 * unexpected errors with detail and gives the client the request id to quote (a client that went
 * away mid-request, e.g. an upload it stopped sending, is logged at debug level, as no fault); sets
 * the HTTP status (and Retry-After) of an error of the vocabulary from HTTP_STATUS, as REST does.
 */
export const errorLoggingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError('Subscriptions are not supported: send a query or a mutation', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          const known = publicError(original);
          if (isClientGoneError(original)) {
            contextValue.log.debug({ err: original, path: error.path }, 'The client went away during the request');
          } else if (known?.code === 'SERVICE_UNAVAILABLE') {
            contextValue.log.warn(
              { err: original, path: error.path, requestId: contextValue.requestId },
              known.message,
            );
          } else if (!known && !isRequestError(original)) {
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
          const code = error.extensions?.code;
          if (code === 'INTERNAL_SERVER_ERROR') {
            (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
          } else if (isErrorCode(code) && (response.http.status ?? 200) === 200) {
            response.http.status = HTTP_STATUS[code];
            const retryAfter = error.extensions?.retryAfter;
            if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
          }
        }
      },
    };
  },
};

/**
 * An error raised while the request's context is built (its credential could not be checked, an
 * API token's rate limit is spent) as Apollo answers it: Apollo takes the HTTP status of a
 * context failure from `extensions.http` and would otherwise answer 500. An error of the
 * vocabulary keeps its status and Retry-After; anything else is rethrown as it is.
 */
export function contextFailure(error: unknown): unknown {
  const known = publicError(error);
  if (!known) return error;
  const { retryAfterSeconds } = known.details;
  const headers = new Map<string, string>();
  if (retryAfterSeconds !== undefined) headers.set('retry-after', String(retryAfterSeconds));
  return new GraphQLError(known.message, {
    originalError: known,
    extensions: {
      code: known.code,
      ...(retryAfterSeconds !== undefined ? { retryAfter: retryAfterSeconds } : {}),
      http: { status: HTTP_STATUS[known.code], headers },
    },
  });
}
