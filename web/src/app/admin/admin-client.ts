import { ApolloLink, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import { createApolloClient } from '../../lib/apollo';
import { clearToken, readToken } from '../../lib/admin-auth/token';

/** The reader site's content queries (not its settings, which stay on screen). */
const CONTENT_FIELDS = [
  'posts',
  'post',
  'featuredPosts',
  'popularPosts',
  'popularTags',
  'postsByTag',
  'tags',
  'archiveYears',
];

/** Drops the reader site's cached posts: its pages load them afresh next time. */
function forgetContent(client: ApolloClient) {
  for (const fieldName of CONTENT_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
}

/** True for an error that means the session is no longer valid (401 / UNAUTHENTICATED). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * The admin area's GraphQL client: the reader site's client (same cache policies) with the admin
 * token sent as a bearer header, and a 401 / UNAUTHENTICATED answer logging out. It keeps its own
 * cache, so drafts never reach the reader site's cache; a saved change drops the reader site's
 * cached posts (`readerClient`), so "View site" shows it at once.
 */
export function createAdminClient(readerClient?: ApolloClient): ApolloClient {
  const client = createApolloClient();
  const auth = new SetContextLink((context) => {
    const token = readToken();
    return token ? { headers: { ...context.headers, authorization: `Bearer ${token}` } } : {};
  });
  const logoutOnUnauthenticated = new ErrorLink(({ error, operation }) => {
    // A wrong password at sign-in is not a lost session.
    if (operation.operationName !== 'AdminLogin' && isUnauthenticated(error)) clearToken();
  });
  const refreshReaderSite = new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.MUTATION && operation.operationName !== 'AdminLogin'
      ? forward(operation).pipe(
          tap((result) => {
            if (!result.errors?.length && readerClient) forgetContent(readerClient);
          }),
        )
      : forward(operation),
  );
  client.setLink(ApolloLink.from([logoutOnUnauthenticated, refreshReaderSite, auth, client.link]));
  return client;
}
