// Shutdown while clients that have already left still have work running (a page render, a
// GraphQL read): the work finishes before the GraphQL server and the database close, so nothing
// fails under it, and the close itself ends.
import { connect } from 'node:net';
import { createLogger } from '../src/logger.js';
import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

interface LogRecord {
  level: number;
  msg: string;
}

const INFO = 30;

let t: TestApp | undefined;
const records: LogRecord[] = [];
afterAll(() => t?.close().catch(() => undefined));

/** Writes `request` on a new connection and closes it at once, as a reader who leaves does. */
function sendAndLeave(port: number, request: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request, () => socket.destroy());
      resolve();
    });
    socket.on('error', reject);
  });
}

it('lets the renders and reads of clients who left finish before it closes the database', async () => {
  const log = createLogger('debug', 'json', { write: (line: string) => void records.push(JSON.parse(line)) });
  t = await startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'false', RESPONSE_CACHE_MB: '0' }, { log });
  const token = await t.login();
  for (let n = 0; n < 6; n++) await createPost(t, token, { title: `Leaving ${n}`, tags: ['leave'] });
  // Apollo Server warns on the console about an operation that arrives after it stopped.
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  const port = Number(new URL(t.url).port);
  const query = JSON.stringify({ query: '{ posts(pageSize: 12) { items { id title sections { content } } } }' });
  const requests = [
    'GET / HTTP/1.1\r\nHost: blog.test\r\n\r\n',
    'GET /blogs/1 HTTP/1.1\r\nHost: blog.test\r\n\r\n',
    'GET /tag/leave HTTP/1.1\r\nHost: blog.test\r\n\r\n',
    'GET /tags HTTP/1.1\r\nHost: blog.test\r\n\r\n',
    `POST /graphql HTTP/1.1\r\nHost: blog.test\r\nContent-Type: application/json\r\nContent-Length: ${query.length}\r\n\r\n${query}`,
  ];
  await Promise.all(Array.from({ length: 40 }, (_, n) => sendAndLeave(port, requests[n % requests.length])));
  // Long enough for the server to have started on the requests, not to have finished them.
  await new Promise((resolve) => setTimeout(resolve, 30));

  const closing = performance.now();
  try {
    await t.close();
  } finally {
    console.warn = warn;
  }
  t = undefined;
  expect(performance.now() - closing).toBeLessThan(10_000);
  expect(records.filter((record) => record.level > INFO)).toEqual([]);
  expect(warnings.filter((text) => /during server shutdown/.test(text))).toEqual([]);
});
