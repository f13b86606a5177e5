// Sites of their own for the upload store suites: a DATA_DIR and, in the 'postgresql' project, an
// empty database; servers started on them, images uploaded and fetched back.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { App } from '../../src/app.js';
import { createApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { PNG_1x1, uploadFile } from './factories.js';
import { ADMIN, databaseKind, freshPostgresDatabase, graphqlCaller, type TestApp } from './test-app.js';

/** A photo-like PNG (noise compresses badly, as photos do): 1000x600 is well over one database slice. */
export const photo = () =>
  sharp({
    create: {
      width: 1000,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

/** GET `url`: @returns its status, headers and body bytes. */
export async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Fetches an uploaded PNG from the site at `url` and checks it comes back as every store must
 * serve it: the same bytes, its type from its content, inline under its own name, never sniffed,
 * cached for a year and with a policy that runs nothing.
 */
export async function expectServedAsStored(url: string, image: { id: string; url: string }, bytes: Buffer) {
  const served = await get(`${url}${image.url}`);
  expect(served.status).toBe(200);
  expect(served.bytes.equals(bytes)).toBe(true);
  expect(Object.fromEntries(served.headers)).toMatchObject({
    'content-type': 'image/png',
    'content-length': String(bytes.length),
    'content-disposition': `inline; filename="${image.id}.png"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'",
  });
}

/**
 * A site on the folder store holding two uploads (a 1x1 PNG and a photo with its renditions), its
 * server stopped again: what `uploads migrate` starts from.
 * @returns the site, the two images and its folder's files (name → bytes), three of them.
 */
export async function siteWithUploads() {
  const site = await newSite();
  const server = await startOn(site);
  const images = [await upload(server, server.token, PNG_1x1), await upload(server, server.token, await photo())];
  expect((await get(`${server.url}/uploads/${images[1].id}-480w.webp`)).status).toBe(200);
  await server.app.close();
  const files = await folderFiles(site);
  expect(files.size).toBe(3);
  return { site, images, files };
}

/** Uploads a PNG through the GraphQL API; @returns the image, failing the test on an error. */
export async function upload(t: Pick<TestApp, 'url'>, token: string, bytes: Buffer) {
  const result = await uploadFile(t, token, bytes, 'image.png', 'image/png', 'id url srcset');
  expect(result.body.errors).toBeUndefined();
  return result.body.data.uploadImage as { id: string; url: string; srcset: string | null };
}

/** Rows of a table, through the app's own database connection. */
export async function count(app: App, table: 'upload' | 'upload_blob'): Promise<number> {
  const [row] = await app.orm.em.fork().getConnection().execute(`select count(*)::int as n from ${table}`);
  return Number(row.n);
}

const cleanups: (() => Promise<void>)[] = [];

/** Runs `cleanup` at {@link cleanUp}, after the ones added before it. */
export const onCleanup = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);

/** Removes every site made (and whatever else was added with onCleanup), newest first. */
export async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** A site of its own: a DATA_DIR and, in the 'postgresql' project, an empty database. */
export async function newSite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'blog-store-'));
  const database = databaseKind === 'postgresql' ? await freshPostgresDatabase() : null;
  onCleanup(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl: database?.url };
}
export type Site = Awaited<ReturnType<typeof newSite>>;

/** The site's configuration, as a server or a command reads it. */
export const configOf = (site: Site, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: site.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    ...env,
  });

/** Starts a server on the site; @returns it with its URL and an administrator's token. */
export async function startOn(site: Site, env: Record<string, string> = {}) {
  const app = await createApp(configOf(site, env));
  const url = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  const login = await graphqlCaller(url)<{ login: { token: string } }>(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  return { app, url, token: login.data!.login.token };
}

/** Every file of a site's uploads folder, by name. */
export async function folderFiles(site: Site): Promise<Map<string, Buffer>> {
  const folder = join(site.dataDir, 'uploads');
  const names = existsSync(folder) ? (await readdir(folder)).sort() : [];
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}
