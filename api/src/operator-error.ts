/**
 * An error the operator can act on (a wrong argument, a missing file, a database in use): the
 * command lines print its message alone, without a stack, and exit 1.
 */
export class OperatorError extends Error {
  override name = 'OperatorError';
}
