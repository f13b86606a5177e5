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
 * Apollo's memo of parsed and validated documents, bounded by entries and by the memory the
 * documents hold (every distinct valid document a client sends would stay otherwise).
 */
export function boundedDocumentStore(): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({ max: 1000, maxSize: 32 * 1024 * 1024, sizeCalculation: documentBytes });
}
