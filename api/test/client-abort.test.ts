// A client that goes away mid-request (closes the tab during an upload, loses its network) is no
// fault of the server's: its request is logged at debug level, and nothing at error level.
import { connect } from 'node:net';
import { createLogger } from '../src/logger.js';
import { PNG_1x1 } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { upload } from './helpers/upload-sites.js';

interface LogRecord {
  level: number;
  msg: string;
  /** Set on the request log line. */
  res?: { statusCode: number };
}

const DEBUG = 20;
const INFO = 30;

let t: TestApp;
let token: string;
const records: LogRecord[] = [];

beforeAll(async () => {
  const log = createLogger('debug', 'json', { write: (line: string) => void records.push(JSON.parse(line)) });
  t = await startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'false' }, { log });
  token = await t.login();
});
afterAll(() => t.close());

/**
 * Sends the start of a request that announces `length` body bytes, then closes the connection
 * as a client that gives up does. @returns what the server logged about that request.
 */
async function sendAndLeave(head: string, partialBody: string | Buffer, length: number) {
  const { port } = new URL(t.url);
  const logged = records.length;
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${head}Content-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`);
      socket.write(partialBody);
      // Long enough for the server to start on the request (parse, authenticate, read the file).
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 300);
    });
    socket.on('error', reject);
  });
  for (let waited = 0; waited < 5000 && !records.slice(logged).some((r) => r.res); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Records about the same request may follow its request line (the GraphQL error log does).
  await new Promise((resolve) => setTimeout(resolve, 200));
  return records.slice(logged);
}

const multipartHead = (boundary: string, path: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: blog.test\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: multipart/form-data; boundary=${boundary}\r\n${extra}`;

const filePart = (boundary: string, field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

const cases: [string, () => Promise<LogRecord[]>][] = [
  [
    'a GraphQL upload cut off mid-file',
    () => {
      const boundary = 'cut-graphql';
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body =
        field(
          'operations',
          JSON.stringify({ query: 'mutation ($f: Upload!) { uploadImage(file: $f) { id } }', variables: { f: null } }),
        ) +
        field('map', JSON.stringify({ 0: ['variables.f'] })) +
        filePart(boundary, '0');
      return sendAndLeave(
        multipartHead(boundary, '/graphql', 'Apollo-Require-Preflight: true\r\n'),
        Buffer.concat([Buffer.from(body), PNG_1x1.subarray(0, 20)]),
        body.length + 100_000,
      );
    },
  ],
  [
    'a REST upload cut off mid-file',
    () => {
      const boundary = 'cut-rest';
      const body = filePart(boundary, 'file');
      return sendAndLeave(
        multipartHead(boundary, '/api/uploads'),
        Buffer.concat([Buffer.from(body), PNG_1x1.subarray(0, 20)]),
        body.length + 100_000,
      );
    },
  ],
  [
    'a JSON body cut off',
    () =>
      sendAndLeave(
        'POST /graphql HTTP/1.1\r\nHost: blog.test\r\nContent-Type: application/json\r\n',
        '{"query":"{ posts { totalItems',
        1000,
      ),
  ],
];

it.each(cases)('logs %s at debug level only ("request aborted")', async (_name, run) => {
  const logged = await run();
  expect(logged.filter((record) => record.level > DEBUG)).toEqual([]);
  const requestLines = logged.filter((record) => record.res);
  expect(requestLines.map(({ level, msg }) => ({ level, msg }))).toEqual([{ level: DEBUG, msg: 'request aborted' }]);
});

it('still logs a finished request at info level', async () => {
  const logged = records.length;
  expect((await fetch(`${t.url}/api/blogs`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(records.slice(logged).map(({ level, msg }) => ({ level, msg }))).toContainEqual({
    level: INFO,
    msg: 'request completed',
  });
});

it('logs no warning or error when readers close pages before the answer is sent', async () => {
  const { port } = new URL(t.url);
  const logged = records.length;
  // The admin area's page is a file sent from disk, the reader's pages are rendered, images are
  // opened from their store: a reader who leaves at once aborts any of them.
  const image = await upload(t, token, PNG_1x1);
  const paths = ['/admin/panel', '/', '/tags', '/blogs/1', new URL(image.url, t.url).pathname];
  await Promise.all(
    Array.from(
      { length: 40 },
      (_, n) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(`GET ${paths[n % paths.length]} HTTP/1.1\r\nHost: blog.test\r\n\r\n`, () => socket.destroy());
            resolve();
          });
          socket.on('error', reject);
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  // A page finished before the close is logged as completed (info); nothing is an error.
  expect(records.slice(logged).filter((record) => record.level > INFO)).toEqual([]);
});
