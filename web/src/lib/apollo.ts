import { ApolloClient, type ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import type { PostConnection as Connection } from '../gql/schema-types';

/** How long after hydration queries are answered from the server's state, never from the network. */
const HYDRATION_WINDOW_MS = 100;

export interface ApolloClientOptions {
  /** Where operations go; default: /graphql over HTTP. */
  link?: ApolloLink;
  /** On the server: one client per request, which never refetches. */
  ssrMode?: boolean;
  /** The cache of a server-rendered page (client.extract() there), to hydrate without refetching. */
  state?: NormalizedCacheObject;
}

/**
 * One client for the reader site. Posts are normalised by id; the tag page's cursor pages are
 * merged into one list per (tag, locale, page size) so `fetchMore` appends.
 */
export function createApolloClient({ link, ssrMode = false, state }: ApolloClientOptions = {}): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: link ?? new HttpLink({ uri: '/graphql' }),
    cache,
    ssrMode,
    ssrForceFetchDelay: state ? HYDRATION_WINDOW_MS : undefined,
  });
}

function createCache(): InMemoryCache {
  return new InMemoryCache({
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
  });
}
