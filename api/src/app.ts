import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import { constants as zlibConstants } from 'node:zlib';
import express, { type Express, type RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { type Clock, systemClock } from './common/clock.js';
import type { Config } from './config.js';
import { type DatabaseTarget, openDatabase, type Orm, pgliteDirIn } from './db/orm.js';
import { runAsAsker } from './db/pglite-lanes.js';
import { clientAborted } from './http/client-gone.js';
import { type AppDeps, buildContext, type Context, sendsLargeBodies } from './graphql/context.js';
import { derivedKey } from './common/derived-key.js';
import { contextFailure, errorLoggingPlugin, formatError } from './graphql/format-error.js';
import { documentSizeLimit, graphqlJsonBody } from './graphql/document-limit.js';
import { boundedDocumentStore } from './graphql/document-store.js';
import { graphiqlRouter } from './graphql/graphiql.js';
import { complexityPlugin, PARSE_OPTIONS, validationRules } from './graphql/limits.js';
import { hideSuggestionsPlugin } from './graphql/suggestions.js';
import { buildApiSchema } from './graphql/schema.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { findWebDist, webApp } from './http/web-app.js';
import { bibleLookup } from './http/bible-lookup.js';
import { cspNonce, serverRendering } from './http/server-render.js';
import { cors } from './http/cors.js';
import { connectionDrain } from './http/drain.js';
import { InFlightWork } from './http/in-flight.js';
import { healthRouter } from './http/health.js';
import { requestLogging } from './http/request-log.js';
import { securityHeaders } from './http/security.js';
import { createLogger, type Logger } from './logger.js';
import { type CreatedAdmin, ensureAdmin } from './modules/auth/bootstrap-admin.js';
import { ResponseCache } from './modules/cache/response-cache.js';
import { graphqlHttpCaching, headAsGet } from './graphql/http-caching.js';
import { resolveJwtSecret } from './modules/auth/jwt.js';
import { argon2Hasher } from './modules/auth/password.js';
import { type SeedReport, seedDemoContent } from './modules/seed/demo-seed.js';
import { uploadsFolderIn, uploadStorage } from './modules/upload/upload-store.js';
import { serveUploads } from './modules/upload/upload.route.js';
import { syndicationRouter } from './modules/syndication/syndication.route.js';
import { ensurePrivateFolder } from './private-files.js';
import { createLimiters } from './rate-limit/limiters.js';
import { RedisConnection } from './rate-limit/redis-connection.js';
import { restRouter } from './rest/router.js';
import { WebhookWorker } from './modules/webhook/worker.js';
import { mailWorkerFromConfig } from './modules/mail/from-config.js';

/** The largest JSON body accepted (a post with many long sections fits). */
const JSON_BODY_LIMIT = 10 * 1024 * 1024;

export interface App {
  express: Express;
  server: Server;
  orm: Orm;
  deps: AppDeps;
  /** What this start created on an empty database, for the ready message. */
  firstStart: { admin: CreatedAdmin | null; demo: SeedReport | null };
  /** The in-memory cache of anonymous responses (its usage() reports entries and bytes held). */
  responseCache: ResponseCache;
  /** Starts listening; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<number>;
  /**
   * Drains: closes idle keep-alive connections at once and ends the others after their current
   * answer, keeps serving for SHUTDOWN_DELAY_MS (readiness 503), stops accepting connections, lets
   * in-flight requests finish, then closes the database and the Redis connection.
   */
  close(): Promise<void>;
}

/**
 * Multipart requests are "simple" requests a browser may send cross-site, so like Apollo's CSRF
 * prevention we require a header a form cannot set — and check it before any file is read.
 */
const multipartCsrfGuard: RequestHandler = (req, res, next) => {
  if (
    req.is('multipart/form-data') &&
    !req.headers['apollo-require-preflight'] &&
    !req.headers['x-apollo-operation-name']
  ) {
    res.status(400).json({
      errors: [
        {
          message:
            "This multipart request needs a non-empty 'Apollo-Require-Preflight' or 'X-Apollo-Operation-Name' header.",
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  next();
};

/**
 * Builds the whole server: database (migrated), first admin, GraphQL at /graphql, uploads,
 * health check. Nothing listens until `listen` is called, so tests and main share it.
 */
export async function createApp(
  config: Config,
  options: { database?: DatabaseTarget; log?: Logger; clock?: Clock } = {},
): Promise<App> {
  const log = options.log ?? createLogger(config.logLevel, config.logFormat);
  // First: a start that cannot reach the Redis it is told to share rate limits through stops here.
  const redis = config.redisUrl ? await RedisConnection.open(config.redisUrl, config.redisPrefix, log) : null;
  const database = options.database ?? {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
  };
  // With UPLOAD_STORE=db or s3 the files are in the database or the bucket: no uploads folder is made.
  const uploadsDir = config.uploadStore === 'folder' ? uploadsFolderIn(config.dataDir) : undefined;
  for (const folder of [database.pgliteDir, uploadsDir]) if (folder) await ensurePrivateFolder(folder, log);
  const orm = await openDatabase(database);
  const createdAdmin = await ensureAdmin(
    orm.em.fork() as never,
    { email: config.adminEmail, password: config.adminPassword },
    log,
  );
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const deps: AppDeps = {
    config,
    orm,
    log,
    storage: uploadStorage(config.uploadStore, { dataDir: config.dataDir, em: orm.em.fork(), s3: config.s3, log }),
    limiters: createLimiters(config, redis),
    jwtSecret,
    apiTokenKey: derivedKey(jwtSecret, 'api-token-secrets'),
    previewKey: derivedKey(jwtSecret, 'preview-links'),
    passwords: argon2Hasher,
    clock: options.clock ?? systemClock,
  };
  const demo = config.seedDemo ? await seedDemoContent({ ...deps, uploadMaxBytes: config.uploadMaxBytes }) : null;

  // br/gzip for answers above 1 kB that are computed per request: signed-in and uncached API
  // answers (through the response cache's passthrough) and the site's pages. Cached answers keep
  // their own compressed copy and built assets are precompressed (http/web-app.ts): wrapping
  // those as well cost a fifth of the cached throughput and about 90 MB of peak RSS (npm run bench).
  // Brotli's window is 2^18 bytes instead of its default 2^22: without a size hint the encoder
  // sets up buffers for the whole window on every answer (over 4 MB, mapped and faulted in each
  // time, and held while the answer is in flight), where answers computed per request are tens of
  // kB. Same output for those; br-accepting REST list pages 105 -> 132 req/s uncached (paired).
  const compress = compression({
    threshold: '1kb',
    brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  const responseCache = new ResponseCache(orm, config.responseCacheBytes, deps.clock, compress);
  await responseCache.followWrites();
  // Webhooks go out from the outbox in the background: a slow receiver never holds up a write.
  const webhookWorker = new WebhookWorker(orm, deps.clock, log, { ...config.webhooks, config });
  // Owner e-mails likewise, from the mail outbox; no worker at all without SMTP_URL.
  const mailWorker = mailWorkerFromConfig(orm, deps.clock, log, config.mail);
  const app = express();
  const server = createServer(app);
  const drain = connectionDrain(server);
  const inFlight = new InFlightWork();
  inFlight.trackRequests(server);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops || false);
  // On PGlite, a signed-in request's statements go before anonymous reads, and those of a client
  // that went away are dropped (db/pglite-lanes.ts). PostgreSQL serves each request its own
  // connection: no lanes, and none of their cost per request.
  if (!database.databaseUrl) {
    app.use((req, res, next) => runAsAsker(Boolean(req.headers.authorization), next, () => clientAborted(req, res)));
  }
  app.use(cspNonce, securityHeaders(config.publicUrl));
  app.use(requestLogging(log, config.logFormat));
  app.use(['/graphql', '/api'], cors(config.corsOrigins));

  app.use(healthRouter(orm, drain.isDraining, redis));
  app.get('/uploads/:name', serveUploads(deps.storage, log));

  const schema = await buildApiSchema();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT (readiness 503 for SHUTDOWN_DELAY_MS, then close): Apollo's own
    // handlers, on by default outside tests, drained at once and could leave the process hanging.
    stopOnTerminationSignals: false,
    formatError,
    validationRules,
    parseOptions: PARSE_OPTIONS,
    documentStore: boundedDocumentStore(),
    // Automatic persisted queries: the reader site sends its reads as GETs of a hash, which HTTP
    // caches and the response cache keep by URL. Registered documents go to a store bounded by
    // bytes, so a client registering documents evicts older ones and cannot grow the heap.
    persistedQueries: { cache: responseCache.persistedQueries },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: config.shutdownGraceMs }),
      inFlight.plugin(),
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache hints are not used (graphql/http-caching.ts sets Cache-Control), and its
      // plugin, on by default, wrapped every field's resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      errorLoggingPlugin,
      complexityPlugin(schema),
      ...(config.nodeEnv === 'production' ? [hideSuggestionsPlugin] : []),
    ],
  });
  await apollo.start();

  if (config.graphqlIntrospection) app.use(graphiqlRouter());
  app.use(
    '/graphql',
    headAsGet,
    // First: every answer, even a refusal by the guards below, gets its Cache-Control.
    graphqlHttpCaching(config),
    multipartCsrfGuard,
    ...graphqlJsonBody({
      documentMaxBytes: config.graphqlDocumentMaxBytes,
      signedInBytes: JSON_BODY_LIMIT,
      // The owner and tokens that may write posts send sections that run to megabytes.
      isSignedIn: (req) => sendsLargeBodies(req, deps),
    }),
    // busboy flags a file as too large once it *reaches* maxFileSize: +1 keeps a file of exactly
    // UPLOAD_MAX_BYTES acceptable (UploadService enforces the exact limit).
    graphqlUploadExpress({ maxFileSize: config.uploadMaxBytes + 1, maxFiles: 1 }),
    // After both body parsers (JSON and multipart), before anything parses the document.
    documentSizeLimit(config.graphqlDocumentMaxBytes),
    responseCache.graphql,
    expressMiddleware(apollo, {
      context: ({ req }) =>
        buildContext(req, deps).catch((error: unknown) => {
          throw contextFailure(error);
        }),
    }),
  );
  app.use('/api', responseCache.rest, restRouter({ apollo, deps }));
  // Feeds and sitemaps are anonymous GETs like the REST reads: the same cache and invalidation.
  app.use(syndicationRouter(deps, responseCache.files));
  // The passage lookup form (/bible?ref=) answers with a redirect to the passage's page.
  app.get(['/bible', '/bible/'], bibleLookup);
  const distDir = findWebDist();
  const render = await serverRendering({ distDir, apollo, deps, inFlight });
  // Pages for anonymous readers are cached like the JSON reads, with the same invalidation.
  const pages: RequestHandler | undefined =
    render &&
    ((req, res, next) =>
      responseCache.pages(req, res, (error?: unknown) => (error ? next(error) : render(req, res, next))));
  app.use(webApp({ distDir, pages, compress }));
  app.use(notFoundHandler);
  app.use(errorHandler(log));

  webhookWorker.start();
  mailWorker?.start();
  return {
    express: app,
    server,
    orm,
    deps,
    firstStart: { admin: createdAdmin, demo },
    responseCache,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async close() {
      drain.start();
      // Deliveries cut short are given back to the outbox: the next start sends them.
      await webhookWorker.stop();
      // Sends under way end (bounded by the SMTP timeouts) and are recorded before the database closes.
      await mailWorker?.stop();
      // Keep serving while load balancers notice /health/ready turned 503.
      if (config.shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      // Work whose client has left goes on without a connection: it finishes before the GraphQL
      // server and the database close under it.
      await inFlight.settled(config.shutdownGraceMs);
      // The drain plugin stops accepting connections and waits for in-flight requests (GraphQL,
      // REST and uploads alike), closing what is left after the grace period.
      await apollo.stop();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close();
      await redis?.close();
    },
  };
}
