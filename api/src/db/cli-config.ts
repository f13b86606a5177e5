// Configuration for the MikroORM CLI (`npm run migration:create`): an in-memory PGlite diffed
// against the committed snapshot, so new migrations are generated without any server.
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { defineConfig } from '@mikro-orm/pglite';
import { ormOptions } from './orm.js';

export default defineConfig({ ...ormOptions({}), driverOptions: { extensions: { unaccent } } } as never);
