// Uploads kept in the database (UPLOAD_STORE=db): served like the folder's files, shared by every
// server on one PostgreSQL database, copied between the stores by `uploads migrate`, and carried
// by backups in the database dump.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { migrateUploads } from '../src/cli/commands/uploads.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { SLICE_BYTES } from '../src/modules/upload/db-storage.js';
import { PNG_1x1, uploadFile } from './helpers/factories.js';
import { databaseKind, startSignedIn, type TestApp } from './helpers/test-app.js';
import {
  cleanUp,
  configOf,
  count,
  expectServedAsStored,
  folderFiles,
  get,
  newSite,
  onCleanup,
  photo,
  siteWithUploads,
  startOn,
  upload,
} from './helpers/upload-sites.js';

const SLOW = 120_000;

/**
 * The text of every statement the database drivers (pg and PGlite) are given while `work` runs,
 * read where they send it, after MikroORM has done with it.
 */
async function statementTexts(work: () => Promise<void>): Promise<string[]> {
  type Query = (this: unknown, text: unknown, ...rest: unknown[]) => unknown;
  const texts: string[] = [];
  const targets = [pg.Client.prototype, PGlite.prototype] as unknown as { query: Query }[];
  const own = targets.map((target) => Object.getOwnPropertyDescriptor(target, 'query'));
  for (const target of targets) {
    const query = target.query;
    target.query = function (text, ...rest) {
      texts.push(typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? ''));
      return query.call(this, text, ...rest);
    };
  }
  try {
    await work();
  } finally {
    targets.forEach((target, index) => {
      if (own[index]) Object.defineProperty(target, 'query', own[index]);
      else delete (target as Partial<{ query: Query }>).query;
    });
  }
  return texts;
}
const onPostgres = databaseKind === 'postgresql' ? it : it.skip;

afterAll(cleanUp, SLOW);

describe('UPLOAD_STORE=db', () => {
  let t: TestApp;
  let token: string;
  // The demo content stores its covers inside the seeding transaction.
  beforeAll(async () => ({ t, token } = await startSignedIn({ UPLOAD_STORE: 'db', SEED_DEMO: 'true' })), SLOW);
  afterAll(() => t.close());

  it('stores an image in the database and serves it like the folder store does', async () => {
    const image = await upload(t, token, PNG_1x1);
    await expectServedAsStored(t.url, image, PNG_1x1);
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    expect(await count(t.app, 'upload_blob')).toBe(await count(t.app, 'upload'));
    expect((await get(`${t.url}/uploads/${image.id}.jpg`)).status).toBe(404);
  });

  it('serves the demo covers stored with the seeded posts', async () => {
    const posts = await t.gql<{ posts: { items: { cover: string | null }[] } }>('{ posts { items { cover } } }');
    const cover = posts.data!.posts.items.find((post) => post.cover)!.cover!;
    const served = await get(`${t.url}${cover}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('streams an image larger than one read whole, and makes its renditions from the database', async () => {
    const bytes = await photo();
    expect(bytes.length).toBeGreaterThan(2 * SLICE_BYTES);
    const image = await upload(t, token, bytes);
    const served = await get(`${t.url}${image.url}`);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.bytes.equals(bytes)).toBe(true);

    expect(image.srcset).toBe(`/uploads/${image.id}-480w.webp 480w, /uploads/${image.id}-800w.webp 800w`);
    const rendition = await get(`${t.url}/uploads/${image.id}-480w.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(rendition.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 288 });
    const [stored] = await t.app.orm.em
      .fork()
      .getConnection()
      .execute('select size from upload_blob where name = ?', [`${image.id}-480w.webp`]);
    expect(Number(stored.size)).toBe(rendition.bytes.length);
  });

  it("sends a file's bytes to the database as a parameter, never inside a statement's text", async () => {
    // Written into the text, the bytes became a hex literal twice their size, copied from string
    // to string: about six times the file in the server's memory at once.
    const bytes = await photo();
    let image: Awaited<ReturnType<typeof upload>> | undefined;
    const sent = await statementTexts(async () => void (image = await upload(t, token, bytes)));
    expect((await get(`${t.url}${image!.url}`)).bytes.equals(bytes)).toBe(true);
    expect(sent.some((text) => text.includes('upload_blob'))).toBe(true);
    expect(Math.max(...sent.map((text) => text.length))).toBeLessThan(bytes.length / 4);
  });

  it('answers 503 when the database cannot take files, a 400 when it refuses the value, and keeps nothing', async () => {
    const connection = t.app.orm.em.fork().getConnection();
    const refuseWith = (state: string) =>
      connection.execute(`create or replace function refuse_blob() returns trigger language plpgsql as $$
        begin raise exception 'refused' using errcode = '${state}'; end $$`);
    await refuseWith('53100');
    await connection.execute(
      'create trigger refuse_blob before insert on upload_blob for each row execute function refuse_blob()',
    );
    try {
      const [uploads, blobs] = [await count(t.app, 'upload'), await count(t.app, 'upload_blob')];
      const full = await uploadFile(t, token, PNG_1x1);
      expect(full.status).toBe(503);
      expect(full.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Uploads cannot be stored right now/),
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      ]);
      await refuseWith('22023');
      const refused = await uploadFile(t, token, PNG_1x1);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      expect([await count(t.app, 'upload'), await count(t.app, 'upload_blob')]).toEqual([uploads, blobs]);
    } finally {
      await connection.execute('drop trigger refuse_blob on upload_blob');
      await connection.execute('drop function refuse_blob()');
    }
    expect((await uploadFile(t, token, PNG_1x1)).status).toBe(200);
  });

  it('is a setting with three values', () => {
    expect(loadConfig({ UPLOAD_STORE: 'DB' }).uploadStore).toBe('db');
    expect(loadConfig({}).uploadStore).toBe('folder');
    expect(() => loadConfig({ UPLOAD_STORE: 'ftp' })).toThrow(
      new ConfigError(['UPLOAD_STORE must be folder, db or s3 (got "ftp")']),
    );
  });
});

describe('several servers on one database', () => {
  onPostgres(
    'serves an image uploaded through one server from another, each with its own DATA_DIR',
    async () => {
      const site = await newSite();
      const shared = { UPLOAD_STORE: 'db', JWT_SECRET: 'a shared secret of more than thirty-two characters' };
      const first = await startOn(site, shared);
      const secondDir = await mkdtemp(join(tmpdir(), 'blog-store-second-'));
      onCleanup(() => rm(secondDir, { recursive: true, force: true }));
      const second = await startOn({ ...site, dataDir: secondDir }, shared);
      try {
        const bytes = await photo();
        const image = await upload(first, first.token, bytes);
        expect((await get(`${second.url}${image.url}`)).bytes.equals(bytes)).toBe(true);
        // A rendition made by one server is the one the other serves.
        const rendition = await get(`${second.url}/uploads/${image.id}-800w.webp`);
        expect(rendition.status).toBe(200);
        expect((await get(`${first.url}/uploads/${image.id}-800w.webp`)).bytes.equals(rendition.bytes)).toBe(true);
        expect(await readdir(site.dataDir)).not.toContain('uploads');
      } finally {
        await first.app.close();
        await second.app.close();
      }
    },
    SLOW,
  );
});

it(
  'uploads migrate copies every file into the database and back, once',
  async () => {
    const { site, images, files } = await siteWithUploads();

    expect(await migrateUploads(configOf(site), 'db')).toEqual({
      total: 3,
      copied: 3,
      skipped: 0,
      differ: [],
      failed: [],
    });
    expect(await migrateUploads(configOf(site), 'db')).toMatchObject({ copied: 0, skipped: 3 });

    // Served from the database alone.
    await rm(join(site.dataDir, 'uploads'), { recursive: true });
    const fromDb = await startOn(site, { UPLOAD_STORE: 'db' });
    try {
      for (const [name, bytes] of files)
        expect((await get(`${fromDb.url}/uploads/${name}`)).bytes.equals(bytes)).toBe(true);
    } finally {
      await fromDb.app.close();
    }

    expect(await migrateUploads(configOf(site, { UPLOAD_STORE: 'db' }), 'folder')).toMatchObject({
      copied: 3,
      skipped: 0,
    });
    expect(await folderFiles(site)).toEqual(files);
    expect(await migrateUploads(configOf(site), 'folder')).toMatchObject({ copied: 0, skipped: 3 });

    // A name both stores hold with different sizes is reported and left alone.
    const changed = `${images[0].id}.png`;
    await writeFile(join(site.dataDir, 'uploads', changed), Buffer.concat([PNG_1x1, PNG_1x1]));
    expect(await migrateUploads(configOf(site), 'db')).toEqual({
      total: 3,
      copied: 0,
      skipped: 2,
      differ: [changed],
      failed: [],
    });
  },
  SLOW,
);

it(
  'a backup taken with UPLOAD_STORE=db carries the images in its database dump, and a restore serves them',
  async () => {
    const source = await newSite();
    const server = await startOn(source, { UPLOAD_STORE: 'db' });
    const bytes = await photo();
    const image = await upload(server, server.token, bytes);
    await server.app.close();

    const file = join(source.dataDir, 'site.tar.gz');
    const lines: string[] = [];
    const { manifest } = await createBackup({
      config: configOf(source, { UPLOAD_STORE: 'db' }),
      file,
      say: (line) => lines.push(line),
    });
    expect(manifest.uploads).toEqual({ store: 'db', files: 1, bytes: bytes.length });
    expect(Object.keys(manifest.checksums).filter((path) => path.startsWith('uploads/'))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/Warning/);

    const target = await newSite();
    await restoreBackup({ config: configOf(target, { UPLOAD_STORE: 'db' }), file, say: () => undefined });
    const restored = await startOn(target, { UPLOAD_STORE: 'db' });
    try {
      expect((await get(`${restored.url}${image.url}`)).bytes.equals(bytes)).toBe(true);
    } finally {
      await restored.app.close();
    }
  },
  SLOW,
);
