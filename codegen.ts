import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the React client (Apollo Client 4 + the client preset): the operations in
 * web/src (*.graphql and gql`` tags) are checked against /schema.graphql and compiled into
 * web/src/gql, which is committed.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql', 'web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string', Upload: 'File' } },
    },
  },
};

export default config;
