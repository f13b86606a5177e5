import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { type Clock, setReadInstant } from '../../common/clock.js';
import type { Orm } from '../../db/orm.js';
import { runAsAsker } from '../../db/pglite-lanes.js';
import { PARSE_OPTIONS } from '../../graphql/limits.js';
import { preferredLanguage } from '../../http/page-language.js';
import { scheduledSql } from '../post/visibility.js';
import { ChangeLog } from './change-log.js';
import { followContentWrites } from './content-writes.js';
import { PersistedQueryStore } from './persisted-queries.js';
import { isPrivateAnswer, scopesReadBy } from './read-scopes.js';

/** Per-request headers that a cached response must not replay. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'x-cache']);

/** The request headers that make a GET conditional on what the client holds (RFC 9110 section 13.1). */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const;

/** Headers a 304 leaves out: it describes the stored representation, it sends none (RFC 9110 section 15.4.5). */
const CONTENT_HEADERS = ['Content-Type', 'Content-Length', 'Transfer-Encoding'];

interface Entry {
  /** The content version the response is known right at (moved forward while no change touches it). */
  version: number;
  /** The change log's epoch of that version. */
  epoch: number;
  /** The next scheduled publication when it was computed (ms since the epoch, 0 for none). */
  next: number;
  /** What the response read (read-scopes.ts); null for everything. */
  scopes: ReadonlySet<string> | null;
  status: number;
  /** Header names and values, alternating: one array per entry rather than one per header. */
  headers: (string | number | string[])[];
  body: Buffer;
  /** The body compressed for clients that accept it, made on the first such hit. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/**
 * What an entry holds besides its bodies and headers: the entry and header objects, its state
 * string, its hashed key and the cache's slot for it, and each buffer's own bookkeeping.
 */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Smaller bodies are sent as they are (as the compression middleware does, app.ts). */
const COMPRESS_FROM_BYTES = 1024;

const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Done once per entry, so the slower, smaller settings pay off.
  // A window just large enough for the body: output as small as with brotli's default 2^22-byte
  // window, without setting up (and faulting in) 4 MB of buffers for every entry.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * @returns log2 of the smallest brotli window (RFC 7932: 2^bits - 16 bytes, from 2^10) that holds
 * `bytes`, at most brotli's default 2^22 (longer bodies get the default window, never more memory).
 */
export function windowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS: min, BROTLI_DEFAULT_WINDOW: max } = zlibConstants;
  return Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes + 16))));
}

/** Caches whether a GraphQL document is made of queries only, by a hash of its text. */
class OperationKinds {
  private readonly kinds = new LRUCache<string, boolean>({ max: 1000 });

  /** @returns true when the operation that would run is a query (false for mutations and unparsable text). */
  isQuery(text: string, operationName: string | null | undefined): boolean {
    const key = hash(`${operationName ?? ''}\u0000${text}`);
    let kind = this.kinds.get(key);
    if (kind === undefined) {
      let document: DocumentNode | undefined;
      try {
        document = parse(text, PARSE_OPTIONS);
      } catch {
        document = undefined;
      }
      const operations = (document?.definitions ?? []).filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const operation = operationName
        ? operations.find((candidate) => candidate.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
      kind = operation?.operation === 'query';
      this.kinds.set(key, kind);
    }
    return kind;
  }
}

/** A content state read from the database, kept while no write has happened since. */
interface KnownState {
  version: number;
  /** When a scheduled post becomes readable (ms since the epoch), 0 when none is scheduled. */
  next: number;
}

/** The content state a request is answered in, and an instant at which the content is in it. */
interface CheckedState extends KnownState {
  at: Date;
}

/**
 * A shared in-memory cache of the responses anonymous readers get (GraphQL queries and REST
 * GETs), bounded by entries and by the bytes its entries hold (bodies, compressed copies,
 * headers and a fixed overhead per entry); keys are hashes, so a long query costs no key
 * memory. A GraphQL answer is kept per Accept header, which decides its Content-Type and
 * status. Correct across processes: each request first reads the content version (bumped by a
 * database trigger on every write, whoever makes it), the scopes each write since the last check
 * changed, and the next scheduled publication time. An entry is served only while no write since
 * it was computed changed a scope it read (read-scopes.ts: one post's comment leaves the other
 * posts' pages cached; a list depends on everything) and no scheduled post has appeared. The
 * request then reads the content at the instant of that check (the rule of post/visibility.ts, on
 * the application's clock), so what it stores is that state's answer. On PGlite, where the
 * database tells this process of every write (followWrites), that state is kept in memory between
 * writes instead.
 * Concurrent misses of one request are computed once. Signed-in requests, mutations and
 * uploads always go through. A conditional GET (If-None-Match) is answered 304 when the answer's
 * ETag matches, from the cache or on a miss; the miss still stores the full answer, so that the
 * revalidations of browsers and CDNs, the usual requests of a warm site, fill the cache too.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private readonly operations = new OperationKinds();
  private readonly encodings = new LRUCache<string, Encoding | 'identity'>({ max: 100 });
  private readonly changes = new ChangeLog();
  private runningCheck: Promise<CheckedState> | null = null;
  private queuedCheck: Promise<CheckedState> | null = null;
  /** Whether the database reports every write (followWrites), and how many it has reported. */
  private followingWrites = false;
  private writes = 0;
  private known: KnownState | null = null;
  /**
   * The documents of automatic persisted queries (Apollo's `persistedQueries.cache`), bounded by
   * bytes: like the responses, what anonymous clients make the server keep; held here so that the
   * app's memory report covers it.
   */
  readonly persistedQueries = new PersistedQueryStore();

  /**
   * @param maxBytes what the entries may hold together; 0 turns the cache off.
   * @param clock the application's clock: "now" for the scheduled publications.
   * @param passthrough runs before the handlers for requests the cache does not answer itself
   *   (signed-in, mutations, uploads, misses); the app passes its compression middleware.
   */
  constructor(
    private readonly orm: Orm,
    private readonly maxBytes: number,
    private readonly clock: Clock,
    private readonly passthrough: RequestHandler = (_req, _res, next) => next(),
    private readonly maxEntryBytes = Math.min(2 * 1024 * 1024, maxBytes / 4),
    maxEntries = 20_000,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: sizeOf,
    });
  }

  /**
   * @returns how many entries the cache holds, the bytes they are accounted for, and the bytes
   *   of the memory blocks their bodies keep alive (a buffer that is a slice keeps its whole block).
   */
  usage(): { entries: number; bytes: number; bufferBytes: number } {
    let bufferBytes = 0;
    for (const entry of this.entries.values()) {
      for (const body of [entry.body, entry.encoded.br, entry.encoded.gzip])
        bufferBytes += body?.buffer.byteLength ?? 0;
    }
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, bufferBytes };
  }

  /**
   * Keeps the content state in memory between writes when the database reports every write as
   * it commits (PGlite): a cached answer then costs no SQL at all (npm run bench on PGlite:
   * 5-8x the requests/s). Call once, before serving.
   */
  async followWrites(): Promise<void> {
    this.followingWrites = await followContentWrites(this.orm, () => {
      this.writes += 1;
      this.known = null;
    });
  }

  /**
   * Middleware for /graphql, after the JSON body parser: caches anonymous JSON POSTs of queries
   * whose parameters are well formed (others go to Apollo, which refuses them with 400), and
   * anonymous GETs (GraphQL-over-HTTP) that Apollo would answer, per URL. A GET's URL holds all it
   * asks (query or persisted-query hash, variables, operation name, extensions): a hash-only URL
   * names one document, as Apollo refuses to register a document under a hash that is not its
   * SHA-256, and an unknown hash's PERSISTED_QUERY_NOT_FOUND is an error, never kept. A GET needs
   * no query check: Apollo refuses other operations there with 405 before running them.
   */
  readonly graphql: RequestHandler = (req, res, next) => {
    let key: string | null = null;
    if (req.method === 'GET' && passesApolloGetChecks(req)) {
      key = hash(`Q${req.originalUrl}\u0000${req.headers.accept ?? ''}`);
    } else if (req.method === 'POST' && req.is('application/json') && req.body && typeof req.body.query === 'string') {
      const { query, variables, operationName, extensions } = req.body as Record<string, unknown>;
      if (
        isMapOrAbsent(variables) &&
        isMapOrAbsent(extensions) &&
        (operationName == null || typeof operationName === 'string') &&
        this.operations.isQuery(query as string, operationName)
      ) {
        const accept = req.headers.accept ?? '';
        key = hash(`G${JSON.stringify([query, variables ?? null, operationName ?? null, extensions ?? null, accept])}`);
      }
    }
    void this.handle(key, req, res, next, isCacheableGraphql);
  };

  /** Middleware for the REST API: caches anonymous GETs (JSON whatever the Accept header). */
  readonly rest: RequestHandler = (req, res, next) => {
    void this.handle(req.method === 'GET' ? hash(`R${req.originalUrl}`) : null, req, res, next, () => true);
  };

  /**
   * Middleware for the site's feeds and sitemaps: caches anonymous GETs as `rest` does, answers of
   * up to a quarter of the cache each. A sitemap lists up to 50,000 URLs with their language
   * versions: the 5,488 posts of the public-domain corpus make 2.5 MB, which takes a second or
   * more to build and is read by every crawler.
   */
  readonly files: RequestHandler = (req, res, next) => {
    const key = req.method === 'GET' ? hash(`R${req.originalUrl}`) : null;
    void this.handle(key, req, res, next, () => true, this.maxBytes / 4);
  };

  /**
   * Middleware for the reader site's server-rendered pages: caches anonymous GETs per URL and per
   * preferred language (cookie or Accept-Language: a page is rendered in it when its URL names none).
   */
  readonly pages: RequestHandler = (req, res, next) => {
    const language = preferredLanguage(req) ?? '';
    void this.handle(
      req.method === 'GET' ? hash(`P${req.originalUrl}\u0000${language}`) : null,
      req,
      res,
      next,
      () => true,
    );
  };

  /**
   * The state the content is in: the version the write trigger bumps, and the next time a
   * scheduled post becomes readable (a post appears then without any write). Requests share
   * checks, but only checks sent after they arrived: while one is running, newcomers wait for
   * the next one, so under load there is at most one check per database round trip. When the
   * database reports writes, the last state read holds until a write or the scheduled time.
   */
  private state(): Promise<CheckedState> {
    const known = this.known;
    const now = this.clock();
    if (known && (known.next === 0 || now.getTime() < known.next)) return Promise.resolve({ ...known, at: now });
    if (!this.runningCheck) return this.startCheck();
    this.queuedCheck ??= this.runningCheck
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queuedCheck = null;
        return this.startCheck();
      });
    return this.queuedCheck;
  }

  private startCheck(): Promise<CheckedState> {
    const writes = this.writes;
    const check = this.readState()
      .then((checked) => {
        // A write reported while the read ran may have come before or after it: not kept then.
        if (this.followingWrites && writes === this.writes)
          this.known = { version: checked.version, next: checked.next };
        return checked;
      })
      .finally(() => {
        if (this.runningCheck === check) this.runningCheck = null;
      });
    this.runningCheck = check;
    return check;
  }

  /** Reads the content version, the changes since the last version read, and the next publication. */
  private async readState(): Promise<CheckedState> {
    const at = this.clock();
    const scheduled = scheduledSql('p', at);
    // Every request waits for this check, cache hits included: on the embedded database it goes
    // before the queued statements of the misses being computed.
    const [row] = await runAsAsker(true, () =>
      this.orm.em.getConnection().execute<
        {
          version: string | number | null;
          next: Date | string | null;
          changes: [string | number, string][] | string | null;
        }[]
      >(
        `select (select version from content_version where id = 1) as version,
              (select min(p.published_at) from post p where ${scheduled.sql}) as next,
              (select json_agg(json_build_array(c.version, c.scope)) from content_change c
                where c.version > coalesce(?::bigint, (select version from content_version where id = 1))) as changes`,
        [...scheduled.params, this.changes.latest],
      ),
    );
    const version = Number(row?.version ?? 0);
    const changes = typeof row?.changes === 'string' ? JSON.parse(row.changes) : (row?.changes ?? []);
    this.changes.update(
      version,
      (changes as [string | number, string][]).map(([changed, scope]) => [Number(changed), scope] as const),
    );
    return { version, next: row?.next ? new Date(row.next).getTime() : 0, at };
  }

  /**
   * Whether an entry is the answer for a request checked in `checked`: computed in that state, or
   * in an earlier one where no write since changed what it read (it then counts as computed in the
   * newer state, so the next check starts there).
   */
  private fresh(entry: Entry, checked: CheckedState): boolean {
    if (entry.next !== checked.next || entry.epoch !== this.changes.epoch) return false;
    if (entry.version >= checked.version) return true;
    if (!this.changes.unchangedSince(entry.epoch, entry.version, entry.scopes)) return false;
    entry.version = Math.max(entry.version, this.changes.latest ?? entry.version);
    return true;
  }

  private async handle(
    key: string | null,
    req: Request,
    res: Response,
    next: NextFunction,
    cacheable: (body: Buffer) => boolean,
    maxEntryBytes = this.maxEntryBytes,
  ): Promise<void> {
    if (!key || req.headers.authorization || this.maxBytes <= 0) {
      this.passthrough(req, res, next);
      return;
    }
    let checked: CheckedState;
    try {
      checked = await this.state();
      setReadInstant(req, checked.at);
    } catch {
      // The database is unreachable: let the request fail (or succeed) the normal way.
      this.passthrough(req, res, next);
      return;
    }
    const cached = this.entries.get(key);
    if (cached && this.fresh(cached, checked)) {
      this.send(key, req, res, cached);
      return;
    }
    const state = { version: checked.version, epoch: this.changes.epoch, next: checked.next };
    const flightKey = `${state.epoch}:${state.version}:${state.next}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) {
      const entry = await pending;
      if (entry) {
        this.send(key, req, res, entry);
      } else {
        this.passthrough(req, res, next);
      }
      return;
    }
    let settle!: (entry: Entry | null) => void;
    this.inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    let settled = false;
    const done = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      this.inFlight.delete(flightKey);
      settle(entry);
    };
    // The passthrough (compression) wraps the response first, so the capture sees plain bytes.
    this.passthrough(req, res, (error?: unknown) => {
      if (error) return next(error);
      this.captureMiss(key, state, req, res, done, cacheable, maxEntryBytes);
      next();
    });
  }

  private captureMiss(
    key: string,
    state: Pick<Entry, 'version' | 'epoch' | 'next'>,
    req: Request,
    res: Response,
    done: (entry: Entry | null) => void,
    cacheable: (body: Buffer) => boolean,
    maxEntryBytes: number,
  ): void {
    // Computed as if unconditional, or the handler (Express's res.send) would answer 304 with no
    // body and there would be nothing to store; the 304 is made once the answer is stored.
    const restoreConditions = req.method === 'GET' ? setConditionsAside(req) : null;
    const notModified = restoreConditions
      ? () => {
          restoreConditions();
          return res.statusCode === 200 && req.fresh;
        }
      : undefined;
    this.capture(
      res,
      (status, body) => {
        if (
          status !== 200 ||
          res.getHeader('set-cookie') ||
          isPrivateAnswer(req) ||
          body.length > maxEntryBytes ||
          !cacheable(body)
        ) {
          return done(null);
        }
        const headers: Entry['headers'] = [];
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (value !== undefined && !OWN_HEADERS.has(name.toLowerCase())) headers.push(name, value);
        const entry: Entry = { ...state, scopes: scopesReadBy(req), status, headers, body, encoded: {} };
        this.entries.set(key, entry);
        done(entry);
      },
      notModified,
    );
    res.once('close', () => done(null));
    res.setHeader('X-Cache', 'MISS');
  }

  /**
   * Replays a cached response, compressed with br or gzip when the client accepts it (the
   * compressed body is kept with the entry); answers 304 when the client's If-None-Match matches
   * its ETag.
   */
  private send(key: string, req: Request, res: Response, entry: Entry): void {
    res.status(entry.status);
    for (let i = 0; i < entry.headers.length; i += 2) res.setHeader(entry.headers[i] as string, entry.headers[i + 1]!);
    res.setHeader('X-Cache', 'HIT');
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    let body = entry.body;
    const encoding = body.length >= COMPRESS_FROM_BYTES ? this.encodingFor(req) : null;
    if (encoding) {
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        encoded = exactCopy([ENCODERS[encoding](body)]);
        entry.encoded[encoding] = encoded;
        // Stored again so that the cache accounts for the compressed copy.
        if (this.entries.peek(key) === entry) this.entries.set(key, { ...entry });
      }
      body = encoded;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  /** The encoding to send a client, negotiated once per distinct Accept-Encoding header. */
  private encodingFor(req: Request): Encoding | null {
    const header = req.headers['accept-encoding'] ?? '';
    let encoding = this.encodings.get(header);
    if (encoding === undefined) {
      const accepted = req.acceptsEncodings('br', 'gzip');
      encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
      // Browsers send short headers; a long one is negotiated each time rather than kept.
      if (header.length <= 256) this.encodings.set(header, encoding);
    }
    return encoding === 'identity' ? null : encoding;
  }

  /**
   * Collects what the handler writes; calls `finished` when it ends the response. When the whole
   * answer comes in that last call and `notModified` then says the client holds it, the client
   * gets a 304 instead of the bytes.
   */
  private capture(res: Response, finished: (status: number, body: Buffer) => void, notModified?: () => boolean): void {
    const chunks: Buffer[] = [];
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      const streamed = res.headersSent;
      // Stored before the bytes leave: the client's next request must find the entry.
      finished(res.statusCode, exactCopy(chunks));
      if (notModified?.() && !streamed) {
        res.statusCode = 304;
        for (const name of CONTENT_HEADERS) res.removeHeader(name);
        const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
        return callback ? end(callback) : end();
      }
      return end(chunk, ...rest);
    }) as Response['end'];
  }
}

/** What an entry costs in the cache's budget: its bodies, its headers (UTF-16) and its overhead. */
function sizeOf(entry: Entry): number {
  let headers = 0;
  for (const part of entry.headers) headers += 2 * String(part).length;
  for (const scope of entry.scopes ?? []) headers += 2 * scope.length;
  const bodies = entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  return ENTRY_OVERHEAD_BYTES + headers + bodies;
}

/**
 * The chunks in one buffer of exactly their size. Node hands out small buffers as slices of a
 * shared 8 kB slab (Buffer.concat) and zlib's as slices of its 16 kB-64 kB output chunk: kept in
 * the cache, such a slice holds its whole slab, several times the bytes it shows.
 */
function exactCopy(chunks: Buffer[]): Buffer {
  const copy = Buffer.allocUnsafeSlow(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) offset += chunk.copy(copy, offset);
  return copy;
}

/** A fixed-size key for any request, whatever the length of its query or URL. */
function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * Removes the request's conditional headers, so that the handler computes the full answer.
 * @returns a function that puts them back.
 */
function setConditionsAside(req: Request): () => void {
  const aside = CONDITIONAL_HEADERS.map((name) => [name, req.headers[name]] as const);
  for (const [name] of aside) delete req.headers[name];
  return () => {
    for (const [name, value] of aside) if (value !== undefined) req.headers[name] = value;
  };
}

/**
 * Whether Apollo Server would take a GET rather than refuse it before reading it: a Content-Type,
 * when sent, must be JSON (415 otherwise), and without one its CSRF prevention wants a non-empty
 * Apollo-Require-Preflight or X-Apollo-Operation-Name header (400 otherwise). A cached answer
 * must not reach a request that Apollo refuses.
 */
function passesApolloGetChecks(req: Request): boolean {
  const type = req.headers['content-type'];
  if (type !== undefined) return type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
  return Boolean(req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']);
}

/** GraphQL-over-HTTP: `variables` and `extensions` are maps when present. */
function isMapOrAbsent(value: unknown): boolean {
  return value == null || (typeof value === 'object' && !Array.isArray(value));
}

/** A GraphQL response is cached only when it has no top-level errors. */
function isCacheableGraphql(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { errors?: unknown };
    return parsed.errors === undefined;
  } catch {
    return false;
  }
}
