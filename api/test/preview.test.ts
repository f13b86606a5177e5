import { createLogger } from '../src/logger.js';
import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// Draft previews: a short-lived link that shows one unpublished post to whoever opens it, on the
// reader site or through the API for an external front end, kept by no cache and no log.

const HOUR = 3_600_000;
let now = Date.now();
const logLines: string[] = [];
const logSink = { write: (line: string) => void logLines.push(line) };

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp(
    { RATE_LIMITS: 'off', PREVIEW_TTL_SECONDS: '3600' },
    { clock: () => new Date(now), log: createLogger('info', 'json', logSink) },
  );
  owner = await t.login();
});
afterAll(() => t?.close());

const LINK = 'mutation ($id: ID!) { createPreviewLink(postId: $id) { url token expiresAt } }';
const POST = 'query ($id: ID, $preview: String) { post(id: $id, preview: $preview) { id title status } }';

async function link(id: string) {
  const result = await t.gql<{ createPreviewLink: { url: string; token: string; expiresAt: string } }>(
    LINK,
    { id },
    { token: owner },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createPreviewLink;
}

test('the reader page of a draft opens with its link: marked private, noindex, never cached', async () => {
  const draft = await createPost(t, owner, { title: 'Not yet, my hour is not yet come', status: 'DRAFT' });
  const preview = await link(draft.id);
  expect(preview.url).toBe(`${t.url}/blogs/${draft.id}?preview=${preview.token}`);
  expect(Date.parse(preview.expiresAt) - now).toBeGreaterThan(HOUR - 2000);

  // Without the link the draft does not exist for readers.
  expect((await fetch(`${t.url}/blogs/${draft.id}`)).status).toBe(404);
  for (let i = 0; i < 2; i++) {
    const page = await fetch(preview.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Not yet, my hour is not yet come');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-cache')).not.toBe('HIT');
  }
  // The link works through GraphQL too (an external front end), over GET, never cached.
  const url = `${t.url}/graphql?query=${encodeURIComponent(POST)}&variables=${encodeURIComponent(
    JSON.stringify({ id: draft.id, preview: preview.token }),
  )}`;
  for (let i = 0; i < 2; i++) {
    const answer = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { post: { status: string } } }).data.post.status).toBe('DRAFT');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-cache')).not.toBe('HIT');
  }
});

test('a link opens only its own post, unaltered, until it expires', async () => {
  const draft = await createPost(t, owner, { title: 'Scheduled sermon', status: 'DRAFT' });
  const other = await createPost(t, owner, { title: 'Another draft', status: 'DRAFT' });
  const preview = await link(draft.id);
  const open = (id: string, token: string) => t.gql(POST, { id, preview: token });

  expect((await open(draft.id, preview.token)).data?.post.title).toBe('Scheduled sermon');
  const wrongPost = await open(other.id, preview.token);
  expect(wrongPost.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const altered = preview.token.slice(0, -2) + (preview.token.endsWith('AA') ? 'BB' : 'AA');
  expect((await open(draft.id, altered)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  // A session token of the owner is no preview token.
  expect((await open(draft.id, owner)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await fetch(`${t.url}/blogs/${draft.id}?preview=${altered}`)).status).not.toBe(200);

  now += HOUR + 1000;
  try {
    expect((await open(draft.id, preview.token)).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: expect.stringContaining('expired'),
    });
  } finally {
    now -= HOUR + 1000;
  }
});

test('the token never reaches the request log', async () => {
  const draft = await createPost(t, owner, { title: 'Quiet draft', status: 'DRAFT' });
  const preview = await link(draft.id);
  logLines.length = 0;
  await fetch(preview.url, { headers: { referer: preview.url } });
  await fetch(
    `${t.url}/graphql?query=${encodeURIComponent(POST)}&variables=${encodeURIComponent(
      JSON.stringify({ id: draft.id, preview: preview.token }),
    )}`,
    { headers: { 'apollo-require-preflight': 'true' } },
  );
  const lines = logLines.join('');
  expect(lines).toContain('preview');
  expect(lines).not.toContain(preview.token.split('.')[2]);
});

test('an external front end gets links at its own address', async () => {
  const external = await startTestApp({
    PREVIEW_URL_TEMPLATE: 'https://front.example/api/preview?token={token}&post={id}',
  });
  try {
    const token = await external.login();
    const draft = await createPost(external, token, { status: 'DRAFT' });
    const result = await external.gql(LINK, { id: draft.id }, { token });
    const { url, token: secret } = result.data!.createPreviewLink;
    expect(url).toBe(`https://front.example/api/preview?token=${encodeURIComponent(secret)}&post=${draft.id}`);
    expect((await external.gql(LINK, { id: '999999' }, { token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  } finally {
    await external.close();
  }
});
