import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_1x1 } from './helpers/factories.js';
import { buildServer, type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase } from './helpers/test-app.js';

let build: ReturnType<typeof buildServer>;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
/** Every server started, so a failed run leaves none behind. */
const servers: ServerProcess[] = [];
const start = async (overrides: Record<string, string> = {}) => {
  const server = await startServerProcess(build.dir, { ...env(), ...overrides });
  servers.push(server);
  return server;
};

beforeAll(async () => {
  build = buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'blog-shutdown-'));
  if (databaseKind === 'postgresql') database = await freshPostgresDatabase();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  build.remove();
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

// Production, as deployed: outside tests Apollo Server would install signal handlers of its own.
const env = () => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SHUTDOWN_DELAY_MS: '800',
  ...(database ? { DATABASE_URL: database.url } : {}),
});

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: any[] };
}

/** Starts a multipart upload whose file part arrives only when `finish` is called. */
function slowUpload(url: string, token: string) {
  const boundary = 'slow-upload-boundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    part(
      'operations',
      JSON.stringify({ query: 'mutation ($f: Upload!) { uploadImage(file: $f) { id url } }', variables: { f: null } }),
    ) +
    part('map', JSON.stringify({ 0: ['variables.f'] })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'apollo-require-preflight': 'true',
    },
  });
  const response = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  req.write(head);
  req.write(PNG_1x1.subarray(0, 20));
  return {
    response,
    finish: () => {
      req.write(PNG_1x1.subarray(20));
      req.end(`\r\n--${boundary}--\r\n`);
    },
  };
}

it('on SIGTERM turns readiness to 503, finishes a slow upload and a post save, closes the database and exits 0', async () => {
  const server = await start();
  expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
  const login = await gql(
    server.url,
    'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    {
      e: ADMIN.email,
      p: ADMIN.password,
    },
  );
  const token = login.data.login.token as string;

  const upload = slowUpload(server.url, token);
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));

  const ready = await fetch(`${server.url}/health/ready`);
  expect(ready.status).toBe(503);
  const sections = Array.from({ length: 100 }, (_, i) => ({
    title: `S${i}`,
    content: `<p>${'text '.repeat(200)}</p>`,
  }));
  const save = gql(
    server.url,
    'mutation ($input: PostInput!) { createPost(input: $input) { id sections { id } } }',
    { input: { title: 'Saved during shutdown', status: 'TO_PUBLISH', sections } },
    token,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  upload.finish();

  const [uploaded, saved] = await Promise.all([upload.response, save]);
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.data.uploadImage.url).toMatch(/^\/uploads\/.+\.png$/);
  expect(saved.data.createPost.sections).toHaveLength(100);
  expect(await server.exited).toBe(0);

  const again = await start();
  const check = await gql(again.url, '{ posts { items { title sections { id } } } }', {});
  expect(check.data.posts.items).toEqual([{ title: 'Saved during shutdown', sections: expect.any(Array) }]);
  expect((await fetch(`${again.url}${uploaded.body.data.uploadImage.url}`)).status).toBe(200);
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
  // Two server processes: a first start on a new PGlite folder alone takes ~14 s on 2 cores.
}, 120_000);

/** A GET through `agent`; @resolves with the status, the Connection header and the socket used. */
function get(url: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; socket: Socket }>((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket! }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What happens to a connection: 'end' (the server's FIN), error codes, 'close' or 'close with error'. */
function watch(socket: Socket) {
  const events: string[] = [];
  socket.on('end', () => events.push('end'));
  socket.on('error', (error: NodeJS.ErrnoException) => events.push(error.code ?? error.message));
  const closed = new Promise<void>((resolve) =>
    socket.once('close', (hadError) => {
      events.push(hadError ? 'close with error' : 'close');
      resolve();
    }),
  );
  return { events, closed };
}

/** A raw client that sends one keep-alive request, reads the answer and then holds the connection. */
async function idleRawConnection(url: string) {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => chunk.includes('\r\n\r\n') && resolve()),
  );
  socket.write('GET /health HTTP/1.1\r\nHost: blog.test\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  return socket;
}

it('at drain start closes idle keep-alive connections cleanly (FIN, no reset); the next request goes to a new connection', async () => {
  // A long readiness delay: the connections must end when draining starts, not when the server stops.
  const delay = 6000;
  const server = await start({ SHUTDOWN_DELAY_MS: String(delay) });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const raw = await idleRawConnection(server.url);
    const first = await get(`${server.url}/health`, agent);
    expect(first.status).toBe(200);
    const rawEvents = watch(raw);
    const agentEvents = watch(first.socket);

    server.child.kill('SIGTERM');
    const signalled = Date.now();
    await Promise.race([
      Promise.all([rawEvents.closed, agentEvents.closed]),
      new Promise((resolve) => setTimeout(resolve, delay / 2)),
    ]);
    expect(Date.now() - signalled).toBeLessThan(delay / 2);
    expect(rawEvents.events).toEqual(['end', 'close']);
    expect(agentEvents.events).toEqual(['close']);

    const next = await get(`${server.url}/health/ready`, agent);
    expect(next.status).toBe(503);
    expect(next.socket).not.toBe(first.socket);
    // Answers while draining end their connection themselves, telling the client beforehand.
    expect(next.connection).toBe('close');
  } finally {
    agent.destroy();
  }
  expect(await server.exited).toBe(0);
}, 60_000);
