import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logger; every request gets a child logger carrying its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] });
}
