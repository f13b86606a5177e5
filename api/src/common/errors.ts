/**
 * The public error vocabulary: every error a client sees carries one of these codes. Services
 * throw them as `AppError`s, which know nothing of GraphQL or HTTP; `graphql/format-error.ts`
 * and the REST layer (`http/errors.ts`) each turn them into their wire format in one place.
 * INTERNAL_SERVER_ERROR is never thrown on purpose: it is what every unexpected error becomes.
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RESYNC_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMIT_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a client is told about an error besides its code and message. */
export interface ErrorDetails {
  /** Input field paths (e.g. `sections[0].content`) mapped to what is wrong with each. */
  fields?: Record<string, string>;
  /** For TOO_MANY_REQUESTS and the 503 codes: seconds to wait before trying again. */
  retryAfterSeconds?: number;
}

/** The message every unexpected error is replaced with (its detail goes to the log only). */
export const UNEXPECTED = 'Unexpected error';

/** An error safe to show to the caller: its code, message and details reach the client unchanged. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

/** @returns whether `value` is a code of the vocabulary. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, fields ? { fields } : {});
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
