import type { AuthChecker } from 'type-graphql';
import { type Context, holds } from './context.js';
import { forbidden, unauthenticated } from '../common/errors.js';
import type { ApiScope } from '../modules/integration/api-scope.js';

/**
 * The one authorisation rule of the API, for GraphQL and the REST paths alike:
 * `@Authorized()` fields are the owner's alone (their signed-in session); `@Authorized(scope)`
 * fields also accept an API token that holds `scope`. An owner session holds every scope.
 * @throws UNAUTHENTICATED without a valid credential (never a silent null), so clients can send
 *   the user to sign in; FORBIDDEN for a valid API token without the scope the field needs.
 */
export const authChecker: AuthChecker<Context, ApiScope> = ({ context }, scopes) => {
  if (context.viewer) return true;
  if (context.integration) {
    const missing = scopes.filter((scope) => !holds(context, scope));
    if (scopes.length > 0 && missing.length === 0) return true;
    throw forbidden(
      scopes.length
        ? `This API token lacks the scope ${missing.join(', ')}`
        : 'Only the site owner, signed in, may do this: API tokens never can',
    );
  }
  throw unauthenticated(context.tokenProblem ?? 'Sign in as an administrator to do this');
};
