import { createPost } from './helpers/factories.js';
import { startSignedIn, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t.close());

const ADMIN_POST = 'query ($id: ID!) { adminPost(id: $id) { content sections { content } } }';
const PUBLIC_POST = 'query ($id: ID) { post(id: $id) { content sections { content } } }';

/** Every HTML string readers and the editor get back for a post. */
async function storedHtml(id: string): Promise<string[]> {
  const admin = await t.gql(ADMIN_POST, { id }, { token });
  const reader = await t.gql(PUBLIC_POST, { id });
  expect(admin.errors).toBeUndefined();
  expect(reader.errors).toBeUndefined();
  return [admin.data!.adminPost, reader.data!.post].flatMap((post) => [
    post.content as string,
    ...post.sections.map((section: { content: string }) => section.content),
  ]);
}

describe('stored rich text', () => {
  const payloads = [
    '<p>Hello<script>alert("script")</script> world</p>',
    '<p>image <img src="x" onerror="alert(\'onerror\')"></p>',
    '<p onclick="alert(\'onclick\')">click me</p><p><b onmouseover="alert(1)">hover</b></p>',
    '<p><a href="javascript:alert(\'js\')">a</a> <a href="JaVaScRiPt:alert(1)">b</a> ' +
      '<a href="&#106;avascript:alert(1)">c</a> <a href=" javascript:alert(1)">d</a></p>',
    '<p>frame</p><iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p>svg data</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' +
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<svg onload="alert(1)"><circle /></svg><style>body { display: none }</style><object data="x.swf"></object>',
    '<form action="https://evil.example"><input name="password"></form><p style="background:url(javascript:alert(1))">s</p>',
  ];
  const forbidden = [
    /<script/i,
    /onerror/i,
    /onclick/i,
    /onmouseover/i,
    /onload/i,
    /javascript:/i,
    /<iframe/i,
    /data:image\/svg/i,
    /<svg/i,
    /<style/i,
    /<object/i,
    /<form/i,
    /<input/i,
    /alert\(/i,
  ];

  const expectClean = (htmls: string[]) => {
    for (const html of htmls) {
      for (const pattern of forbidden) expect({ html, match: pattern.test(html) }).toEqual({ html, match: false });
    }
  };

  it('removes scripts, event handlers, javascript: links, iframes and SVG images on createPost', async () => {
    const post = await createPost(t, token, { sections: payloads.map((content, i) => ({ title: `S${i}`, content })) });
    const htmls = await storedHtml(post.id);
    expect(htmls).toHaveLength(2 * (1 + payloads.length));
    expectClean(htmls);
    // The harmless text around the payloads is kept.
    const [content] = htmls;
    for (const text of ['Hello', 'world', 'click me', 'hover', 'frame', 'svg data']) expect(content).toContain(text);
  });

  it('also sanitizes on updatePost', async () => {
    const post = await createPost(t, token);
    const result = await t.gql(
      'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { sections { content } } }',
      {
        id: post.id,
        input: {
          title: post.title,
          status: 'TO_PUBLISH',
          version: post.version,
          sections: payloads.map((content) => ({ content })),
        },
      },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expectClean(await storedHtml(post.id));
  });

  it('keeps the markup the editor produces', async () => {
    const allowed =
      '<p><strong>bold</strong> <b>b</b> <em>it</em> <u>under</u></p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<p style="text-align:center"><a href="https://example.com/page?a=1&amp;b=2">web</a> ' +
      '<a href="mailto:someone@example.com">mail</a></p>' +
      '<p style="text-align:right"><span style="color:#cc0000">red</span> ' +
      '<span style="color:rgb(0, 128, 0)">green</span></p>' +
      '<p><img src="https://example.com/a.png" alt="A" /></p>';
    const post = await createPost(t, token, { sections: [{ title: 'Allowed', content: allowed }] });
    const htmls = await storedHtml(post.id);
    for (const html of htmls) expect(html).toBe(allowed);
  });

  it('keeps the safe part of a mixed element', async () => {
    const post = await createPost(t, token, {
      sections: [
        {
          content:
            '<p style="text-align:center;position:fixed" onclick="alert(1)">x</p>' +
            '<a href="https://example.com" onmouseover="alert(1)">y</a>',
        },
      ],
    });
    const [content] = await storedHtml(post.id);
    expect(content).toBe('<p style="text-align:center">x</p><a href="https://example.com">y</a>');
  });
});

describe('input bounds', () => {
  let publishedId: string;
  beforeAll(async () => {
    publishedId = (await createPost(t, token, { title: 'Bounds' })).id;
  });

  const CREATE = 'mutation ($input: PostInput!) { createPost(input: $input) { id sections { id } } }';
  const COMMENT =
    'mutation ($postId: ID!, $input: CommentInput!) { addComment(postId: $postId, input: $input) { id } }';
  const comment = (overrides: Record<string, string>) => ({
    name: 'Reader',
    email: 'reader@example.com',
    content: 'Nice post',
    ...overrides,
  });

  const expectFieldError = (result: Awaited<ReturnType<TestApp['gql']>>, field: string) => {
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors!;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.status).toBe(400);
    expect(Object.keys(error.extensions?.fields ?? {})).toContain(field);
    expect(error.extensions!.fields[field]).toContain(field);
    expect(error.message).toContain(field);
  };
  const adminPostCount = async () =>
    (await t.gql('{ adminPosts { totalItems } }', {}, { token })).data!.adminPosts.totalItems as number;

  it('refuses a title over 300 characters', async () => {
    const before = await adminPostCount();
    expectFieldError(await t.gql(CREATE, { input: { title: 'x'.repeat(301) } }, { token }), 'title');
    expect(await adminPostCount()).toBe(before);
    const atLimit = await t.gql(CREATE, { input: { title: 'x'.repeat(300) } }, { token });
    expect(atLimit.errors).toBeUndefined();
  });

  it('refuses section content over 200,000 characters', async () => {
    const tooLong = { title: 'Long', sections: [{ content: `<p>${'a'.repeat(200_000)}</p>` }] };
    expectFieldError(await t.gql(CREATE, { input: tooLong }, { token }), 'sections[0].content');
    const atLimit = { title: 'Long', sections: [{ content: `<p>${'a'.repeat(200_000 - 7)}</p>` }] };
    expect((await t.gql(CREATE, { input: atLimit }, { token })).errors).toBeUndefined();
  });

  it('refuses more than 100 sections', async () => {
    const sections = (n: number) => Array.from({ length: n }, (_, i) => ({ content: `<p>${i}</p>` }));
    expectFieldError(await t.gql(CREATE, { input: { title: 'Many', sections: sections(101) } }, { token }), 'sections');
    const atLimit = await t.gql(CREATE, { input: { title: 'Many', sections: sections(100) } }, { token });
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data!.createPost.sections).toHaveLength(100);
  });

  it('refuses comment content over 5,000 characters', async () => {
    expectFieldError(
      await t.gql(COMMENT, { postId: publishedId, input: comment({ content: 'c'.repeat(5001) }) }),
      'content',
    );
    const atLimit = await t.gql(COMMENT, { postId: publishedId, input: comment({ content: 'c'.repeat(5000) }) });
    expect(atLimit.errors).toBeUndefined();
  });

  it.each(['not-an-email', 'a@b', 'reader@example.com<script>', ''])('refuses the comment e-mail %j', async (email) => {
    expectFieldError(await t.gql(COMMENT, { postId: publishedId, input: comment({ email }) }), 'email');
  });

  it('refuses pageSize over 100 (public and admin lists)', async () => {
    expectFieldError(await t.gql('{ posts(pageSize: 101) { totalItems } }'), 'pageSize');
    expectFieldError(await t.gql('{ adminPosts(pageSize: 101) { totalItems } }', {}, { token }), 'pageSize');
    const atLimit = await t.gql('{ posts(pageSize: 100) { pageSize } }');
    expect(atLimit.data!.posts.pageSize).toBe(100);
  });
});

describe('query limits', () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await createPost(t, token, { title: 'Depth' })).id;
  });

  /** `post` with `levels` nested `translations` selections: its `id` is at depth levels + 1 (root field = 0). */
  const nested = (levels: number) =>
    `query ($id: ID) { post(id: $id) { ${'translations { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

  it('refuses a query nested deeper than 10 levels', async () => {
    const result = await t.gql(nested(10), { id: postId });
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors![0].message).toMatch(/exceeds maximum operation depth of 10/);
    expect(result.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const allowed = await t.gql(nested(9), { id: postId });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.post).toEqual({ translations: [] });
  });

  it('counts depth through fragments too', async () => {
    const fragment = `fragment Deep on Post { ${'translations { '.repeat(11)}id${' }'.repeat(11)} }`;
    const result = await t.gql(`query ($id: ID) { post(id: $id) { ...Deep } } ${fragment}`, { id: postId });
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toMatch(/depth/);
  });

  it('refuses more than 30 aliases in one operation', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const result = await t.gql(aliases(31));
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors![0].message).toBe('Too many aliases: at most 30 per operation');

    const allowed = await t.gql(aliases(30));
    expect(allowed.errors).toBeUndefined();
    expect(Object.keys(allowed.data!)).toHaveLength(30);
  });

  it('answers 400 to a malformed JSON body without leaking parser details', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ __typename }", ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Malformed JSON in the request body', code: 'BAD_USER_INPUT' });
  });
});

describe('health and GraphiQL', () => {
  it('GET /health answers 200 ok', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the GraphiQL page with same-origin scripts only', async () => {
    const response = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/gi)].map((match) => match[1]);
    const styles = [...html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/gi)].map((match) => match[1]);
    expect(scripts).toContain('/graphiql/graphiql.min.js');
    for (const src of [...scripts, ...styles]) {
      expect(src).toMatch(/^\/[^/]/);
      const asset = await fetch(`${t.url}${src}`);
      expect({ src, status: asset.status }).toEqual({ src, status: 200 });
      await asset.arrayBuffer();
    }
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });

  it('serves /graphiql/graphiql.min.js', async () => {
    const response = await fetch(`${t.url}/graphiql/graphiql.min.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});

describe('error masking', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startTestApp();
    // An internal failure clients must not learn about: the table behind the contact form is gone.
    await broken.app.orm.em.fork().getConnection().execute('drop table contact_message cascade');
  });
  afterAll(() => broken.close());

  it("answers 'Unexpected error' with a request id, and no SQL or stack", async () => {
    const response = await fetch(`${broken.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }',
        variables: { input: { fullName: 'Ann', email: 'ann@example.com', message: 'Hello' } },
      }),
    });
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error');
    expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.errors[0].extensions.requestId).toEqual(expect.any(String));
    expect(body.errors[0].extensions.requestId).toBe(response.headers.get('x-request-id'));
    expect(Object.keys(body.errors[0].extensions).sort()).toEqual(['code', 'requestId']);
    for (const leak of [/contact_message/i, /relation/i, /insert/i, /select/i, /stack/i, /\bat \S+ \(/, /\.ts:\d+/]) {
      expect({ leak: String(leak), found: leak.test(text) }).toEqual({ leak: String(leak), found: false });
    }
  });
});
