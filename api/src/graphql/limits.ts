import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { type ASTVisitor, GraphQLError, type GraphQLSchema, type ValidationContext } from 'graphql';

// The package's ESM build imports graphql's .mjs files, a second copy of graphql that rejects
// our schema ("another module or realm"); its CommonJS build shares the one copy everyone uses.
const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

/**
 * Query shape bounds: nesting depth, aliases per operation, a field-cost budget and the tokens a
 * document may have (the web app's largest has about 150; a dense 5,000-token document parses
 * into about 2.5 MB of syntax tree, which bounds what one request and one memo entry can cost).
 */
export const QUERY_LIMITS = { depth: 10, aliases: 30, complexity: 2000, tokens: 5000 };

/** Options for every parse of a client's document (Apollo's and the response cache's). */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.tokens };

const aliasLimit =
  (max: number) =>
  (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${max} per operation`, { nodes: [node] }));
        }
      },
    };
  };

export const validationRules = [depthLimit(QUERY_LIMITS.depth), aliasLimit(QUERY_LIMITS.aliases)];

/** Refuses operations whose estimated cost passes the budget, before any resolver runs. */
export function complexityPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName,
              query: document,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // Invalid variables: nothing will run, and execution reports them as BAD_USER_INPUT
            // (400). Thrown from here they would become a 500 INTERNAL_SERVER_ERROR.
            if (error instanceof Error && error.message.startsWith('Variable "$')) return;
            throw error;
          }
          if (complexity > QUERY_LIMITS.complexity) {
            throw new GraphQLError(`The query is too complex (${complexity}, at most ${QUERY_LIMITS.complexity})`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
