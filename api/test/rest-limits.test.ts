import { createPost } from './helpers/factories.js';
import { ADMIN, startSignedIn, type TestApp } from './helpers/test-app.js';

// Rate limits stay on here (the other REST suite turns them off): the 429 paths of section 7.
let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ LOGIN_FAILURES_PER_EMAIL: '2', CONTACT_PER_HOUR: '1' })));
afterAll(() => t.close());

/** POSTs JSON to /api<path>; @returns status, Retry-After and the parsed body. */
async function post(path: string, body: unknown) {
  const response = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

it('throttles failed logins with 429, Retry-After and success false', async () => {
  const wrong = { email: ADMIN.email, password: 'not the password' };
  expect((await post('/admin/login', wrong)).status).toBe(401);
  expect((await post('/admin/login', wrong)).status).toBe(401);
  const throttled = await post('/admin/login', ADMIN);
  expect(throttled.status).toBe(429);
  expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
  expect(throttled.body).toEqual({
    success: false,
    error: expect.stringMatching(/too many/i),
    code: 'TOO_MANY_REQUESTS',
  });
});

it('throttles a second comment from the same address with 429 and Retry-After', async () => {
  const { id } = await createPost(t, token);
  const comment = { name: 'Ann', email: 'ann@example.com', content: 'First' };
  expect((await post(`/comments/${id}`, comment)).status).toBe(201);
  const again = await post(`/comments/${id}`, { ...comment, content: 'Second' });
  expect(again.status).toBe(429);
  expect(Number(again.retryAfter)).toBeGreaterThan(0);
  expect(again.body).toEqual({ error: expect.any(String), code: 'TOO_MANY_REQUESTS' });
});

it('throttles contact messages past the hourly limit with 429', async () => {
  const message = { fullName: 'Ann', email: 'ann@example.com', message: 'Hello' };
  expect((await post('/contact', message)).status).toBe(201);
  const again = await post('/contact', message);
  expect(again.status).toBe(429);
  expect(Number(again.retryAfter)).toBeGreaterThan(0);
  expect(again.body).toEqual({ success: false, error: expect.any(String), code: 'TOO_MANY_REQUESTS' });
});
