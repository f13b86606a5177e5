import type * as Types from '../../../gql/schema-types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminNavCountsQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type AdminNavCountsQuery = { __typename?: 'Query', pendingCommentCount: number, unreadMessageCount: number };


export const AdminNavCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNavCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<AdminNavCountsQuery, AdminNavCountsQueryVariables>;