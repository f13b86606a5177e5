import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { schemaFile } from './schema-file.js';
import { buildApiSchema, printApiSchema } from './schema.js';

it('the committed schema.graphql matches the code (run `npm run schema` after changing the API)', async () => {
  expect(readFileSync(schemaFile, 'utf8')).toBe(printApiSchema(await buildApiSchema()));
});
