import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A chunk that has not loaded within this time fails. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RETRY_DELAYS_MS = [500, 1500];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects with 'Loading chunk {id} failed' when `load` takes longer than the timeout. */
export function withChunkTimeout<T>(id: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && error.name === 'ChunkLoadError' ? error : new ChunkLoadError(id, error));
      },
    );
  });
}

export class ChunkLoadError extends Error {
  constructor(id: string, cause?: unknown) {
    super(`Loading chunk ${id} failed`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A lazy route component that can be loaded ahead of its first render. */
export type LazyRoute<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** The chunk's name (`PostPage`), which the build names its files after. */
  id: string;
  /** Loads the chunk; once it has settled, the component renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a route chunk: retries twice (a deploy or a flaky network), then fails with a
 * ChunkLoadError that the route's error boundary turns into a "Try again" screen. Once `preload`
 * has loaded the chunk, React gets it synchronously (a thenable that calls back at once): the
 * browser hydrates a server-rendered page with its component already there, as the server did.
 */
export function lazyRoute<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyRoute<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const loadWithRetries = async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      try {
        loaded = await withChunkTimeout(id, load);
        return loaded;
      } catch (error) {
        lastError = error;
        if (attempt < RETRY_DELAYS_MS.length) await wait(RETRY_DELAYS_MS[attempt]);
      }
    }
    throw lastError;
  };
  const component = lazy(() => {
    const module = loaded;
    if (!module) return loadWithRetries();
    const settled: PromiseLike<{ default: ComponentType<P> }> = {
      then: (onFulfilled) => onFulfilled?.(module) as never,
    };
    return settled as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(component, {
    id,
    preload: async () => {
      if (!loaded) await loadWithRetries();
    },
  });
}
