import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('the migrations produce exactly the schema the entities describe', async () => {
  const diff = await t.app.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(diff.trim()).toBe('');
});

it('creates the first administrator once and keeps the data on a second start', async () => {
  const rows = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ count: string }[]>('select count(*) as count from "user"');
  expect(Number(rows[0].count)).toBe(1);
});
