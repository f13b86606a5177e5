import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the React client (Apollo Client 4), checked against /schema.graphql. Each
 * .graphql file under web/src gets a `<name>.generated.ts` beside it (near-operation-file preset)
 * with its operation and fragment types and its `XxxDocument` / `XxxFragmentDoc` constants, so a
 * route's chunk carries only the documents it imports. The schema's types are in
 * web/src/gql/schema-types.ts (types only, erased at build). Fragments are plain types (no masking);
 * typed-document-node copies the definitions of the fragments an operation spreads into that
 * operation's document (its default documentMode, documentNodeImportFragments, does so too; only
 * graphQLTag would import them, parsed at run time). Generated files are committed; CI runs
 * `npm run codegen:check`.
 */
const shared = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTimeISO: 'string', Upload: 'File' },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/schema-types.ts': {
      plugins: ['typescript'],
      config: shared,
    },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/schema-types.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: shared,
    },
  },
};

export default config;
