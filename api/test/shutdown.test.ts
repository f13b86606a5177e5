import { request } from 'node:http';
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
const start = async () => {
  const server = await startServerProcess(build.dir, env());
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
