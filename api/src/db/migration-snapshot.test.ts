// `npm run migration:create` writes the difference between the entities and the committed snapshot
// (migrations/.snapshot-blog.json) into a new migration. A snapshot left behind by hand-written
// migrations would put every table added since into the next generated one.
import { MikroORM } from '@mikro-orm/pglite';
import config from './cli-config.js';

it('the committed migration snapshot describes the entities (migration:create finds nothing to add)', async () => {
  const orm = await MikroORM.init(config);
  try {
    expect(await orm.migrator.checkSchema()).toBe(false);
  } finally {
    await orm.close(true);
  }
});
