import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

/** Heap a parsed document holds per token (the token, its AST share), measured on graphql 16. */
const BYTES_PER_TOKEN = 500;

/**
 * What a parsed document really holds: its source text and its token list with the syntax tree
 * (Apollo's default measure, the JSON of the tree, misses both: a document of comments counts
 * a few bytes while it holds its whole text).
 */
function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) tokens += 1;
  return (document.loc?.source.body.length ?? 0) * 2 + tokens * BYTES_PER_TOKEN;
}

/**
 * Memory the memo may hold: the site's own documents (a few kB each) fit many times over, while
 * a client sending distinct documents at the size cap cannot grow the heap by more than this.
 */
const STORE_BYTES = 8 * 1024 * 1024;

/**
 * The largest document the memo keeps (as measured by documentBytes, about 32 kB of text): the
 * reader site's and admin's documents are under 5 kB, so only unusual documents are parsed again
 * on each request, and they cannot push the site's own documents out of the memo.
 */
const ENTRY_BYTES = 64 * 1024;

/**
 * Apollo's memo of parsed and validated documents, bounded by entries and by the memory the
 * documents hold (every distinct valid document a client sends would stay otherwise).
 */
export function boundedDocumentStore(): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({
    max: 1000,
    maxSize: STORE_BYTES,
    maxEntrySize: ENTRY_BYTES,
    sizeCalculation: documentBytes,
  });
}
