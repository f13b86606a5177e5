import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import type { PostConnection as Connection } from '../gql/schema-types';

/** How long after hydration queries are answered from the server's state, never from the network. */
const HYDRATION_WINDOW_MS = 100;

export interface ApolloClientOptions {
  /** Where operations go; default: /graphql over HTTP ({@link browserLink}). */
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
  const cache = createCache(ssrMode);
  if (state) cache.restore(state);
  return new ApolloClient({
    link: link ?? browserLink(),
    cache,
    ssrMode,
    ssrForceFetchDelay: state ? HYDRATION_WINDOW_MS : undefined,
  });
}

/**
 * @returns the SHA-256 of a document's text in hex, the hash Apollo Server checks a persisted
 *   query against (Web Crypto: no hashing library in the bundle).
 */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether an operation goes with a token (the admin client's SetContextLink adds it upstream). */
function signedIn(operation: ApolloLink.Operation): boolean {
  const headers = (operation.getContext().headers ?? {}) as Record<string, unknown>;
  return Object.keys(headers).some((name) => name.toLowerCase() === 'authorization' && Boolean(headers[name]));
}

/**
 * The browser's link to /graphql. Anonymous queries are automatic persisted queries sent by GET
 * (GraphQL-over-HTTP): a URL of the document's hash and variables, which a CDN may share and the
 * browser's cache revalidates with its ETag (a 304 costs no body); an unknown hash is answered
 * PERSISTED_QUERY_NOT_FOUND and the link sends the full document once by POST. They are fetched
 * with `cache: 'no-cache'`: the answers allow `stale-while-revalidate`, meant for shared caches,
 * but browsers apply it too (Chromium serves the stale copy and revalidates behind it), and the
 * site's owner must see a publication at the next read. Apollo Client's JSON Content-Type on
 * those GETs satisfies the server's CSRF prevention. Mutations and signed-in requests are POSTs
 * with the full document: never stored by a cache, and the admin's documents stay out of the
 * server's bounded store. Without Web Crypto (a page served over plain http from another host
 * than localhost is not a secure context), every operation is a POST.
 * @returns the link chain: persisted GETs for anonymous queries, POSTs for everything else.
 */
function browserLink(): ApolloLink {
  const http = new HttpLink({ uri: '/graphql' });
  if (!globalThis.crypto?.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
  const revalidated = new HttpLink({ uri: '/graphql', fetchOptions: { cache: 'no-cache' } });
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.QUERY && !signedIn(operation),
    persisted.concat(revalidated),
    http,
  );
}

function createCache(ssrMode: boolean): InMemoryCache {
  return new InMemoryCache({
    // Result caching memoizes reads for a cache that lives on; a server render reads each query a
    // few times and is thrown away, so the bookkeeping costs more than it saves (uncached post
    // pages 7-21 % more per second without it).
    resultCaching: !ssrMode,
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
