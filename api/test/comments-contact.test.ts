import { createPost } from './helpers/factories.js';
import { startSignedIn, startTestApp, type TestApp } from './helpers/test-app.js';

const ADD_COMMENT = `mutation ($postId: ID!, $input: CommentInput!) {
  addComment(postId: $postId, input: $input) { id name content createdAt }
}`;
const SEND_CONTACT = 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }';
const CONTACT_MESSAGES = '{ contactMessages(pageSize: 100) { items { id fullName email message createdAt } } }';
const POST_COMMENTS = 'query ($id: ID) { post(id: $id) { commentCount comments { id name content createdAt } } }';

const comment = (overrides: Record<string, string> = {}) => ({
  name: 'Reader',
  email: 'reader@example.com',
  content: 'Thank you for this post.',
  ...overrides,
});
const contact = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ann Reader',
  email: 'ann@example.com',
  message: 'Hello there',
  ...overrides,
});

/**
 * Comments here are published at once (moderation NONE), as they were before moderation existed:
 * holding them is moderation.test.ts's subject.
 */
async function publishAtOnce(app: TestApp, adminToken: string) {
  const result = await app.gql(
    'mutation { updateCommentSettings(input: { moderation: NONE }) { moderation } }',
    {},
    { token: adminToken },
  );
  expect(result.errors).toBeUndefined();
}

/** The app without per-IP limits: most tests send many comments and messages from 127.0.0.1. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  await publishAtOnce(t, token);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const storedComments = async () => {
  const rows = await t.app.orm.em.fork().getConnection().execute('select count(*) as n from comment');
  return Number(rows[0].n);
};

describe('addComment', () => {
  it('adds a comment to a published post and returns it without the e-mail', async () => {
    const post = await createPost(t, token);
    const before = Date.now();
    const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment({ name: '  Bea  ' }) });
    expect(result.errors).toBeUndefined();
    const added = result.data!.addComment;
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Bea',
      content: 'Thank you for this post.',
      createdAt: expect.any(String),
    });
    expect(new Date(added.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(result)).not.toContain('reader@example.com');
  });

  it('has no e-mail field on the Comment type', async () => {
    const asked = await t.gql('query ($id: ID) { post(id: $id) { comments { id email } } }', { id: '1' });
    expect(asked.status).toBe(400);
    expect(asked.data).toBeUndefined();
    expect(asked.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(asked.errors![0].message).toBe('Cannot query field "email" on type "Comment".');

    const type = await t.gql('{ __type(name: "Comment") { fields { name } } }');
    const fields = type.data!.__type.fields.map((field: { name: string }) => field.name);
    expect(fields.sort()).toEqual(['byAuthor', 'content', 'createdAt', 'id', 'name', 'replies', 'status']);
  });

  it("lists the post's comments newest first and counts them", async () => {
    const post = await createPost(t, token);
    const other = await createPost(t, token);
    const ids: string[] = [];
    for (const content of ['first', 'second', 'third']) {
      const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment({ content }) });
      ids.push(result.data!.addComment.id);
    }
    await t.gql(ADD_COMMENT, { postId: other.id, input: comment({ content: 'elsewhere' }) });

    const result = await t.gql(POST_COMMENTS, { id: post.id });
    expect(result.data!.post.commentCount).toBe(3);
    expect(result.data!.post.comments.map((c: { content: string }) => c.content)).toEqual(['third', 'second', 'first']);
    expect(result.data!.post.comments.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
    const dates = result.data!.post.comments.map((c: { createdAt: string }) => new Date(c.createdAt).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const otherResult = await t.gql(POST_COMMENTS, { id: other.id });
    expect(otherResult.data!.post.commentCount).toBe(1);
  });

  it('is FORBIDDEN when the post does not allow comments, and stores nothing', async () => {
    const post = await createPost(t, token, { allowComments: false });
    const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment() });
    expect(result.status).toBe(403);
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions?.code).toBe('FORBIDDEN');
    expect(await storedComments()).toBe(0);
  });

  it.each([
    ['a draft', { status: 'DRAFT' as const }],
    ['a scheduled post', { status: 'TO_PUBLISH' as const, date: new Date(Date.now() + 7 * 86400_000).toISOString() }],
  ])('is NOT_FOUND for %s, and stores nothing', async (_case, overrides) => {
    const post = await createPost(t, token, overrides);
    expect(post.status).toBe(overrides.status);
    const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment() });
    expect(result.status).toBe(404);
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions?.code).toBe('NOT_FOUND');
    expect(await storedComments()).toBe(0);
  });

  it.each(['987654', 'abc', '-1', '0'])('is NOT_FOUND for the unknown post id %j', async (postId) => {
    const result = await t.gql(ADD_COMMENT, { postId, input: comment() });
    expect(result.status).toBe(404);
    expect(result.errors![0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses blank name or content with BAD_USER_INPUT naming the fields', async () => {
    const post = await createPost(t, token);
    const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment({ name: '   ', content: ' \n ' }) });
    expect(result.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.errors![0].extensions?.fields).sort()).toEqual(['content', 'name']);
    expect(await storedComments()).toBe(0);
  });

  it('accepts many comments in a row when RATE_LIMITS is off', async () => {
    const post = await createPost(t, token);
    for (let i = 0; i < 6; i++) {
      const result = await t.gql(ADD_COMMENT, { postId: post.id, input: comment({ content: `comment ${i}` }) });
      expect(result.errors).toBeUndefined();
    }
    expect((await t.gql(POST_COMMENTS, { id: post.id })).data!.post.commentCount).toBe(6);
  });

  it('stores and returns the content as plain text, exactly as sent', async () => {
    const post = await createPost(t, token);
    const input = comment({ name: '<i>Bob</i> &amp; co', content: '<b>hi</b>' });
    const result = await t.gql(ADD_COMMENT, { postId: post.id, input });
    expect(result.data!.addComment).toMatchObject({ name: '<i>Bob</i> &amp; co', content: '<b>hi</b>' });

    const read = await t.gql(POST_COMMENTS, { id: post.id });
    expect(read.data!.post.comments[0]).toMatchObject({ name: '<i>Bob</i> &amp; co', content: '<b>hi</b>' });
  });
});

describe('sendContactMessage', () => {
  it('stores the message for the admin, newest first', async () => {
    for (const message of ['first message', 'second message']) {
      const result = await t.gql(SEND_CONTACT, { input: contact({ message }) });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ sendContactMessage: true });
    }
    const messages = await t.gql(CONTACT_MESSAGES, {}, { token });
    expect(messages.errors).toBeUndefined();
    expect(messages.data!.contactMessages.items).toEqual([
      expect.objectContaining({ fullName: 'Ann Reader', email: 'ann@example.com', message: 'second message' }),
      expect.objectContaining({ fullName: 'Ann Reader', email: 'ann@example.com', message: 'first message' }),
    ]);
  });

  it('refuses blank fields with BAD_USER_INPUT naming them, and stores nothing', async () => {
    const blank = await t.gql(SEND_CONTACT, { input: contact({ fullName: '   ', message: '\n\t ' }) });
    expect(blank.data).toBeNull();
    expect(blank.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(blank.errors![0].extensions?.fields).sort()).toEqual(['fullName', 'message']);

    const empty = await t.gql(SEND_CONTACT, { input: { fullName: '', email: '', message: '' } });
    expect(empty.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(empty.errors![0].extensions?.fields).sort()).toEqual(['email', 'fullName', 'message']);

    expect((await t.gql(CONTACT_MESSAGES, {}, { token })).data!.contactMessages.items).toEqual([]);
  });

  it('stores the message as plain text, exactly as sent', async () => {
    await t.gql(SEND_CONTACT, { input: contact({ fullName: '<b>Ann</b>', message: '<b>hi</b>' }) });
    const messages = await t.gql(CONTACT_MESSAGES, {}, { token });
    expect(messages.data!.contactMessages.items[0]).toMatchObject({ fullName: '<b>Ann</b>', message: '<b>hi</b>' });
  });
});

describe('rate limits (defaults)', () => {
  let limited: TestApp;
  let limitedToken: string;
  beforeAll(async () => {
    limited = await startTestApp();
    limitedToken = await limited.login();
    await publishAtOnce(limited, limitedToken);
  });
  afterAll(() => limited.close());

  const expectTooMany = (result: Awaited<ReturnType<TestApp['gql']>>, maxSeconds: number) => {
    expect(result.status).toBe(429);
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  it('refuses a second comment from the same IP within COMMENT_INTERVAL_SECONDS', async () => {
    const post = await createPost(limited, limitedToken);
    const other = await createPost(limited, limitedToken);
    const first = await limited.gql(ADD_COMMENT, { postId: post.id, input: comment() });
    expect(first.errors).toBeUndefined();

    expectTooMany(await limited.gql(ADD_COMMENT, { postId: post.id, input: comment({ content: 'again' }) }), 15);
    // The limit is per IP, not per post.
    expectTooMany(await limited.gql(ADD_COMMENT, { postId: other.id, input: comment({ content: 'there' }) }), 15);

    const read = await limited.gql(POST_COMMENTS, { id: post.id });
    expect(read.data!.post.commentCount).toBe(1);
    expect((await limited.gql(POST_COMMENTS, { id: other.id })).data!.post.commentCount).toBe(0);
  });

  it('refuses the 6th contact message in an hour (CONTACT_PER_HOUR 5)', async () => {
    for (let i = 1; i <= 5; i++) {
      const result = await limited.gql(SEND_CONTACT, { input: contact({ message: `message ${i}` }) });
      expect(result.errors).toBeUndefined();
    }
    expectTooMany(await limited.gql(SEND_CONTACT, { input: contact({ message: 'message 6' }) }), 3600);
    const messages = await limited.gql(CONTACT_MESSAGES, {}, { token: limitedToken });
    expect(messages.data!.contactMessages.items).toHaveLength(5);
  });
});
