import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { PostConnection as Connection } from '../gql/schema-types';

/**
 * One client for the reader site. Posts are normalised by id; the tag page's cursor pages are
 * merged into one list per (tag, locale, page size) so `fetchMore` appends.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            postsByTag: {
              keyArgs: ['tag', 'locale', 'first'],
              merge(existing: Connection | undefined, incoming: Connection, { args }) {
                if (!existing || !args?.after) return incoming;
                return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
              },
            },
          },
        },
        // Image ids are upload names; a cover is shared by value.
        Image: { keyFields: ['url'] },
        TagCount: { keyFields: false },
        ArchiveYear: { keyFields: false },
      },
    }),
  });
}
