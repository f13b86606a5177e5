import { GraphQLError } from 'graphql';

/** The public error vocabulary: each code maps to one HTTP status (used by GraphQL and REST). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An error safe to show to the caller: its message and code reach the client unchanged.
 * `fields` maps input field names to messages for validation errors.
 */
export class AppError extends GraphQLError {
  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.retryAfterSeconds !== undefined) headers['retry-after'] = String(options.retryAfterSeconds);
    super(message, {
      extensions: {
        code,
        ...(options.fields ? { fields: options.fields } : {}),
        ...(options.retryAfterSeconds !== undefined ? { retryAfter: options.retryAfterSeconds } : {}),
        http: { status: ERROR_STATUS[code], headers: new Map(Object.entries(headers)) },
      },
    });
  }
}

export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, { fields });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
