import { ConfigError } from '../config.js';
import { OperatorError } from '../operator-error.js';
import { keepNewFilesPrivate } from '../private-files.js';

/**
 * Runs a command line's body: exit 0 on success, 1 with the message alone for errors the operator
 * can act on (and with the stack for anything unexpected), 2 with the usage for bad arguments.
 * What the command writes (archives, restored files, database files) is private to its user.
 */
export function runCommand(name: string, usage: string, body: () => Promise<'usage' | 'bad-usage' | void>): void {
  keepNewFilesPrivate();
  body().then(
    (outcome) => {
      if (outcome === 'usage') console.log(usage);
      if (outcome === 'bad-usage') console.error(usage);
      process.exit(outcome === 'bad-usage' ? 2 : 0);
    },
    (error: unknown) => {
      if (error instanceof OperatorError || error instanceof ConfigError)
        console.error(`${name} failed: ${error.message}`);
      else if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        console.error(`${(error as Error).message}\n\n${usage}`);
        process.exit(2);
      } else console.error(`${name} failed unexpectedly:`, error);
      process.exit(1);
    },
  );
}
