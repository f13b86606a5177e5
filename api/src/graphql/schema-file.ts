import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's /schema.graphql, from api/src/graphql or from dist/api/src/graphql. */
export const schemaFile = import.meta.url.endsWith('.ts')
  ? resolve(here, '../../../schema.graphql')
  : resolve(here, '../../../../../schema.graphql');
