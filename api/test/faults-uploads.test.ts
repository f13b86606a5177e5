// Faults (issue 5): an upload folder that cannot take files (replaced by a regular file, or a full
// disk) makes uploads fail with a clear 503 while reads and saves keep working, and leaves no
// row and no partial file behind.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodePng } from '../src/modules/seed/png.js';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await startSignedIn());
});
afterAll(async () => {
  await t?.close();
});

const uploadsDir = () => join(t.dataDir, 'uploads');

async function uploadRows(): Promise<number> {
  const [row] = await t.app.orm.em.fork().getConnection().execute('select count(*)::int as n from upload');
  return Number(row.n);
}

/** The site still reads and saves posts (with an image stored before the fault). */
async function stillWorks(coverId: string) {
  const saved = await createPost(t, token, { title: 'Saved during the fault', coverId });
  expect(saved.coverId).toBe(coverId);
  const read = await t.gql('{ posts { totalItems items { title } } }');
  expect(read.status).toBe(200);
  expect(read.data!.posts.items.map((p: { title: string }) => p.title)).toContain('Saved during the fault');
}

function expectUploadRefused(result: Awaited<ReturnType<typeof uploadFile>>) {
  expect(result.status).toBe(503);
  expect(result.body.data).toBeNull();
  expect(result.body.errors).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(/^Uploads cannot be stored right now/),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    }),
  ]);
}

it('answers 503 with a clear message when the uploads folder is unusable, stores nothing, and recovers', async () => {
  const rows = await uploadRows();
  const before = await uploadFile(t, token, PNG_1x1);
  expect(before.status).toBe(200);
  const coverId = before.body.data.uploadImage.id as string;

  // Root ignores permissions, so make the path unusable for real: a regular file where the folder was.
  await rename(uploadsDir(), `${uploadsDir()}-saved`);
  await writeFile(uploadsDir(), 'not a folder');
  expectUploadRefused(await uploadFile(t, token, PNG_1x1));
  expect(await uploadRows()).toBe(rows + 1);
  await stillWorks(coverId);

  await rm(uploadsDir());
  await rename(`${uploadsDir()}-saved`, uploadsDir());
  const after = await uploadFile(t, token, PNG_1x1);
  expect(after.status).toBe(200);
  expect(await uploadRows()).toBe(rows + 2);
  const files = await readdir(uploadsDir());
  expect(files).toHaveLength(rows + 2);
  expect(files.filter((name) => name.endsWith('.part'))).toEqual([]);
});

/** Mounts a tmpfs of `size` at `path`; @returns false where mounting is not permitted. */
function mountTmpfs(path: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', path], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

it('answers 503 when the disk is full, leaves no partial file, and small files still fit', async () => {
  // A fresh, empty uploads folder on a 64 KB disk.
  await rm(uploadsDir(), { recursive: true, force: true });
  await mkdir(uploadsDir(), { recursive: true });
  const rows = await uploadRows();
  if (!mountTmpfs(uploadsDir(), '64k')) {
    console.warn('faults-uploads: skipped the disk-full case, mounting a tmpfs is not permitted here');
    return;
  }
  try {
    const first = await uploadFile(t, token, PNG_1x1);
    expect(first.status).toBe(200);
    // Random pixels do not compress: this PNG is about 120 KB, more than the 64 KB disk holds.
    const large = await encodePng(200, 200, new Uint8Array(randomBytes(200 * 200 * 3)));
    expect(large.length).toBeGreaterThan(100 * 1024);
    expectUploadRefused(await uploadFile(t, token, large, 'large.png'));
    expect(await readdir(uploadsDir())).toEqual([first.body.data.uploadImage.url.split('/').pop()]);
    expect(await uploadRows()).toBe(rows + 1);
    await stillWorks(first.body.data.uploadImage.id);
    expect((await uploadFile(t, token, PNG_1x1)).status).toBe(200);
  } finally {
    execFileSync('umount', [uploadsDir()]);
  }
});

it('still answers an image rendition when the disk is too full to store it', async () => {
  await rm(uploadsDir(), { recursive: true, force: true });
  await mkdir(uploadsDir(), { recursive: true });
  if (!mountTmpfs(uploadsDir(), '64k')) {
    console.warn('faults-uploads: skipped the rendition disk-full case, mounting a tmpfs is not permitted here');
    return;
  }
  try {
    // One flat colour: a 600x300 PNG of a few hundred bytes, with a 480 px rendition.
    const flat = await encodePng(600, 300, new Uint8Array(600 * 300 * 3).fill(90));
    const upload = await uploadFile(t, token, flat, 'flat.png');
    expect(upload.status).toBe(200);
    const id = upload.body.data.uploadImage.id as string;
    // Fill the disk: the write stops at the first byte that does not fit.
    await writeFile(join(uploadsDir(), 'filler'), randomBytes(128 * 1024)).catch(() => undefined);

    const response = await fetch(`${t.url}/uploads/${id}-480w.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await readdir(uploadsDir())).filter((name) => name.endsWith('.webp') || name.endsWith('.part'))).toEqual(
      [],
    );
  } finally {
    execFileSync('umount', [uploadsDir()]);
  }
});
