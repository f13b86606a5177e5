import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { AppError, type ErrorCode, UNEXPECTED } from '../common/errors.js';
import type { Logger } from '../logger.js';

/** The HTTP status of each code of the vocabulary: REST answers, plain HTTP errors and /graphql use it. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RESYNC_REQUIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  // Rate limits shared through Redis cannot be checked, and the request is one that fails closed.
  RATE_LIMIT_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** An HTTP answer: its status, JSON body and, for 429 and 503, the seconds to wait. */
export interface Reply {
  status: number;
  body?: unknown;
  retryAfter?: number;
}

/**
 * The REST wire format of an error, the one place it is decided: the code's status and
 * `{ error, code, fields? }`; an unexpected error (INTERNAL_SERVER_ERROR) also carries the
 * request id to quote.
 */
export function errorReply(error: AppError, requestId: string): Reply {
  const { code, message, details } = error;
  return {
    status: HTTP_STATUS[code],
    body: {
      error: message,
      code,
      ...(details.fields ? { fields: details.fields } : {}),
      ...(code === 'INTERNAL_SERVER_ERROR' ? { requestId } : {}),
    },
    ...(details.retryAfterSeconds !== undefined ? { retryAfter: details.retryAfterSeconds } : {}),
  };
}

/** Sends a JSON reply, with Retry-After when it has one. */
export function sendReply(res: Response, reply: Reply): void {
  if (reply.retryAfter !== undefined) res.setHeader('Retry-After', String(reply.retryAfter));
  res.status(reply.status).json(reply.body);
}

/** Unknown paths answer JSON 404, never an HTML page. */
export const notFoundHandler: RequestHandler = (req, res) => {
  sendReply(res, errorReply(new AppError('NOT_FOUND', 'Not found'), String(req.id ?? '')));
};

/**
 * What a request that Express or a body parser could not read means to the client. Their own
 * messages describe the library, not the request, so each case has its own wording.
 * @returns the public error, or null when the error is not about reading the request.
 */
function unreadableRequest(error: { status?: unknown; type?: unknown }): AppError | null {
  const status = Number(error.status);
  if (!(status >= 400 && status < 500)) return null;
  if (error.type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'Malformed JSON in the request body');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The charset or encoding of the request body is not supported');
  }
  // A path parameter that is not percent-encoded UTF-8 (e.g. %uD800), an aborted body...
  return new AppError('BAD_USER_INPUT', 'The request could not be read: its URL or body is malformed');
}

/**
 * Last-resort error handler: a request that could not be read answers its 4xx in the REST error
 * format; anything else is a 500 'Unexpected error' with the request id (details go to the log,
 * never to the client).
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    let answer = unreadableRequest(error as { status?: unknown; type?: unknown });
    if (!answer) {
      log.error({ err: error, requestId: req.id }, 'Unexpected error');
      answer = new AppError('INTERNAL_SERVER_ERROR', UNEXPECTED);
    }
    sendReply(res, errorReply(answer, String(req.id ?? '')));
  };
}
