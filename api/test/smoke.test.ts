import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

it('serves health and a created post', async () => {
  expect((await fetch(`${t.url}/health`)).status).toBe(200);
  const post = await createPost(t, token, { title: 'Hello' });
  const result = await t.gql('query ($id: ID) { post(id: $id) { title } }', { id: post.id });
  expect(result.data?.post.title).toBe('Hello');
});
