import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp, type Options } from 'pino-http';
import type { Logger, LogFormat } from '../logger.js';
import { clientAborted } from './client-gone.js';

/** Request headers worth keeping in a production log line (credentials are redacted by the logger). */
const KEPT_HEADERS = ['user-agent', 'referer', 'authorization', 'cookie'];

/** Bytes the connection had sent when the request arrived: a kept-alive socket serves several. */
const SENT_BEFORE = Symbol('sentBefore');
type Tracked = IncomingMessage & { [SENT_BEFORE]?: number };

/** @returns the bytes sent for this response, status line and headers included. */
const bytesSent = (req: Tracked) => (req.socket?.bytesWritten ?? 0) - (req[SENT_BEFORE] ?? 0);

/** The client's address; Express's `req.ip` honours TRUST_PROXY_HOPS. */
const clientAddress = (req: IncomingMessage) => (req as Request).ip ?? req.socket?.remoteAddress;

/**
 * A URL (or Referer) with the token of a preview link replaced: the token shows a draft to anyone
 * who has it, so it must not outlive its request in a log.
 */
export const redactPreview = (url: string) =>
  url
    .replace(/([?&]preview=)[^&#]*/gi, '$1[redacted]')
    // A GraphQL GET carries it inside its URL-encoded variables: "preview":"<token>".
    .replace(/(%22preview%22(?:%3A|:)\s*%22)[\w.~-]*/gi, '$1[redacted]');

const apiTokens = new WeakMap<object, { id: number; name: string }>();

/**
 * Names the API token a request was authenticated with in its log line (its id and name: the
 * secret never reaches a log; the Authorization header is redacted by the logger).
 */
export function logApiToken(req: object, token: { id: number; name: string }): void {
  apiTokens.set(req, token);
}

/** Keeps X-Request-Id when the caller sent a sane one, else makes one; echoed in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** A developer's line: `POST /graphql HomePosts 200 12 ms <request id>` (no query string, no headers). */
function shortLine(req: IncomingMessage, res: ServerResponse, responseTime: number): string {
  const { method, originalUrl, body, query } = req as Request;
  const path = (originalUrl ?? req.url ?? '').split('?')[0];
  const operation = (body as { operationName?: unknown } | undefined)?.operationName ?? query?.operationName;
  return [method, path, typeof operation === 'string' ? operation : '', res.statusCode, `${responseTime} ms`, req.id]
    .filter((part) => part !== '')
    .join(' ');
}

const formats: Record<LogFormat, Partial<Options>> = {
  // The line says it all; request-scoped records carry the id alone.
  pretty: {
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessMessage: shortLine,
    // pino-http passes the duration as a fourth argument its types leave out.
    customErrorMessage: (req, res, _error, responseTime?: number) => shortLine(req, res, responseTime ?? 0),
    customSuccessObject: () => ({}),
    customErrorObject: () => ({}),
  },
  // What an operator searches by: request id, method, URL, status, bytes, duration, client address.
  json: {
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        headers: Record<string, string>;
        raw: IncomingMessage;
      }) => ({
        id: req.id,
        method: req.method,
        url: redactPreview(req.url),
        remoteAddress: clientAddress(req.raw),
        headers: Object.fromEntries(
          KEPT_HEADERS.filter((name) => req.headers[name]).map((name) => [name, redactPreview(req.headers[name])]),
        ),
      }),
      res: (res: { statusCode: number; raw: ServerResponse }) => ({
        statusCode: res.statusCode,
        bytes: bytesSent(res.raw.req as Tracked),
      }),
    },
  },
};

/**
 * Logs each request once it is answered (health checks excepted), under the request id that is
 * echoed in X-Request-Id. `pretty`: one short line; `json`: request and response without the
 * response headers and with only a few request headers. A request the client gave up on is logged
 * at debug level ("request aborted"): it says nothing about the server's health.
 */
export function requestLogging(log: Logger, format: LogFormat): RequestHandler {
  const middleware = pinoHttp({
    logger: log,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
    customLogLevel: (req, res) => (clientAborted(req, res) ? 'debug' : 'info'),
    customProps: (req) => {
      const apiToken = apiTokens.get(req);
      return apiToken ? { apiToken } : {};
    },
    ...formats[format],
  });
  return (req, res, next) => {
    (req as Tracked)[SENT_BEFORE] = req.socket.bytesWritten;
    middleware(req, res, next);
  };
}
