import { request } from 'node:http';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG_1x1, uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

const UPLOAD_QUERY = 'mutation ($file: Upload!) { uploadImage(file: $file) { id url } }';

let t: TestApp;
let token: string;

// A small limit so "too large" needs only a few kilobytes; the 1x1 PNG is far below it.
beforeAll(async () => ({ t, token } = await startSignedIn({ UPLOAD_MAX_BYTES: '2048' })));
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await rm(join(t.dataDir, 'uploads'), { recursive: true, force: true });
});

/** Every entry of the uploads folder, temporary files included. */
const storedFiles = () => readdir(join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const uploadRows = async () => {
  const rows = await t.app.orm.em.fork().getConnection().execute('select count(*) as n from upload');
  return Number(rows[0].n);
};
const expectNothingStored = async () => {
  expect(await storedFiles()).toEqual([]);
  expect(await uploadRows()).toBe(0);
};

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

function multipartForm(bytes: Buffer, filename = 'image.png', type = 'image/png') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD_QUERY, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type }), filename);
  return form;
}

describe('uploadImage', () => {
  it('stores a PNG and serves it back with its real type, nosniff and the same bytes', async () => {
    const result = await uploadFile(t, token, PNG_1x1, 'pixel.png', 'image/png');
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    const image = result.body.data.uploadImage;
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      url: `/uploads/${image.id}.png`,
      width: 1,
      height: 1,
      mimeType: 'image/png',
      bytes: PNG_1x1.length,
    });
    expect(await storedFiles()).toEqual([`${image.id}.png`]);
    expect(await uploadRows()).toBe(1);

    const response = await fetch(`${t.url}${image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${image.id}.png"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('names the file after its detected type, not the name or type the client sent', async () => {
    const result = await uploadFile(t, token, PNG_1x1, 'photo.gif', 'image/gif');
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.uploadImage.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(result.body.data.uploadImage.mimeType).toBe('image/png');
  });

  it('refuses a text file renamed .png as UNSUPPORTED_MEDIA_TYPE and keeps nothing', async () => {
    const result = await uploadFile(t, token, Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png');
    expect(result.status).toBe(415);
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0].extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expectNothingStored();
  });

  it.each([
    ['as image/svg+xml', 'drawing.svg', 'image/svg+xml'],
    ['renamed .png', 'drawing.png', 'image/png'],
  ])('refuses an SVG sent %s as UNSUPPORTED_MEDIA_TYPE', async (_case, filename, type) => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
    );
    const result = await uploadFile(t, token, svg, filename, type);
    expect(result.status).toBe(415);
    expect(result.body.errors?.[0].extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expectNothingStored();
  });

  it('refuses an empty file as BAD_USER_INPUT', async () => {
    const result = await uploadFile(t, token, Buffer.alloc(0));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0].extensions?.fields).toHaveProperty('file');
    await expectNothingStored();
  });

  it.each([
    ['just over the limit', 2049],
    ['about 10 KB', 10 * 1024],
    ['1 MB', 1024 * 1024],
  ])('refuses a file %s (UPLOAD_MAX_BYTES 2048) as PAYLOAD_TOO_LARGE and keeps nothing', async (_case, size) => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(size - PNG_1x1.length, 7)]);
    const result = await uploadFile(t, token, big);
    expect(result.status).toBe(413);
    expect(result.body.data).toBeNull();
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors![0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(result.body.errors![0].message).toBe('The file is larger than the 2 KB limit');
    await expectNothingStored();
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const exact = Buffer.concat([PNG_1x1, Buffer.alloc(2048 - PNG_1x1.length, 0)]);
    const result = await uploadFile(t, token, exact);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.uploadImage.bytes).toBe(2048);
  });

  it('refuses an anonymous upload as UNAUTHENTICATED and keeps nothing', async () => {
    const result = await uploadFile(t, null, PNG_1x1);
    expect(result.status).toBe(401);
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await expectNothingStored();
  });
});

describe('CSRF prevention', () => {
  it('refuses a multipart request without a preflight header before storing anything', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: multipartForm(PNG_1x1),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/Apollo-Require-Preflight/);
    await expectNothingStored();
  });

  it('accepts the same multipart request with an x-apollo-operation-name header', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-apollo-operation-name': 'Upload' },
      body: multipartForm(PNG_1x1),
    });
    expect(response.status).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a GET query without a preflight header (and accepts it with one)', async () => {
    const url = `${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const blocked = await fetch(url);
    expect(blocked.status).toBe(400);
    expect(await blocked.text()).toMatch(/Cross-Site Request Forgery/i);

    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a POST sent as text/plain', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { createPost(input: { title: "CSRF", status: TO_PUBLISH }) { id } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/i);
    const posts = await t.gql('{ adminPosts { totalItems } }', {}, { token });
    expect(posts.data!.adminPosts.totalItems).toBe(0);
  });
});

describe('GET /uploads/:name', () => {
  it('answers 404 for unknown names and unaccepted extensions', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', 'nothing.txt', 'nothing', '.png']) {
      const response = await fetch(`${t.url}/uploads/${name}`);
      expect(response.status).toBe(404);
    }
  });

  it('serves a file of the uploads folder that is not an image as a download, never inline', async () => {
    // Files the server did not check: put in the folder by hand or by restoring someone's archive.
    const pages = {
      '11111111-1111-4111-8111-111111111111.png':
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
      '22222222-2222-4222-8222-222222222222.gif': '<!doctype html><html><body><script>alert(1)</script></body></html>',
      '33333333-3333-4333-8333-333333333333.jpg':
        '%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n',
    };
    await mkdir(join(t.dataDir, 'uploads'), { recursive: true });
    for (const [name, text] of Object.entries(pages)) await writeFile(join(t.dataDir, 'uploads', name), text);
    for (const [name, text] of Object.entries(pages)) {
      const response = await fetch(`${t.url}/uploads/${name}`);
      expect({
        name,
        status: response.status,
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        nosniff: response.headers.get('x-content-type-options'),
      }).toEqual({
        name,
        status: 200,
        type: 'application/octet-stream',
        disposition: `attachment; filename="${name}"`,
        nosniff: 'nosniff',
      });
      expect(await response.text()).toBe(text);
    }
  });

  it('shows an image inline with its real type even under another image extension', async () => {
    const name = '44444444-4444-4444-8444-444444444444.jpg';
    await mkdir(join(t.dataDir, 'uploads'), { recursive: true });
    await writeFile(join(t.dataDir, 'uploads', name), PNG_1x1);
    const response = await fetch(`${t.url}/uploads/${name}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
  });

  it('never serves files outside the uploads folder', async () => {
    // A file next to the uploads folder with an accepted extension, as a traversal target.
    await writeFile(join(t.dataDir, 'outside.png'), PNG_1x1);
    const attempts = [
      '/uploads/../outside.png',
      '/uploads/..%2Foutside.png',
      '/uploads/%2e%2e%2foutside.png',
      '/uploads/..%5Coutside.png',
      '/uploads/%2E%2E/outside.png',
      '/uploads/../jwt-secret',
      '/uploads/..%2Fjwt-secret',
    ];
    for (const path of attempts) {
      const response = await rawGet(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body).not.toContain('PNG');
      expect(response.body).not.toContain(t.app.deps.jwtSecret);
    }
  });
});
