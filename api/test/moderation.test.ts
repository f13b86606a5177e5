import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Em } from '../src/db/orm.js';
import { systemClock } from '../src/common/clock.js';
import type { Comment } from '../src/modules/comment/comment.entity.js';
import { CommentService, type CommentNotifier } from '../src/modules/comment/comment.service.js';
import { CommentFormTokens } from '../src/modules/comment/form-token.js';
import { CommentModerationService } from '../src/modules/comment/moderation.service.js';
import { exportContent } from '../src/modules/content/export.js';
import { importContent } from '../src/modules/content/import.js';
import type { Post } from '../src/modules/post/post.entity.js';
import { createPost } from './helpers/factories.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// Comment moderation and spam defence over the real server: the moderation modes, each spam
// rule, what readers see (lists, counts, popular posts, cached answers), the owner's bulk
// actions, replies, who may moderate, and the REST mirrors.

let t: TestApp;
let owner: string;
/** How far the server's clock runs ahead of the machine's: form tokens need time to pass. */
let offset = 0;
const advance = (ms: number) => (offset += ms);

beforeAll(async () => {
  t = await startTestApp(
    { RATE_LIMITS: 'off', TRUST_PROXY_HOPS: '1', WEBHOOK_POLL_MS: '600000' },
    { clock: () => new Date(Date.now() + offset) },
  );
  owner = await t.login();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await settings({
    moderation: 'FIRST_TIME',
    closeAfterDays: null,
    maxLinks: 2,
    blockedWords: [],
    blockedEmailDomains: [],
    blockedIps: [],
  });
});

const SETTINGS_FIELDS = 'moderation closeAfterDays maxLinks blockedWords blockedEmailDomains blockedIps';
const ADMIN_FIELDS = 'id name email content createdAt status reasons byAuthor parentId post { id title }';
const PUBLIC_POST = `query ($id: ID) { post(id: $id) {
  commentCount commentsOpen comments { id name content status byAuthor replies { id name content status byAuthor } } } }`;

async function settings(input: Record<string, unknown>) {
  const result = await t.gql(
    `mutation ($input: CommentSettingsInput!) { updateCommentSettings(input: $input) { ${SETTINGS_FIELDS} } }`,
    { input },
    { token: owner },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.updateCommentSettings;
}

let commenters = 0;
const comment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Reader',
  email: `reader${++commenters}@example.com`,
  content: `A thoughtful comment number ${commenters}.`,
  ...overrides,
});

/** A form token for the post, then the time a person takes to write. */
async function formToken(postId: string, wait = 5000): Promise<string> {
  const result = await t.gql('query ($id: ID!) { commentFormToken(postId: $id) }', { id: postId });
  expect(result.errors).toBeUndefined();
  advance(wait);
  return result.data!.commentFormToken;
}

/** Posts a comment as a reader (through the web form: with a form token, unless given one). */
async function add(postId: string, input: Record<string, unknown> = {}, options: { ip?: string; token?: string } = {}) {
  const withToken = 'formToken' in input ? input : { ...input, formToken: await formToken(postId) };
  return t.gql(
    'mutation ($id: ID!, $input: CommentInput!) { addComment(postId: $id, input: $input) { id name content status byAuthor } }',
    { id: postId, input: comment(withToken) },
    { token: options.token, headers: options.ip ? { 'x-forwarded-for': options.ip } : {} },
  );
}

async function added(postId: string, input: Record<string, unknown> = {}, options: { ip?: string } = {}) {
  const result = await add(postId, input, options);
  expect(result.errors).toBeUndefined();
  return result.data!.addComment as { id: string; status: string; content: string };
}

/** The stored row of a comment: its real status and reasons. */
async function stored(id: string) {
  const [row] = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ status: string; reasons: string[] }[]>('select status, reasons from comment where id = ?', [Number(id)]);
  return row;
}

const publicPost = async (id: string) => {
  const result = await t.gql(PUBLIC_POST, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.post;
};

async function moderate(ids: string[], action: string, token = owner) {
  const result = await t.gql(
    `mutation ($ids: [ID!]!, $action: CommentAction!) { moderateComments(ids: $ids, action: $action) {
      comments { ${ADMIN_FIELDS} } deletedIds } }`,
    { ids, action },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.moderateComments as { comments: any[]; deletedIds: string[] };
}

async function list(args: Record<string, unknown> = {}, token = owner) {
  const result = await t.gql(
    `query ($status: CommentStatus, $postId: ID, $search: String, $page: Int, $pageSize: Int) {
      comments(status: $status, postId: $postId, search: $search, page: $page, pageSize: $pageSize) {
        items { ${ADMIN_FIELDS} } page pageSize totalItems totalPages counts { all pending approved spam trash } } }`,
    args,
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.comments;
}

async function issueToken(scopes: string[]) {
  const result = await t.gql(
    'mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }',
    { input: { name: `moderation ${scopes.join(' ') || 'none'}`, scopes } },
    { token: owner },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createApiToken.secret as string;
}

describe('comment settings', () => {
  it('defaults to first-time moderation, no closing, two links and an empty blocklist', async () => {
    await t.app.orm.em.fork().getConnection().execute('update site_settings set comment_settings = null');
    const result = await t.gql(`{ commentSettings { ${SETTINGS_FIELDS} } }`, {}, { token: owner });
    expect(result.data!.commentSettings).toEqual({
      moderation: 'FIRST_TIME',
      closeAfterDays: null,
      maxLinks: 2,
      blockedWords: [],
      blockedEmailDomains: [],
      blockedIps: [],
    });
  });

  it('keeps the fields left out, cleans the lists and refuses bad values with 400', async () => {
    await settings({ blockedWords: [' Casino ', 'casino', ''], blockedEmailDomains: ['@Spam.Example'] });
    const kept = await settings({ maxLinks: 5 });
    expect(kept).toMatchObject({ maxLinks: 5, blockedWords: ['casino'], blockedEmailDomains: ['spam.example'] });
    for (const [input, field] of [
      [{ maxLinks: 500 }, 'maxLinks'],
      [{ closeAfterDays: -1 }, 'closeAfterDays'],
      [{ blockedEmailDomains: ['not a domain'] }, 'blockedEmailDomains'],
      [{ blockedIps: ['300.1.2.3'] }, 'blockedIps'],
      [{ blockedWords: ['x'.repeat(101)] }, 'blockedWords'],
    ] as const) {
      const result = await t.gql(
        'mutation ($input: CommentSettingsInput!) { updateCommentSettings(input: $input) { maxLinks } }',
        { input },
        { token: owner },
      );
      expect(result.status).toBe(400);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Object.keys(result.errors![0].extensions!.fields)).toContain(field);
    }
  });

  it('closes comments on posts older than closeAfterDays', async () => {
    const old = await createPost(t, owner, { date: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    const recent = await createPost(t, owner);
    await settings({ closeAfterDays: 5, moderation: 'NONE' });
    expect((await publicPost(old.id)).commentsOpen).toBe(false);
    expect((await publicPost(recent.id)).commentsOpen).toBe(true);
    const refused = await add(old.id);
    expect(refused.status).toBe(403);
    expect(refused.errors![0].message).toBe('Comments are closed for this post');
    expect((await added(recent.id)).status).toBe('APPROVED');
    await settings({ closeAfterDays: 0 });
    expect((await added(old.id)).status).toBe('APPROVED');
  });
});

describe('moderation modes', () => {
  it('first-time: holds a new commenter until one of their comments is approved', async () => {
    const post = await createPost(t, owner);
    const first = await added(post.id, { email: 'ruth@example.com' });
    expect(first.status).toBe('PENDING');
    expect((await stored(first.id)).reasons).toEqual(['first-time']);
    expect((await added(post.id, { email: 'ruth@example.com' })).status).toBe('PENDING');

    await moderate([first.id], 'APPROVE');
    const again = await added(post.id, { email: 'RUTH@example.com' });
    expect(again.status).toBe('APPROVED');
    expect((await stored(again.id)).reasons).toEqual([]);
  });

  it('all: holds every comment, known commenters too', async () => {
    const post = await createPost(t, owner);
    await moderate([(await added(post.id, { email: 'known@example.com' })).id], 'APPROVE');
    await settings({ moderation: 'ALL' });
    const held = await added(post.id, { email: 'known@example.com' });
    expect(held.status).toBe('PENDING');
    expect((await stored(held.id)).reasons).toEqual(['moderation-all']);
  });

  it('none: publishes at once; without a form token it is only noted', async () => {
    const post = await createPost(t, owner);
    await settings({ moderation: 'NONE' });
    expect((await added(post.id)).status).toBe('APPROVED');
    const bare = await added(post.id, { formToken: undefined });
    expect(bare.status).toBe('APPROVED');
    expect((await stored(bare.id)).reasons).toEqual(['no-form-token']);
  });

  it('holds a comment sent without a form token (API callers) unless moderation is off', async () => {
    const post = await createPost(t, owner);
    await moderate([(await added(post.id, { email: 'regular@example.com' })).id], 'APPROVE');
    const bare = await added(post.id, { email: 'regular@example.com', formToken: undefined });
    expect(bare.status).toBe('PENDING');
    expect((await stored(bare.id)).reasons).toEqual(['no-form-token']);
  });

  it('approves at once what the owner or a comments:moderate token posts', async () => {
    const post = await createPost(t, owner);
    const moderator = await issueToken(['COMMENTS_MODERATE']);
    for (const token of [owner, moderator]) {
      const result = await add(post.id, { formToken: undefined }, { token });
      expect(result.data!.addComment.status).toBe('APPROVED');
    }
  });
});

describe('spam rules', () => {
  beforeEach(() => settings({ moderation: 'NONE' }));

  it('files a filled honeypot as spam, answering as for a held comment', async () => {
    const post = await createPost(t, owner);
    const result = await added(post.id, { homepage: 'http://spam.example' });
    expect(result.status).toBe('PENDING');
    expect(await stored(result.id)).toEqual({ status: 'spam', reasons: ['honeypot'] });
  });

  it('files a form sent within 3 seconds of its token as spam (too-fast)', async () => {
    const post = await createPost(t, owner);
    const quick = await added(post.id, { formToken: await formToken(post.id, 1000) });
    expect(quick.status).toBe('PENDING');
    expect(await stored(quick.id)).toEqual({ status: 'spam', reasons: ['too-fast'] });
    const calm = await added(post.id, { formToken: await formToken(post.id, 3500) });
    expect(calm.status).toBe('APPROVED');
  });

  it('files forged tokens, and tokens for another post, as spam', async () => {
    const post = await createPost(t, owner);
    const other = await createPost(t, owner);
    const genuine = await formToken(post.id);
    const [id, issued, signature] = genuine.split('.');
    const forgeries = [
      `${id}.${Number(issued) - 60_000}.${signature}`,
      `${id}.${issued}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'not a token',
      await formToken(other.id),
    ];
    for (const forged of forgeries) {
      const result = await added(post.id, { formToken: forged });
      expect(result.status).toBe('PENDING');
      expect(await stored(result.id)).toEqual({ status: 'spam', reasons: ['bad-form-token'] });
    }
    const unknown = await t.gql('query { commentFormToken(postId: "999999") }');
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('refuses the same text on the same post within 24 hours with 409', async () => {
    const post = await createPost(t, owner);
    const other = await createPost(t, owner);
    await added(post.id, { content: 'Amen to   that.' });
    const again = await add(post.id, { content: '  AMEN to that. ' });
    expect(again.status).toBe(409);
    expect(again.errors![0]).toMatchObject({
      message: 'You have already posted this comment.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await added(other.id, { content: 'Amen to that.' })).status).toBe('APPROVED');
    await t.app.orm.em
      .fork()
      .getConnection()
      .execute(`update comment set created_at = created_at - interval '25 hours'`);
    expect((await added(post.id, { content: 'Amen to that.' })).status).toBe('APPROVED');
  });

  it('holds a comment with more links than allowed', async () => {
    const post = await createPost(t, owner);
    const two = 'See https://a.example and www.b.example for more.';
    expect((await added(post.id, { content: two })).status).toBe('APPROVED');
    const three = await added(post.id, { content: `${two} Also http://c.example/page` });
    expect(await stored(three.id)).toEqual({ status: 'pending', reasons: ['links'] });
  });

  it('files blocked words, e-mail domains and addresses as spam', async () => {
    const post = await createPost(t, owner);
    await settings({
      blockedWords: ['cheap pills'],
      blockedEmailDomains: ['spam.example'],
      blockedIps: ['203.0.113.0/24', '2001:db8::1'],
    });
    const word = await added(post.id, { content: 'Buy CHEAP pills now' });
    expect(await stored(word.id)).toEqual({ status: 'spam', reasons: ['blocklist:word'] });
    // Whole words only: "cheap pillsbury" is someone else's business.
    expect((await added(post.id, { content: 'cheap pillsbury dough' })).status).toBe('APPROVED');
    const domain = await added(post.id, { email: 'bot@mail.spam.example' });
    expect(await stored(domain.id)).toEqual({ status: 'spam', reasons: ['blocklist:domain'] });
    expect((await added(post.id, { email: 'someone@notspam.example' })).status).toBe('APPROVED');
    for (const ip of ['203.0.113.77', '2001:db8::1']) {
      const blocked = await added(post.id, {}, { ip });
      expect(await stored(blocked.id)).toEqual({ status: 'spam', reasons: ['blocklist:ip'] });
    }
    expect((await added(post.id, {}, { ip: '198.51.100.1' })).status).toBe('APPROVED');
  });

  it('holds comments mostly outside the Latin script, and only those', async () => {
    const post = await createPost(t, owner);
    const cyrillic = await added(post.id, { content: 'Очень хороший пост, спасибо большое!' });
    expect(await stored(cyrillic.id)).toEqual({ status: 'pending', reasons: ['script'] });
    const french = await added(post.id, { content: 'Très beau texte, merci ! Ça m’a touché.' });
    expect(french.status).toBe('APPROVED');
    const mixed = await added(post.id, { content: 'Thank you so much for this lovely post (спасибо)' });
    expect(mixed.status).toBe('APPROVED');
  });

  it('records every rule that acted', async () => {
    const post = await createPost(t, owner);
    await settings({ moderation: 'FIRST_TIME', blockedWords: ['casino'] });
    const result = await added(post.id, {
      homepage: 'x',
      content: 'casino http://a.example http://b.example http://c.example',
    });
    expect(await stored(result.id)).toEqual({
      status: 'spam',
      reasons: ['honeypot', 'blocklist:word', 'links', 'first-time'],
    });
  });
});

describe('what readers see', () => {
  it('shows only approved comments in lists, counts and popular posts; an approval shows at once', async () => {
    const quiet = await createPost(t, owner, { title: 'Quiet' });
    const busy = await createPost(t, owner, { title: 'Busy' });
    await moderate([(await added(quiet.id)).id], 'APPROVE');
    const held = [await added(busy.id), await added(busy.id)];
    expect(held.map((c) => c.status)).toEqual(['PENDING', 'PENDING']);

    const popular = async () =>
      (await t.gql('{ popularPosts(limit: 2) { title commentCount } }')).data!.popularPosts.map((p: any) => p.title);
    expect(await popular()).toEqual(['Quiet', 'Busy']);
    expect(await publicPost(busy.id)).toMatchObject({ commentCount: 0, comments: [] });
    const rest = async () => {
      const response = await fetch(`${t.url}/api/blogs/${busy.id}`);
      return { cache: response.headers.get('x-cache'), body: (await response.json()) as any };
    };
    expect((await rest()).body.comments).toEqual([]);
    expect((await rest()).cache).toBe('HIT');
    expect((await t.gql('{ pendingCommentCount }', {}, { token: owner })).data!.pendingCommentCount).toBe(2);

    await moderate(
      held.map((c) => c.id),
      'APPROVE',
    );
    const after = await rest();
    expect(after.cache).toBe('MISS');
    expect(after.body.commentCount).toBe(2);
    expect(after.body.comments.map((c: any) => c.status)).toEqual(['approved', 'approved']);
    expect(await popular()).toEqual(['Busy', 'Quiet']);
    expect((await t.gql('{ pendingCommentCount }', {}, { token: owner })).data!.pendingCommentCount).toBe(0);
  });

  it('tells a notifier about held comments only, inside the transaction that stores them', async () => {
    const post = await createPost(t, owner);
    const told: { comment: number; post: number; inTransaction: boolean }[] = [];
    const notifier: CommentNotifier = {
      async commentHeld(em: Em, held: Comment, on: Post) {
        told.push({ comment: held.id, post: on.id, inTransaction: em.isInTransaction() });
      },
    };
    const em = t.app.orm.em.fork() as Em;
    const service = new CommentService(em, () => new Date(Date.now() + offset), undefined, {
      notifier,
      formTokens: new CommentFormTokens('test key'),
    });
    const input = (content: string, extra: Record<string, unknown> = {}) =>
      Object.assign({ name: 'Ann', email: 'ann@example.com', content }, extra) as never;
    const held = await service.add(post.id, input('Held for a first-timer'));
    await service.add(post.id, input('Spam', { homepage: 'filled' }));
    await settings({ moderation: 'NONE' });
    await service.add(post.id, input('Published at once'), { trusted: true });
    expect(told).toEqual([{ comment: held.id, post: Number(post.id), inTransaction: true }]);
  });
});

describe('moderation actions', () => {
  it('lists by status, post and search, with counts per status', async () => {
    const post = await createPost(t, owner, { title: 'Psalm 23' });
    const other = await createPost(t, owner);
    const a = await added(post.id, { content: 'The Lord is my shepherd', email: 'david@example.com' });
    const b = await added(post.id, { content: '100% sure_ about it' });
    const c = await added(other.id, { content: 'Elsewhere' });
    await moderate([b.id], 'APPROVE');
    await moderate([c.id], 'SPAM');

    const all = await list();
    expect(all.items.map((item: any) => item.id)).toEqual([b.id, a.id]);
    expect(all.counts).toEqual({ all: 2, pending: 1, approved: 1, spam: 1, trash: 0 });
    expect(all.items[1]).toMatchObject({
      email: 'david@example.com',
      status: 'PENDING',
      reasons: ['first-time'],
      post: { id: post.id, title: 'Psalm 23' },
      parentId: null,
      byAuthor: false,
    });
    expect((await list({ status: 'SPAM' })).items.map((item: any) => item.id)).toEqual([c.id]);
    expect((await list({ postId: other.id })).counts).toEqual({ all: 0, pending: 0, approved: 0, spam: 1, trash: 0 });
    expect((await list({ search: 'DAVID@' })).items.map((item: any) => item.id)).toEqual([a.id]);
    // Wildcards are text: "%" and "_" match themselves only.
    expect((await list({ search: '0% sure_' })).items.map((item: any) => item.id)).toEqual([b.id]);
    expect((await list({ search: '_' })).items.map((item: any) => item.id)).toEqual([b.id]);
    expect((await list({ page: 2, pageSize: 1 })).items.map((item: any) => item.id)).toEqual([a.id]);

    const bad = await t.gql('{ comments(search: "' + 'x'.repeat(201) + '") { totalItems } }', {}, { token: owner });
    expect(bad.status).toBe(400);
    const badPost = await t.gql('{ comments(postId: "abc") { totalItems } }', {}, { token: owner });
    expect(badPost.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { postId: expect.any(String) },
    });
  });

  it('trashes and restores to the status before, un-spams to approved, and deletes for good', async () => {
    const post = await createPost(t, owner);
    const [pending, approved, spam] = [await added(post.id), await added(post.id), await added(post.id)];
    await moderate([approved.id], 'APPROVE');
    await moderate([spam.id], 'SPAM');

    const trashed = await moderate([pending.id, approved.id, spam.id], 'TRASH');
    expect(trashed.comments.map((c) => c.status)).toEqual(['TRASH', 'TRASH', 'TRASH']);
    expect((await publicPost(post.id)).commentCount).toBe(0);
    // Trashing again keeps the status to restore.
    await moderate([approved.id], 'TRASH');
    const restored = await moderate([pending.id, approved.id, spam.id], 'RESTORE');
    expect(restored.comments.map((c) => c.status)).toEqual(['PENDING', 'APPROVED', 'SPAM']);
    expect((await publicPost(post.id)).commentCount).toBe(1);

    // NOT_SPAM and RESTORE leave the comments they do not apply to as they are.
    expect((await moderate([pending.id, spam.id], 'NOT_SPAM')).comments.map((c) => c.status)).toEqual([
      'PENDING',
      'APPROVED',
    ]);
    expect((await moderate([pending.id], 'RESTORE')).comments[0].status).toBe('PENDING');
    expect((await moderate([approved.id], 'UNAPPROVE')).comments[0].status).toBe('PENDING');

    const reply = await t.gql(
      `mutation ($id: ID!) { replyToComment(id: $id, content: "Thank you") { id } }`,
      { id: spam.id },
      { token: owner },
    );
    const deleted = await moderate([spam.id, '999999'], 'DELETE');
    expect(deleted).toEqual({ comments: [], deletedIds: [spam.id, reply.data!.replyToComment.id] });
    expect((await list({})).counts).toEqual({ all: 2, pending: 2, approved: 0, spam: 0, trash: 0 });
  });

  it('refuses malformed or too many ids with 400', async () => {
    for (const ids of [[], ['abc'], Array.from({ length: 201 }, (_, i) => String(i + 1))]) {
      const result = await t.gql(
        'mutation ($ids: [ID!]!) { moderateComments(ids: $ids, action: APPROVE) { deletedIds } }',
        { ids },
        { token: owner },
      );
      expect(result.status).toBe(400);
      expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('empties trash older than 30 days', async () => {
    const post = await createPost(t, owner);
    const [old, recent] = [await added(post.id), await added(post.id)];
    await moderate([old.id, recent.id], 'TRASH');
    const em = t.app.orm.em.fork() as Em;
    await em
      .getConnection()
      .execute(`update comment set trashed_at = now() - interval '31 days' where id = ?`, [Number(old.id)]);
    const service = new CommentModerationService(em, systemClock);
    expect(await service.pruneTrash()).toBe(1);
    expect(await service.pruneTrash()).toBe(0);
    expect((await list({ status: 'TRASH' })).items.map((c: any) => c.id)).toEqual([recent.id]);
  });

  it('edits the text of a comment', async () => {
    const post = await createPost(t, owner);
    const target = await added(post.id);
    const edit = (content: string) =>
      t.gql(
        'mutation ($id: ID!, $content: String!) { updateComment(id: $id, content: $content) { id content } }',
        { id: target.id, content },
        { token: owner },
      );
    expect((await edit('  Edited text ')).data!.updateComment).toEqual({ id: target.id, content: 'Edited text' });
    expect((await edit('   ')).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const missing = await t.gql('mutation { updateComment(id: "999999", content: "x") { id } }', {}, { token: owner });
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('replies', () => {
  it("threads the author's replies one level under the top-level comment, oldest first", async () => {
    const post = await createPost(t, owner);
    await t.gql('mutation { updateSiteSettings(input: { authorName: "Miriam" }) { siteName } }', {}, { token: owner });
    const top = await added(post.id, { content: 'A question about verse 3' });
    const reply = (id: string, content: string) =>
      t.gql(
        `mutation ($id: ID!, $content: String!) { replyToComment(id: $id, content: $content) { ${ADMIN_FIELDS} } }`,
        { id, content },
        { token: owner },
      );
    const first = (await reply(top.id, 'Good question.')).data!.replyToComment;
    expect(first).toMatchObject({ name: 'Miriam', status: 'APPROVED', byAuthor: true, parentId: top.id });
    // Answering a pending comment publishes the exchange.
    expect((await stored(top.id)).status).toBe('approved');
    const second = (await reply(first.id, 'And another thought.')).data!.replyToComment;
    expect(second.parentId).toBe(top.id);

    const read = await publicPost(post.id);
    expect(read.commentCount).toBe(3);
    expect(read.comments).toHaveLength(1);
    expect(read.comments[0].replies.map((r: any) => [r.content, r.byAuthor])).toEqual([
      ['Good question.', true],
      ['And another thought.', true],
    ]);

    // A reply under a hidden comment is hidden and not counted.
    await moderate([top.id], 'UNAPPROVE');
    expect(await publicPost(post.id)).toMatchObject({ commentCount: 0, comments: [] });
    await moderate([top.id], 'SPAM');
    const refused = await reply(top.id, 'No');
    expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await reply('999999', 'No')).errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('who may moderate', () => {
  const OPERATIONS = [
    '{ comments { totalItems } }',
    '{ pendingCommentCount }',
    'mutation { moderateComments(ids: ["1"], action: APPROVE) { deletedIds } }',
    'mutation { updateComment(id: "1", content: "x") { id } }',
    'mutation { replyToComment(id: "1", content: "x") { id } }',
  ];

  it('refuses anonymous callers (401) and tokens without comments:moderate (403), admits tokens with it', async () => {
    const post = await createPost(t, owner);
    const target = await added(post.id);
    const writer = await issueToken(['CONTENT_WRITE', 'DRAFTS_READ']);
    const moderator = await issueToken(['COMMENTS_MODERATE']);
    for (const operation of OPERATIONS) {
      const query = operation.replaceAll('"1"', `"${target.id}"`);
      const anonymous = await t.gql(query);
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const lacking = await t.gql(query, {}, { token: writer });
      expect(lacking.status).toBe(403);
      expect(lacking.errors![0].message).toBe('This API token lacks the scope comments:moderate');
      expect((await t.gql(query, {}, { token: moderator })).errors).toBeUndefined();
    }
    // The rules themselves are the owner's alone.
    const settingsByToken = await t.gql('{ commentSettings { maxLinks } }', {}, { token: moderator });
    expect(settingsByToken.status).toBe(403);
  });
});

describe('REST mirrors', () => {
  const rest = async (method: string, path: string, body?: unknown, token: string | null = owner) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  it('posts through POST /api/comments/{id} with a status, and moderates under /api/admin/comments', async () => {
    const post = await createPost(t, owner);
    const created = await rest(
      'POST',
      `/comments/${post.id}`,
      { name: 'Ann', email: 'ann@example.com', content: 'Hi' },
      null,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Ann',
      content: 'Hi',
      createdAt: expect.any(String),
      status: 'pending',
      byAuthor: false,
    });
    const id = created.body.id;
    expect(
      (await rest('POST', `/comments/${post.id}`, { name: 'Ann', email: 'ann@example.com', content: 'hi' }, null))
        .status,
    ).toBe(409);

    const listed = await rest('GET', `/admin/comments?status=pending&postId=${post.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.comments).toEqual([
      expect.objectContaining({
        id,
        email: 'ann@example.com',
        status: 'pending',
        reasons: ['no-form-token', 'first-time'],
      }),
    ]);
    expect(listed.body.counts.pending).toBe(1);
    expect((await rest('GET', '/admin/comments?status=wrong')).status).toBe(400);
    expect((await rest('GET', '/admin/comments', undefined, null)).status).toBe(401);
    expect((await rest('GET', '/admin/comments/pending-count')).body).toEqual({ count: 1 });

    const approved = await rest('POST', '/admin/comments/moderate', { ids: [Number(id)], action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ comments: [{ id, status: 'approved' }], deletedIds: [] });
    expect((await rest('POST', '/admin/comments/moderate', { ids: [id], action: 'bless' })).status).toBe(400);

    expect((await rest('PUT', `/admin/comments/${id}`, { content: 'Hello' })).body).toMatchObject({ content: 'Hello' });
    const replied = await rest('POST', `/admin/comments/${id}/replies`, { content: 'Welcome!' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({ byAuthor: true, parentId: id, status: 'approved' });

    const page = await rest('GET', `/blogs/${post.id}`, undefined, null);
    expect(page.body.comments).toEqual([
      expect.objectContaining({
        id,
        content: 'Hello',
        status: 'approved',
        replies: [expect.objectContaining({ content: 'Welcome!', byAuthor: true, status: 'approved' })],
      }),
    ]);

    expect((await rest('DELETE', `/admin/comments/${id}`)).status).toBe(204);
    expect((await rest('DELETE', `/admin/comments/${id}`)).status).toBe(404);
    expect((await rest('GET', `/blogs/${post.id}`, undefined, null)).body.commentCount).toBe(0);
  });
});

describe('webhooks', () => {
  it('queues comment.created only when a comment becomes public, once', async () => {
    const post = await createPost(t, owner);
    const em = t.app.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into webhook_endpoint (url, events, secret, created_at) values ('https://hooks.example/c', '{comment.created}', 'whsec_x', now())`,
      );
    const queued = async () => {
      const rows = await em
        .getConnection()
        .execute<{ payload: { data: { id: string } } }[]>(
          `select payload from webhook_delivery where event_type = 'comment.created' order by id`,
        );
      return rows.map((row) => row.payload.data.id);
    };
    const held = await added(post.id);
    const spam = await added(post.id, { homepage: 'x' });
    expect(await queued()).toEqual([]);
    await moderate([held.id], 'APPROVE');
    await moderate([held.id], 'UNAPPROVE');
    await moderate([held.id], 'APPROVE');
    expect(await queued()).toEqual([held.id]);
    await settings({ moderation: 'NONE' });
    const open = await added(post.id);
    expect(await queued()).toEqual([held.id, open.id]);
    expect(await queued()).not.toContain(spam.id);
    await em.getConnection().execute('delete from webhook_endpoint');
  });
});

describe('content bundles', () => {
  it("carry each comment's status, reasons, author flag, thread and trash state through export and import", async () => {
    const post = await createPost(t, owner, { slug: 'bundled-post' });
    const top = await added(post.id, { content: 'Top-level' });
    const spam = await added(post.id, { homepage: 'x', content: 'Spam' });
    const trashed = await added(post.id, { content: 'Trashed' });
    await t.gql(
      'mutation ($id: ID!) { replyToComment(id: $id, content: "Reply") { id } }',
      { id: top.id },
      { token: owner },
    );
    await moderate([trashed.id], 'TRASH');
    const dir = await mkdtemp(join(tmpdir(), 'moderation-bundle-'));
    const file = join(dir, 'site.json');
    const target = await startTestApp();
    try {
      await exportContent(t.app.orm, t.app.deps.storage, file);
      const report = await importContent(
        {
          orm: target.app.orm,
          storage: target.app.deps.storage,
          uploadMaxBytes: target.app.deps.config.uploadMaxBytes,
        },
        file,
      );
      expect(report.problems).toEqual([]);
      const rows = async (app: TestApp) =>
        app.app.orm.em
          .fork()
          .getConnection()
          .execute(
            `select c.content, c.status, c.reasons, c.by_author, c.status_before_trash, p.content as parent
               from comment c left join comment p on p.id = c.parent_id order by c.content`,
          );
      const before = await rows(t);
      expect(before.map((row: any) => row.content)).toEqual(['Reply', 'Spam', 'Top-level', 'Trashed']);
      expect(await rows(target)).toEqual(before);
      expect(before.find((row: any) => row.content === 'Reply')).toMatchObject({
        parent: 'Top-level',
        by_author: true,
      });
      expect(before.find((row: any) => row.content === 'Trashed')).toMatchObject({
        status: 'trash',
        status_before_trash: 'pending',
      });
      expect(spam.status).toBe('PENDING');
    } finally {
      await target.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('invariant', () => {
  type Status = 'pending' | 'approved' | 'spam' | 'trash';
  interface Model {
    id: string;
    parent: string | null;
    status: Status;
    before: Status | null;
  }
  const ACTIONS = ['APPROVE', 'UNAPPROVE', 'SPAM', 'NOT_SPAM', 'TRASH', 'RESTORE'] as const;

  /** The model of one action on one comment (the documented rules). */
  function apply(comment: Model, action: (typeof ACTIONS)[number]): void {
    const next: Record<string, Status | null> = {
      APPROVE: 'approved',
      UNAPPROVE: 'pending',
      SPAM: 'spam',
      NOT_SPAM: comment.status === 'spam' ? 'approved' : null,
      TRASH: 'trash',
      RESTORE: comment.status === 'trash' ? (comment.before ?? 'pending') : null,
    };
    const status = next[action];
    if (!status || status === comment.status) return;
    comment.before = status === 'trash' ? comment.status : null;
    comment.status = status;
  }

  it('keeps the public count equal to the approved comments whose thread is approved, whatever the actions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.subarray([0, 1, 2, 3], { minLength: 1 }), fc.constantFrom(...ACTIONS)), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          await t.reset();
          const post = await createPost(t, owner);
          const a = await added(post.id);
          const b = await added(post.id);
          const replyTo = async (id: string, content: string) =>
            (
              await t.gql(
                'mutation ($id: ID!, $content: String!) { replyToComment(id: $id, content: $content) { id } }',
                { id, content },
                { token: owner },
              )
            ).data!.replyToComment.id as string;
          const r1 = await replyTo(a.id, 'first reply');
          const r2 = await replyTo(a.id, 'second reply');
          const model: Model[] = [
            { id: a.id, parent: null, status: 'approved', before: null },
            { id: b.id, parent: null, status: 'pending', before: null },
            { id: r1, parent: a.id, status: 'approved', before: null },
            { id: r2, parent: a.id, status: 'approved', before: null },
          ];
          for (const [indexes, action] of steps) {
            const result = await moderate(
              indexes.map((i) => model[i].id),
              action,
            );
            for (const i of indexes) apply(model[i], action);
            const byId = new Map(model.map((c) => [c.id, c]));
            expect(result.comments.map((c) => [c.id, c.status.toLowerCase()])).toEqual(
              [...indexes]
                .sort((x, y) => Number(model[x].id) - Number(model[y].id))
                .map((i) => [model[i].id, model[i].status]),
            );
            const visible = model.filter(
              (c) => c.status === 'approved' && (c.parent === null || byId.get(c.parent)!.status === 'approved'),
            );
            const read = await publicPost(post.id);
            expect(read.commentCount).toBe(visible.length);
            const shown = read.comments.flatMap((c: any) => [c.id, ...c.replies.map((r: any) => r.id)]);
            expect(shown.sort()).toEqual(visible.map((c) => c.id).sort());
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
