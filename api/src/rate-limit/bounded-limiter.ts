import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

type Options = ConstructorParameters<typeof RateLimiterMemory>[0];
type Key = string | number;
type Extra = Record<string, unknown>;

/**
 * rate-limiter-flexible's in-memory limiter holding at most `maxKeys` keys. The library keeps a
 * key until its window ends, however many there are: one per e-mail address or IP address
 * tried, so a client cycling through addresses (IPv6 gives it plenty) could grow it without
 * bound. Here every key the limiter stores is also listed, most recently used last; when the list
 * is full its least recently used key is forgotten by the limiter too. A key under attack is used
 * at every attempt, so its count is only lost after `maxKeys` attempts with other keys in
 * between, which the other limits (per address) make slow.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  private readonly keys: LRUCache<string, true>;

  constructor(options: Options, maxKeys: number) {
    super(options);
    this.keys = new LRUCache<string, true>({
      max: maxKeys,
      // Calls the library's own delete: this class's also takes the key off the list.
      dispose: (_value, key, reason) => {
        if (reason === 'evict') void RateLimiterMemory.prototype.delete.call(this, key);
      },
    });
  }

  private track(key: Key): void {
    this.keys.set(String(key), true);
  }

  override consume(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    this.track(key);
    return super.consume(key, points, options);
  }

  override penalty(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    this.track(key);
    return super.penalty(key, points, options);
  }

  override reward(key: Key, points?: number, options?: Extra): Promise<RateLimiterRes> {
    this.track(key);
    return super.reward(key, points, options);
  }

  override set(key: Key, points: number, secDuration: number, options?: Extra): Promise<RateLimiterRes> {
    this.track(key);
    return super.set(key, points, secDuration, options);
  }

  override block(key: Key, secDuration: number, options?: Extra): Promise<RateLimiterRes> {
    this.track(key);
    return super.block(key, secDuration, options);
  }

  override delete(key: Key, options?: Extra): Promise<boolean> {
    this.keys.delete(String(key));
    return super.delete(key, options);
  }
}
