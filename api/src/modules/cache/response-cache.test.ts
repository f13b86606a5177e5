import fc from 'fast-check';
import { windowBits } from './response-cache.js';

describe('windowBits', () => {
  it("gives the smallest brotli window that holds the body, brotli's default beyond it", () => {
    // Any size, and sizes at the edges of each window (2^bits - 16 bytes).
    const edges = fc
      .integer({ min: 10, max: 25 })
      .chain((b) => fc.integer({ min: Math.max(0, 2 ** b - 48), max: 2 ** b + 16 }));
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 32 * 1024 * 1024 }), edges), (bytes) => {
        const bits = windowBits(bytes);
        const holds = (b: number) => 2 ** b - 16 >= bytes;
        expect(bits).toBeGreaterThanOrEqual(10);
        expect(bits).toBeLessThanOrEqual(22);
        // Holds the body unless the body is longer than the default window.
        expect(holds(bits) || bits === 22).toBe(true);
        // No smaller window would.
        expect(bits === 10 || !holds(bits - 1)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
