import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';

/**
 * What the registered documents may hold together. The reader site registers a few dozen
 * documents of at most a few kB; anyone may register more (any valid query), so this is the most
 * memory a client can make the server keep through registrations.
 */
export const PERSISTED_QUERIES_BYTES = 2 * 1024 * 1024;

/** The key and value strings' own headers, the cache's slot and its bookkeeping arrays. */
const ENTRY_OVERHEAD_BYTES = 256;

/** Tiny documents are cheap by bytes but each costs a slot: the site's own documents fit many times. */
const MAX_ENTRIES = 1000;

/** What an entry costs: both strings at two bytes a character (V8's widest), and the overhead. */
function entryBytes(text: string, key: string): number {
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + text.length);
}

/**
 * The store of automatic persisted queries (Apollo Server's `persistedQueries.cache`): document
 * texts by the SHA-256 hash clients send instead of them. Apollo's in-memory LRU cache bounded by
 * entries and by bytes ({@link PERSISTED_QUERIES_BYTES}), and no document may take more than a
 * quarter of it, so a client that registers many large documents only evicts older ones: a
 * hash-only request for an evicted document gets PERSISTED_QUERY_NOT_FOUND and the client sends
 * the full document again (Apollo Client does so by itself). Apollo registers a document only
 * once it has passed validation and the document size limit, so the store holds valid queries.
 */
export class PersistedQueryStore extends InMemoryLRUCache<string> {
  private bytes = 0;

  constructor(maxBytes = PERSISTED_QUERIES_BYTES) {
    super({
      max: MAX_ENTRIES,
      maxSize: maxBytes,
      maxEntrySize: Math.floor(maxBytes / 4),
      sizeCalculation: entryBytes,
      // The cache's own accounting is private: the same sums, kept alongside for usage().
      onInsert: (text, key, reason) => {
        if (reason !== 'update') this.bytes += entryBytes(text, key);
      },
      dispose: (text, key) => {
        this.bytes -= entryBytes(text, key);
      },
    });
  }

  /** @returns how many documents the store holds and the bytes they are accounted for. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.keys().length, bytes: this.bytes };
  }
}
