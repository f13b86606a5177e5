import { publicError } from '../src/common/public-error.js';
import { createPost, PNG_1x1, POST_FIELDS } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// Each kind of bad input once answered 500 or 503; each must answer a 4xx with a code.

let t: TestApp;
let token: string;
let postId: string;
beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  postId = (await createPost(t, token, { tags: ['faith'] })).id;
});
afterAll(() => t.close());

/** Calls the server; @returns status and the parsed JSON body. */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(await response.text()) };
}
const auth = () => ({ authorization: `Bearer ${token}` });

/** A REST 400 BAD_USER_INPUT naming `field`. */
function expectRestRefusal(result: { status: number; body: any }, field?: string) {
  expect({ status: result.status, code: result.body.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
  if (field) expect(Object.keys(result.body.fields ?? {})).toContain(field);
}

/** A GraphQL 400 whose first error is BAD_USER_INPUT naming `field`. */
function expectGraphqlRefusal(result: { status: number; body: any }, field: string) {
  expect(result.status).toBe(400);
  expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(Object.keys(result.body.errors[0].extensions.fields)).toContain(field);
}

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call('POST', '/graphql', { query, variables }, headers);

describe('lone surrogates', () => {
  it('answer 400 in a path parameter, percent-encoded either way', async () => {
    for (const path of ['/api/blogs/%uD800', '/api/blogs/%ED%A0%80', '/api/blogs/tag/%uD800']) {
      expectRestRefusal(await call('GET', path));
    }
  });

  it('answer 400 naming the e-mail field of a comment (the validator used to crash the formatter)', async () => {
    const result = await call('POST', `/api/comments/${postId}`, {
      name: 'Ann',
      email: '\ud800@example.com',
      content: 'Hello',
    });
    expectRestRefusal(result, 'email');
    const login = await gql('mutation ($e: String!) { login(email: $e, password: "x") { token } }', {
      e: 'a\udc00@b.co',
    });
    expectGraphqlRefusal(login, 'email');
  });

  it('answer 400 naming the search field', async () => {
    expectGraphqlRefusal(
      await gql('query ($s: String) { posts(search: $s) { totalItems } }', { s: 'grace\ud800' }),
      'search',
    );
  });
});

describe('NUL bytes', () => {
  it('answer 400 in a search or a tag, never "database unavailable"', async () => {
    expectRestRefusal(await call('GET', '/api/blogs?search=a%00b'), 'search');
    expectRestRefusal(await call('GET', '/api/blogs/tag/a%00b'), 'tag');
    expectGraphqlRefusal(
      await gql('query ($s: String!) { postsByTag(tag: $s) { totalCount } }', { s: 'a\u0000' }),
      'tag',
    );
  });

  it('answer 400 in a contact name, and are stripped from the message (free text)', async () => {
    const refused = await call('POST', '/api/contact', {
      fullName: 'Ann\u0000',
      email: 'ann@example.com',
      message: 'Hi',
    });
    expectRestRefusal(refused, 'fullName');
    const kept = await call('POST', '/api/contact', {
      fullName: 'Ann',
      email: 'ann@example.com',
      message: 'Line one\u0000\r\nline two\ud800\tend',
    });
    expect(kept.status).toBe(201);
    const [row] = await t.app.orm.em
      .fork()
      .getConnection()
      .execute('select message from contact_message order by id desc limit 1');
    expect(row.message).toBe('Line one\r\nline two\tend');
  });

  it('answer 400 in a section title, and are stripped from section HTML (free text)', async () => {
    const mutation = `mutation ($input: PostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
    const title = await gql(mutation, { input: { title: 'T', sections: [{ title: 'a\u0000', content: '' }] } }, auth());
    expectGraphqlRefusal(title, 'sections[0].title');
    const tag = await call('POST', '/api/admin/blogs', { title: 'T', tags: ['ok', 'b\u0001'] }, auth());
    expectRestRefusal(tag, 'tags[1]');
    const stripped = await gql(mutation, { input: { title: 'T', sections: [{ content: '<p>a\u0000b</p>' }] } }, auth());
    expect(stripped.status).toBe(200);
    expect(stripped.body.data.createPost.sections[0].content).toBe('<p>ab</p>');
  });
});

describe('cursors', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('answer 400 to a forged or truncated cursor on GET /api/blogs/tag/{tag}', async () => {
    const page = await call('GET', '/api/blogs/tag/faith?limit=1');
    expect(page.status).toBe(200);
    const forged = [
      cursor(['-271821-04-20T00:00:00.000Z', 1]),
      cursor(['+275760-09-13T00:00:00.000Z', 1]),
      cursor(['2024-01-01T00:00:00.000Z', 1e300]),
      cursor(['2024-01-01T00:00:00.000Z', 99999999999]),
      cursor(['2024', 1]),
      cursor({ date: '2024-01-01T00:00:00.000Z', id: 1 }),
      cursor(['2024-01-01T00:00:00.000Z', 1]).slice(0, -3),
      `${cursor(['2024-01-01T00:00:00.000Z', 1])}=`,
    ];
    for (const value of forged) {
      const result = await call('GET', `/api/blogs/tag/faith?cursor=${encodeURIComponent(value)}`);
      expect({ value, status: result.status, code: result.body.code }).toEqual({
        value,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
    }
  });
});

describe('uploads cut short', () => {
  const truncated = (field: string) => {
    const boundary = 'cut-short';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), PNG_1x1]),
      boundary,
    };
  };

  it('answer 400 on POST /api/uploads, in the file field or another one', async () => {
    for (const field of ['file', 'image']) {
      const { headers, body } = truncated(field);
      const response = await fetch(`${t.url}/api/uploads`, {
        method: 'POST',
        headers: { ...headers, ...auth() },
        body,
      });
      expectRestRefusal({ status: response.status, body: await response.json() }, 'file');
    }
    expect((await call('GET', '/health/ready')).status).toBe(200);
  });

  it('answer 400 on a GraphQL multipart upload', async () => {
    const boundary = 'cut-short';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const operations = JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadImage(file: $file) { id } }',
      variables: { file: null },
    });
    const body = Buffer.concat([
      Buffer.from(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.file'] }))),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\n`),
      PNG_1x1,
    ]);
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        ...auth(),
      },
      body,
    });
    const result = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.status).toBe(400);
    expect(result.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('operations GraphQL cannot run', () => {
  it('answer 400 BAD_REQUEST to an unknown operationName, without the library message', async () => {
    for (const operationName of ['Missing', '\ud800']) {
      const result = await call('POST', '/graphql', { query: 'query A { tags { tag } }', operationName });
      expect(result.status).toBe(400);
      expect(result.body.errors).toEqual([{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }]);
      expect(result.body.errors[0].message).not.toMatch(/Unknown operation|Missing|\ud800/);
    }
  });

  it('answer 400 BAD_REQUEST to a subscription', async () => {
    const result = await call('POST', '/graphql', { query: 'subscription { tags { tag } }' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(result.body.errors[0].message).not.toMatch(/Schema is not configured/);
  });
});

describe('database errors caused by input', () => {
  /** Runs SQL on the test database; @returns what it threw. */
  const failure = (sql: string, params: unknown[]) =>
    t.app.orm.em
      .fork()
      .getConnection()
      .execute(sql, params)
      .then(
        () => null,
        (error: unknown) => error,
      );

  it('are BAD_USER_INPUT, never SERVICE_UNAVAILABLE', async () => {
    for (const [sql, params] of [
      ['select ?::int as n', ['99999999999']],
      ['select ?::text as s', ['a\u0000b']],
      ['select ?::timestamptz as d', ['not a date']],
    ] as const) {
      const error = await failure(sql, [...params]);
      expect(error).not.toBeNull();
      expect({ sql, code: publicError(error)?.code }).toEqual({ sql, code: 'BAD_USER_INPUT' });
    }
    expect((await call('GET', '/health/ready')).status).toBe(200);
  });
});
