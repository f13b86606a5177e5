import { PersistedQueryStore } from './persisted-queries.js';

const KEY = (n: number) => `apq:${String(n).padStart(64, '0')}`;

describe('PersistedQueryStore', () => {
  it('evicts the oldest documents to stay under its byte cap, and accounts for what it holds', async () => {
    const store = new PersistedQueryStore(64 * 1024);
    for (let n = 0; n < 40; n++) await store.set(KEY(n), `{ posts { totalItems } } # ${n} ${'x'.repeat(4000)}`);
    const { entries, bytes } = store.usage();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeGreaterThan(1);
    expect(entries).toBeLessThan(40);
    expect(await store.get(KEY(0))).toBeUndefined();
    expect(await store.get(KEY(39))).toMatch(/# 39 /);
  });

  it('keeps its count right when a document is set again, replaced, refused as too large or deleted', async () => {
    const store = new PersistedQueryStore(64 * 1024);
    await store.set(KEY(1), 'query A { posts { totalItems } }');
    const one = store.usage();
    await store.set(KEY(1), 'query A { posts { totalItems } }');
    expect(store.usage()).toEqual(one);
    await store.set(KEY(1), 'query B { posts { totalItems } }');
    expect(store.usage()).toEqual(one);
    // More than a quarter of the store: not kept, and what the key held is gone.
    await store.set(KEY(1), `{ posts { totalItems } } # ${'x'.repeat(9000)}`);
    expect(store.usage()).toEqual({ entries: 0, bytes: 0 });
    await store.set(KEY(2), 'query C { posts { totalItems } }');
    await store.delete(KEY(2));
    expect(store.usage()).toEqual({ entries: 0, bytes: 0 });
  });
});
