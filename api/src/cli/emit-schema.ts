// Writes /schema.graphql from the code (npm run schema). A test fails when the committed file is stale.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { schemaFile } from '../graphql/schema-file.js';
import { buildApiSchema, printApiSchema } from '../graphql/schema.js';

writeFileSync(schemaFile, printApiSchema(await buildApiSchema()));
console.log(`Wrote ${schemaFile}`);
