import { parse } from 'graphql';
import { OPERATIONS } from '../rest/operations.js';
import { boundedDocumentStore } from './document-store.js';

// The memo of parsed documents facing a client that sends distinct documents at the size cap:
// the heap it holds stays small and the site's own documents stay memoized.

/** A document like the reader site's: a few hundred bytes of fields. */
const siteDocument = (n: number) =>
  `query Page${n}($page: Int) { posts(page: $page, pageSize: 12) { totalItems items { id slug title excerpt tags date } } }`;

/** A distinct valid document padded to about 100 kB, the size cap. */
const atCap = (n: number) => `{ a${n}: __typename }${' '.repeat(100 * 1024 - 30)}`;

it('keeps the site’s documents and none of a flood of documents at the size cap', async () => {
  const store = boundedDocumentStore();
  for (let n = 0; n < 50; n += 1) await store.set(`site-${n}`, parse(siteDocument(n)));
  for (let n = 0; n < 500; n += 1) await store.set(`flood-${n}`, parse(atCap(n)));

  const keys = store.keys();
  expect(keys.filter((key) => key.startsWith('flood-'))).toEqual([]);
  expect(keys.filter((key) => key.startsWith('site-'))).toHaveLength(50);
  for (let n = 0; n < 50; n += 1) expect(await store.get(`site-${n}`)).toBeDefined();
});

it('keeps every document the REST layer sends, the largest included', async () => {
  const store = boundedDocumentStore();
  const documents = Object.entries(OPERATIONS);
  for (const [name, query] of documents) await store.set(name, parse(query));
  expect(store.keys().sort()).toEqual(documents.map(([name]) => name).sort());
});

it('evicts by the memory documents hold, not only by their count', async () => {
  const store = boundedDocumentStore();
  // About 80 tokens each (some 40 kB of syntax tree): 1,000 of them would hold 40 MB.
  const fields = Array.from({ length: 25 }, (_, i) => `f${i}: __typename`).join(' ');
  for (let n = 0; n < 1000; n += 1) await store.set(`doc-${n}`, parse(`{ a${n}: __typename ${fields} }`));

  const kept = store.keys().length;
  expect(kept).toBeGreaterThan(100);
  expect(kept).toBeLessThan(250);
  // The least recently used go first.
  expect(await store.get('doc-999')).toBeDefined();
  expect(await store.get('doc-0')).toBeUndefined();
});
