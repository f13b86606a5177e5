import { ApolloLink, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { createApolloClient } from '../../lib/apollo';
import { clearToken, readToken } from './auth/token';

/** True for an error that means the session is no longer valid (401 / UNAUTHENTICATED). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * The admin area's GraphQL client: the reader site's client (same cache policies) with the admin
 * token sent as a bearer header, and a 401 / UNAUTHENTICATED answer logging out. It keeps its own
 * cache, so drafts never reach the reader site's cache.
 */
export function createAdminClient(): ApolloClient {
  const client = createApolloClient();
  const auth = new SetContextLink((context) => {
    const token = readToken();
    return token ? { headers: { ...context.headers, authorization: `Bearer ${token}` } } : {};
  });
  const logoutOnUnauthenticated = new ErrorLink(({ error, operation }) => {
    // A wrong password at sign-in is not a lost session.
    if (operation.operationName !== 'AdminLogin' && isUnauthenticated(error)) clearToken();
  });
  client.setLink(ApolloLink.from([logoutOnUnauthenticated, auth, client.link]));
  return client;
}
