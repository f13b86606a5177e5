import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// Smaller WebP renditions of uploaded images, listed in `srcset` and made on their first request.
let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn()));
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await rm(join(t.dataDir, 'uploads'), { recursive: true, force: true });
});

/** A photo-like image (noise compresses badly, as photos do); a GIF is one flat colour (quick to encode). */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  const pixels =
    format === 'gif'
      ? { background: '#8a5a2b' }
      : { background: '#000', noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } };
  return sharp({ create: { width, height, channels: 3, ...pixels } })
    .toFormat(format)
    .toBuffer();
}

async function upload(bytes: Buffer, type: string) {
  const result = await uploadFile(t, token, bytes, `image.${type.split('/')[1]}`, type, 'id url width height srcset');
  expect(result.body.errors).toBeUndefined();
  return result.body.data.uploadImage as {
    id: string;
    url: string;
    width: number;
    height: number;
    srcset: string | null;
  };
}

async function get(path: string) {
  const response = await fetch(`${t.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const storedFiles = async () => (await readdir(join(t.dataDir, 'uploads'))).sort();

describe('image renditions', () => {
  it('lists a WebP rendition per width up to the original and serves each at that width', async () => {
    const image = await upload(await picture(1000, 600, 'png'), 'image/png');
    expect(image.srcset).toBe(`/uploads/${image.id}-480w.webp 480w, /uploads/${image.id}-800w.webp 800w`);
    const original = await get(image.url);
    for (const [width, height] of [
      [480, 288],
      [800, 480],
    ]) {
      const rendition = await get(`/uploads/${image.id}-${width}w.webp`);
      expect(rendition.status).toBe(200);
      expect(rendition.type).toBe('image/webp');
      expect(await sharp(rendition.bytes).metadata()).toMatchObject({ format: 'webp', width, height });
      expect(rendition.bytes.length).toBeLessThan(original.bytes.length);
      // Made once, then served from the stored file.
      expect((await get(`/uploads/${image.id}-${width}w.webp`)).bytes.equals(rendition.bytes)).toBe(true);
    }
    expect(await storedFiles()).toEqual([`${image.id}.png`, `${image.id}-480w.webp`, `${image.id}-800w.webp`].sort());
  });

  it('turns a JPEG into renditions too', async () => {
    const image = await upload(await picture(1300, 650, 'jpeg'), 'image/jpeg');
    expect(image.srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '800w', '1200w']);
    const rendition = await get(`/uploads/${image.id}-1200w.webp`);
    expect(await sharp(rendition.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });
  });

  it('answers 404 and stores nothing for a width it does not make, one wider than the original or an unknown id', async () => {
    const image = await upload(await picture(700, 400, 'png'), 'image/png');
    expect(image.srcset).toBe(`/uploads/${image.id}-480w.webp 480w`);
    for (const name of [
      `${image.id}-800w.webp`,
      `${image.id}-500w.webp`,
      `${image.id}-0480w.webp`,
      `00000000-0000-4000-8000-000000000000-480w.webp`,
    ])
      expect((await get(`/uploads/${name}`)).status).toBe(404);
    expect(await storedFiles()).toEqual([`${image.id}.png`]);
  });

  it('has no renditions for a GIF (it may be animated) or an image narrower than the narrowest one', async () => {
    const gif = await upload(await picture(900, 500, 'gif'), 'image/gif');
    const small = await upload(await picture(300, 200, 'png'), 'image/png');
    expect([gif.srcset, small.srcset]).toEqual([null, null]);
    expect((await get(`/uploads/${gif.id}-480w.webp`)).status).toBe(404);
  });

  it('serves one and the same rendition to many readers asking for it at the same moment, leaving no partial file', async () => {
    const image = await upload(await picture(1000, 600, 'png'), 'image/png');
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`/uploads/${image.id}-800w.webp`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    for (const answer of answers) expect(answer.bytes.equals(answers[0].bytes)).toBe(true);
    // No partial or temporary file is left behind.
    expect(await storedFiles()).toEqual([`${image.id}.png`, `${image.id}-800w.webp`].sort());
  });
});
