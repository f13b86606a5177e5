// PGlite's memory: its start parameters and how V8 compiles its WebAssembly; openDatabase (orm.ts) applies both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's memory. npm run bench (full corpus) peaked at 903-943 MB of RSS with PGlite's defaults,
 * 360-440 MB with this and keepParserOnLiftoff, at the same throughput. Where it went:
 * - ~560 MB for a second: V8's optimizing compiler (TurboFan) compiling PostgreSQL's SQL parser,
 *   raw_parser, a 107 KB WebAssembly function that every statement runs (no V8 flag lowers that;
 *   the baseline compiler, Liftoff, needs 6 MB for it), see keepParserOnLiftoff.
 * - ~100 MB: shared_buffers (128MB in the folder's postgresql.conf). PGlite's shared memory lives
 *   in the WebAssembly heap, written when allocated, never given back. 32MB holds the hot part of
 *   the 72 MB database (search index, posts, sections); a page it misses comes from the system's
 *   file cache. 16MB would save 16 MB more for uncached searches ~10 % slower.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The exports of PGlite's Emscripten module that keepParserOnLiftoff calls. */
interface ParserModule {
  _raw_parser(sql: number, mode: number): number;
  _malloc(size: number): number;
  _free(pointer: number): void;
  HEAPU8: Uint8Array;
}

let wasmTierUpLimited = false;

/** Every WebAssembly function compiled from now on stays on Liftoff. */
const liftoffForAll = () => setFlagsFromString('--no-wasm-tier-up --no-wasm-dynamic-tiering');

/**
 * Keeps PostgreSQL's parser on Liftoff and the rest of PGlite on TurboFan. V8 compiles a
 * WebAssembly function at its first call, and gives it the check that later sends it to TurboFan
 * only while --wasm-tier-up-filter is -1 (the default) or names it: so the parser is called once
 * here, directly, with the filter naming no function, between PGlite's start and its first query
 * (the one `_initArrayTypes` runs). Eight parser functions are compiled then; their cost is small.
 * A new folder (or an in-memory database) runs initdb first, which parses a lot: there all of PGlite
 * stays on Liftoff instead, ~15 % fewer requests/s and uncached queries ~1.5x as long (bench).
 * Process-wide, once; never on PostgreSQL.
 */
export function keepParserOnLiftoff(pgliteDir: string | undefined): void {
  if (wasmTierUpLimited) return;
  wasmTierUpLimited = true;
  const proto = PGlite.prototype;
  const initArrayTypes = proto._initArrayTypes;
  if (!pgliteDir || !existsSync(join(pgliteDir, 'PG_VERSION')) || typeof initArrayTypes !== 'function') {
    liftoffForAll();
    return;
  }
  let parsed = false;
  proto._initArrayTypes = function (this: PGlite, ...args: Parameters<PGlite['_initArrayTypes']>) {
    if (!parsed) {
      parsed = true;
      const mod = this.Module as unknown as Partial<ParserModule>;
      if (!mod._raw_parser || !mod._malloc || !mod._free || !mod.HEAPU8) {
        // Another PGlite build: not parsed yet, so Liftoff for all still protects the parser.
        liftoffForAll();
        return initArrayTypes.apply(this, args);
      }
      const sql = new TextEncoder().encode('SELECT 1\0');
      const pointer = mod._malloc(sql.length);
      mod.HEAPU8.set(sql, pointer);
      setFlagsFromString('--wasm-tier-up-filter=0');
      try {
        mod._raw_parser(pointer, 0); // RAW_PARSE_DEFAULT; the tree stays in the current memory context
      } finally {
        setFlagsFromString('--wasm-tier-up-filter=-1');
        mod._free(pointer);
      }
    }
    return initArrayTypes.apply(this, args);
  };
}
