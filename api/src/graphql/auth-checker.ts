import type { AuthChecker } from 'type-graphql';
import type { Context } from './context.js';
import { unauthenticated } from '../common/errors.js';

/**
 * Guards every @Authorized() field: only a request with a valid admin token passes.
 * @throws UNAUTHENTICATED (never a silent null) so clients can send the user to sign in.
 */
export const authChecker: AuthChecker<Context> = ({ context }) => {
  if (!context.viewer) throw unauthenticated(context.tokenProblem ?? 'Sign in as an administrator to do this');
  return true;
};
