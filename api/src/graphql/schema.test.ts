import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { getMetadataStorage } from 'type-graphql';
import { schemaFile } from './schema-file.js';
import { buildApiSchema, printApiSchema } from './schema.js';

it('the committed schema.graphql matches the code (run `npm run schema` after changing the API)', async () => {
  expect(readFileSync(schemaFile, 'utf8')).toBe(printApiSchema(await buildApiSchema()));
});

it('property fields resolve as plain reads: every object type skips the middlewares there, and none needs them', async () => {
  await buildApiSchema();
  const { objectTypes } = getMetadataStorage();
  expect(objectTypes.filter((type) => type.simpleResolvers !== true).map((type) => type.name)).toEqual([]);
  // A simple resolver skips type-graphql's auth checker and middlewares: a property field that
  // asked for either must not be an object type's property field.
  const guarded = objectTypes.flatMap((type) =>
    (type.fields ?? [])
      .filter((field) => (field.roles?.length ?? 0) > 0 || (field.middlewares?.length ?? 0) > 0)
      .map((field) => `${type.name}.${field.schemaName}`),
  );
  expect(guarded).toEqual([]);
});
