import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

/** Heap a parsed document holds per token (the token, its AST share), measured on graphql 16. */
const BYTES_PER_TOKEN = 500;

/**
 * Memory the memo may hold: the site's own documents (up to 75 kB each by documentBytes) fit
 * many times over, while a client sending distinct documents cannot grow the heap by more than this.
 */
const STORE_BYTES = 8 * 1024 * 1024;

/**
 * The largest document the memo keeps, as measured by documentBytes: about 1,000 tokens. The
 * reader site's, the admin's and the REST layer's documents have at most 160 tokens (5 to 6 times
 * less), so they are parsed and validated once; unusual documents are parsed on each request and
 * cannot push the site's own out of the memo.
 */
const ENTRY_BYTES = 512 * 1024;

/** Longer document texts are never kept, whatever their tokens (padding, comments): about 16 kB. */
const MAX_TEXT = 16 * 1024;

/**
 * What a parsed document really holds: its source text and its token list with the syntax tree
 * (Apollo's default measure, the JSON of the tree, misses both: a document of comments counts
 * a few bytes while it holds its whole text). A text over MAX_TEXT counts as too large to keep.
 */
function documentBytes(document: DocumentNode): number {
  const text = document.loc?.source.body.length ?? 0;
  if (text > MAX_TEXT) return ENTRY_BYTES + 1;
  let tokens = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) tokens += 1;
  return text * 2 + tokens * BYTES_PER_TOKEN;
}

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
