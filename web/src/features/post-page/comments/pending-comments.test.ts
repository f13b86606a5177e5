import fc from 'fast-check';
import { PENDING_KEEP_MS, type PendingStorage, readPending, rememberPending } from './pending-comments';

/** An in-memory Storage, as window.localStorage behaves. */
function memoryStorage(): PendingStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = new Date('2026-11-26T12:00:00Z');
const held = (id: string, at = NOW) => ({ id, name: 'Ruth', content: `Comment ${id}`, createdAt: at.toISOString() });

describe('held comments kept in the browser', () => {
  it('shows held comments newest first, per post', () => {
    const storage = memoryStorage();
    rememberPending(storage, '1', held('10'));
    rememberPending(storage, '1', held('11'));
    rememberPending(storage, '2', held('12'));
    expect(readPending(storage, '1', new Set(), NOW).map((comment) => comment.id)).toEqual(['11', '10']);
    expect(readPending(storage, '2', new Set(), NOW).map((comment) => comment.id)).toEqual(['12']);
  });

  it('drops a comment once the post lists it (approved) or once it is old, and forgets the post when none is left', () => {
    const storage = memoryStorage();
    rememberPending(storage, '1', held('10', new Date(NOW.getTime() - PENDING_KEEP_MS - 1)));
    rememberPending(storage, '1', held('11'));
    expect(readPending(storage, '1', new Set(), NOW).map((comment) => comment.id)).toEqual(['11']);
    expect(readPending(storage, '1', new Set(['11']), NOW)).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('reads anything else stored under its key as no comment, and survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        storage.setItem('pending-comments:9', stored);
        const read = readPending(storage, '9', new Set(), NOW);
        expect(Array.isArray(read)).toBe(true);
        for (const comment of read) expect(typeof comment.id).toBe('string');
      }),
    );
    const full: PendingStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberPending(full, '1', held('10'))).not.toThrow();
    expect(readPending(null, '1', new Set(), NOW)).toEqual([]);
  });

  it('keeps at most 20 per post', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 30; i++) rememberPending(storage, '1', held(String(i)));
    const read = readPending(storage, '1', new Set(), NOW);
    expect(read).toHaveLength(20);
    expect(read[0].id).toBe('29');
  });
});
