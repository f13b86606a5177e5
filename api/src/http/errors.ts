import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.js';

/** Unknown paths answer JSON 404, never an HTML page. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found' });
};

/**
 * Last-resort error handler: malformed JSON -> 400, body too large -> 413, anything else -> 500
 * 'Unexpected error' with the request id (details go to the log, never to the client).
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = Number((error as { status?: number }).status) || 500;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Malformed JSON in the request body' });
    } else if (status === 413) {
      res.status(413).json({ error: 'The request body is too large' });
    } else if (status >= 400 && status < 500 && (error as { expose?: boolean }).expose) {
      res.status(status).json({ error: (error as Error).message });
    } else {
      log.error({ err: error, requestId: req.id }, 'Unexpected error');
      res.status(500).json({ error: 'Unexpected error', requestId: req.id });
    }
  };
}
