import type { Server, ServerResponse } from 'node:http';

/** What {@link connectionDrain} returns. */
export interface ConnectionDrain {
  /** Whether {@link ConnectionDrain.start} was called (readiness answers 503 from then on). */
  isDraining(): boolean;
  /** Starts draining: closes the idle connections and ends every other one after its current answer. */
  start(): void;
}

/**
 * Lets keep-alive clients leave a server that is shutting down without a reset. From `start()`
 * on, idle connections are closed at once (the client sees the connection end, so its next
 * request opens a new one), and every answer, those in flight included, says `Connection: close`
 * and ends its connection: none is left open for the final close to cut under a client that has
 * just sent its next request on it (ECONNRESET).
 */
export function connectionDrain(server: Server): ConnectionDrain {
  let draining = false;
  /** Answers whose headers may still change. */
  const unanswered = new Set<ServerResponse>();
  // First in line, so the header is set before any handler could send the answer.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return;
    }
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return {
    isDraining: () => draining,
    start() {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
      unanswered.clear();
      server.closeIdleConnections();
    },
  };
}
