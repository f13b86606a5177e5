import type * as Types from '../../../gql/schema-types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ScriptureIndexQueryVariables = Types.Exact<{
  locale: Types.Locale;
}>;


export type ScriptureIndexQuery = { __typename?: 'Query', scriptureIndex: { __typename?: 'ScriptureIndex', postCount: number, books: Array<{ __typename?: 'ScriptureBook', osis: string, name: string, testament: Types.Testament, postCount: number, chapters: Array<{ __typename?: 'ScriptureChapter', chapter: number, osis: string, postCount: number }> }> } };


export const ScriptureIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScriptureIndex"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scriptureIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"books"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"osis"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"testament"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"osis"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScriptureIndexQuery, ScriptureIndexQueryVariables>;