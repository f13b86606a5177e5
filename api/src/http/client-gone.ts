import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The status of an error that only says the client went away (nginx's "client closed request"):
 * graphql-upload gives it to an upload whose sender disconnected, the REST upload does the same.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** Socket errors that mean the other end closed the connection. */
const PEER_CLOSED = new Set(['ECONNRESET', 'EPIPE']);

/** Whether the client closed the connection (its end, or a reset), rather than the server cutting it. */
const clientClosed = (socket: Socket | null) =>
  !!socket && (socket.readableEnded || PEER_CLOSED.has((socket.errored as NodeJS.ErrnoException | null)?.code ?? ''));

/**
 * @returns whether the client went away before its request was read or its answer was sent: no
 *   fault of the server's, so it is logged at debug level.
 */
export const clientAborted = (req: IncomingMessage, res: ServerResponse) =>
  (req.readableAborted || !res.writableEnded) && clientClosed(req.socket);

/** @returns an error that only says the client went away (status CLIENT_CLOSED_REQUEST). */
export const clientGoneError = (message: string): Error =>
  Object.assign(new Error(message), { status: CLIENT_CLOSED_REQUEST });

/** @returns whether an error only says that the client went away (see CLIENT_CLOSED_REQUEST). */
export const isClientGoneError = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === CLIENT_CLOSED_REQUEST;
