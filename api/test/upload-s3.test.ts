// Uploads kept in an S3 bucket (UPLOAD_STORE=s3), against a real S3-compatible server (s3rver):
// served like the other stores' files, renditions included; a missing object is a 404, a server
// that does not answer a 503 that keeps nothing; copied to and from the bucket by `uploads
// migrate`, and carried by backups as archive files.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { migrateUploads, migrationSource } from '../src/cli/commands/uploads.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { bucketStorage } from '../src/modules/upload/upload-store.js';
import { PNG_1x1, uploadFile } from './helpers/factories.js';
import { startS3Server, type TestS3Server } from './helpers/s3-server.js';
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
  type Site,
  startOn,
  upload,
} from './helpers/upload-sites.js';

const SLOW = 120_000;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  onCleanup(() => s3.close());
});
afterAll(cleanUp, SLOW);

/** The settings of a site whose uploads are under `prefix` in the test bucket. */
const s3Env = (prefix: string, store = 's3') => ({ ...s3.env, S3_PREFIX: prefix, UPLOAD_STORE: store });

/** The names and sizes the bucket holds under `prefix`, read with the store itself. */
const bucketFiles = async (site: Site, prefix: string) =>
  new Map((await bucketStorage(configOf(site, s3Env(prefix)).s3).list()).map((file) => [file.name, file.bytes]));

describe('UPLOAD_STORE=s3', () => {
  let site: Site;
  let server: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    site = await newSite();
    server = await startOn(site, s3Env('served'));
  }, SLOW);
  afterAll(() => server.app.close());

  it('stores an image in the bucket and serves it like the other stores do', async () => {
    const image = await upload(server, server.token, PNG_1x1);
    await expectServedAsStored(server.url, image, PNG_1x1);
    expect((await bucketFiles(site, 'served')).get(`${image.id}.png`)).toBe(PNG_1x1.length);
    expect(existsSync(join(site.dataDir, 'uploads'))).toBe(false);
    expect((await get(`${server.url}/uploads/${image.id}.jpg`)).status).toBe(404);
  });

  it('streams a large image whole and makes its renditions from the bucket, into the bucket', async () => {
    const bytes = await photo();
    const image = await upload(server, server.token, bytes);
    const served = await get(`${server.url}${image.url}`);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.bytes.equals(bytes)).toBe(true);

    const rendition = await get(`${server.url}/uploads/${image.id}-480w.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(rendition.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 288 });
    expect((await bucketFiles(site, 'served')).get(`${image.id}-480w.webp`)).toBe(rendition.bytes.length);
    expect((await get(`${server.url}/uploads/${image.id}-480w.webp`)).bytes.equals(rendition.bytes)).toBe(true);
  });

  it('answers 404 for an image whose object is gone from the bucket, and for its renditions', async () => {
    const image = await upload(server, server.token, await photo());
    await bucketStorage(configOf(site, s3Env('served')).s3).remove(`${image.id}.png`);
    expect((await get(`${server.url}${image.url}`)).status).toBe(404);
    expect((await get(`${server.url}/uploads/${image.id}-800w.webp`)).status).toBe(404);
  });

  it('answers 503 when the S3 server does not answer, keeps nothing, and works again once it is back', async () => {
    const stored = await upload(server, server.token, PNG_1x1);
    const uploads = await count(server.app, 'upload');
    await s3.stop();
    try {
      const refused = await uploadFile(server, server.token, PNG_1x1);
      expect(refused.status).toBe(503);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Uploads cannot be stored right now/),
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      ]);
      expect(await count(server.app, 'upload')).toBe(uploads);
      const read = await get(`${server.url}${stored.url}`);
      expect(read.status).toBe(503);
      expect(JSON.parse(read.bytes.toString())).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await s3.start();
    }
    expect((await get(`${server.url}${stored.url}`)).bytes.equals(PNG_1x1)).toBe(true);
    expect((await uploadFile(server, server.token, PNG_1x1)).status).toBe(200);
  });
});

describe('the S3 settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('need S3_BUCKET with UPLOAD_STORE=s3, and default to AWS, us-east-1 and the SDK credentials', () => {
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow(
      new ConfigError(['UPLOAD_STORE=s3 needs S3_BUCKET: the name of the bucket uploads are kept in']),
    );
    expect(loadConfig({ UPLOAD_STORE: 'S3', S3_BUCKET: 'blog' })).toMatchObject({
      uploadStore: 's3',
      s3: {
        bucket: 'blog',
        endpoint: undefined,
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: undefined,
        prefix: '',
      },
    });
    expect(loadConfig({ S3_BUCKET: 'blog', S3_PREFIX: 'site/uploads/' }).s3?.prefix).toBe('site/uploads/');
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('refuse unusable values and never echo a secret', () => {
    const found = problems({
      UPLOAD_STORE: 's3',
      S3_BUCKET: 'a',
      S3_ENDPOINT: 'http://key:secret-one@minio.local:9000',
      S3_REGION: 'Mars 1',
      S3_SECRET_ACCESS_KEY: 'secret-two',
      S3_PREFIX: '/uploads',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(found).toEqual([
      expect.stringMatching(/^S3_FORCE_PATH_STYLE must be true or false/),
      expect.stringMatching(/^S3_BUCKET must be a bucket name/),
      expect.stringMatching(/^S3_ENDPOINT must be the http\(s\) URL/),
      expect.stringMatching(/^S3_REGION must be a region name/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
      expect.stringMatching(/^S3_PREFIX must be a key prefix/),
    ]);
    expect(found.join('\n')).not.toMatch(/secret-one|secret-two/);
  });
});

it(
  'uploads migrate copies every file into the bucket and back, once',
  async () => {
    const { site, files } = await siteWithUploads();

    const toBucket = configOf(site, s3Env('migrated', 'folder'));
    expect(await migrateUploads(toBucket, 's3')).toEqual({ total: 3, copied: 3, skipped: 0, differ: [], failed: [] });
    expect(await migrateUploads(toBucket, 's3')).toMatchObject({ copied: 0, skipped: 3 });

    // Served from the bucket alone.
    await rm(join(site.dataDir, 'uploads'), { recursive: true });
    const fromBucket = await startOn(site, s3Env('migrated'));
    try {
      for (const [name, bytes] of files)
        expect((await get(`${fromBucket.url}/uploads/${name}`)).bytes.equals(bytes)).toBe(true);
    } finally {
      await fromBucket.app.close();
    }

    const inBucket = configOf(site, s3Env('migrated'));
    expect(() => migrationSource(inBucket, 's3')).toThrow(/--from folder or --from db/);
    expect(await migrateUploads(inBucket, 'folder')).toMatchObject({ copied: 3, skipped: 0 });
    expect(await folderFiles(site)).toEqual(files);
    expect(await migrateUploads(inBucket, 'folder')).toMatchObject({ copied: 0, skipped: 3 });
  },
  SLOW,
);

it(
  'a backup taken with UPLOAD_STORE=s3 carries the bucket as archive files, and a restore puts them in a bucket',
  async () => {
    const source = await newSite();
    const server = await startOn(source, s3Env('backed-up'));
    const bytes = await photo();
    const image = await upload(server, server.token, bytes);
    await server.app.close();

    const file = join(source.dataDir, 'site.tar.gz');
    const lines: string[] = [];
    const { manifest } = await createBackup({
      config: configOf(source, s3Env('backed-up')),
      file,
      say: (line) => lines.push(line),
    });
    expect(manifest.uploads).toEqual({ store: 's3', files: 1, bytes: bytes.length });
    expect(Object.keys(manifest.checksums).filter((path) => path.startsWith('uploads/'))).toEqual([
      `uploads/${image.id}.png`,
    ]);
    expect(lines.join('\n')).not.toMatch(/Warning/);

    const target = await newSite();
    await restoreBackup({ config: configOf(target, s3Env('restored')), file, say: () => undefined });
    expect(await bucketFiles(target, 'restored')).toEqual(new Map([[`${image.id}.png`, bytes.length]]));
    expect(existsSync(join(target.dataDir, 'uploads', `${image.id}.png`))).toBe(false);
    const restored = await startOn(target, s3Env('restored'));
    try {
      expect((await get(`${restored.url}${image.url}`)).bytes.equals(bytes)).toBe(true);
    } finally {
      await restored.app.close();
    }
  },
  SLOW,
);
