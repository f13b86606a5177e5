import { type DestinationStream, pino, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';

export type { DestinationStream, Logger };

/** How log records are written: one JSON object a line, or one short line a person reads. */
export type LogFormat = 'json' | 'pretty';

/**
 * Standard output as the logger writes it (asynchronously, as pino does by default). Text written
 * to it comes out after every record logged before, which a plain console.log does not promise.
 */
export const standardOutput = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/**
 * The server's logger; every request gets a child logger carrying its request id. JSON is what
 * log collectors read (production); `pretty` is for a developer's console: time, level, message
 * and any other fields on one line. Authorization headers, cookies and passwords are redacted.
 */
export function createLogger(
  level: string,
  format: LogFormat = 'json',
  output: DestinationStream = standardOutput(),
): Logger {
  const options = { level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] };
  if (format === 'json') return pino(options, output);
  // Formatted in the logging call itself, so the records keep their order with other output.
  const prettify = prettyFactory({ singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
  return pino(options, { write: (record: string) => output.write(prettify(record)) });
}
