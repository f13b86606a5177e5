import fc from 'fast-check';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// The change feed (`changes(since:)`, GET /api/changes) against a real server on both databases:
// a mirror kept only by polling it must equal a full read, whatever the writers did, however
// their writes interleaved with the polls, and whenever scheduled posts came due.

const HOUR = 3_600_000;
// Starts at the machine's time: the log's own timestamps (what retention prunes by) are the database's.
let now = Date.now();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMITS: 'off', SYNC_RETENTION_DAYS: '90' }, { clock: () => new Date(now) });
  owner = await t.login();
});
afterAll(() => t?.close());

interface MirroredPost {
  title: string;
  tags: string[];
  version: number;
}

interface Page {
  changes: { kind: string; key: string; removed: boolean; post: (MirroredPost & { id: string }) | null }[];
  next: string;
  hasMore: boolean;
}

const CHANGES = `query ($since: String, $first: Int) {
  changes(since: $since, first: $first) { changes { kind key removed post { id title tags version } } next hasMore }
}`;

async function changes(since: string | null, first = 100) {
  const result = await t.gql<{ changes: Page }>(CHANGES, { since, first });
  if (!result.data) throw Object.assign(new Error(JSON.stringify(result.errors)), { result });
  return result.data.changes;
}

/** A mirror of the readable posts, kept by the feed alone. */
class Mirror {
  posts = new Map<string, MirroredPost>();
  tagsSeen = new Set<string>();
  featuredChanged = 0;

  constructor(public token: string) {}

  /** Polls until the feed has nothing more, applying each page. */
  async sync(first: number) {
    for (;;) {
      const page = await changes(this.token, first);
      for (const change of page.changes) {
        if (change.kind === 'POST') {
          if (change.removed) this.posts.delete(change.key);
          else
            this.posts.set(change.key, {
              title: change.post!.title,
              tags: change.post!.tags,
              version: change.post!.version,
            });
        } else if (change.kind === 'TAG') {
          this.tagsSeen.add(change.key);
        } else {
          this.featuredChanged++;
        }
      }
      this.token = page.next;
      if (!page.hasMore) return;
    }
  }
}

/** Every readable post through the public list: what a full read would copy. */
async function fullRead(): Promise<Map<string, MirroredPost>> {
  const posts = new Map<string, MirroredPost>();
  for (let page = 1; ; page++) {
    const result = await t.gql<{ posts: { items: (MirroredPost & { id: string })[]; totalPages: number } }>(
      'query ($page: Int!) { posts(page: $page, pageSize: 100) { items { id title tags version } totalPages } }',
      { page },
    );
    for (const { id, ...post } of result.data!.posts.items) posts.set(id, post);
    if (page >= result.data!.posts.totalPages) return posts;
  }
}

/**
 * An owner's call that must succeed, but for the refusals concurrent writers cause each other: the
 * post was deleted (NOT_FOUND; featuring a post deleted at the same moment is BAD_USER_INPUT, from
 * the foreign key) or saved in between (CONFLICT).
 */
async function gql(query: string, variables: Record<string, unknown>) {
  const result = await t.gql(query, variables, { token: owner });
  const raced = ['NOT_FOUND', 'CONFLICT', ...(query.includes('addFeatured') ? ['BAD_USER_INPUT'] : [])];
  const unexpected = result.errors?.filter((error) => !raced.includes(error.extensions?.code));
  if (unexpected?.length) throw new Error(JSON.stringify(unexpected));
  return result;
}

type Op =
  | { kind: 'create'; status: 'DRAFT' | 'TO_PUBLISH'; inHours: number; tag: string }
  | { kind: 'edit'; target: number; title: string }
  | { kind: 'publish'; target: number; inHours: number }
  | { kind: 'unpublish'; target: number }
  | { kind: 'retag'; target: number; tag: string }
  | { kind: 'delete'; target: number }
  | { kind: 'feature'; target: number };

const tag = fc.constantFrom('Grace', 'Psalms', 'faith', 'Hope');
const target = fc.nat({ max: 50 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    status: fc.constant('TO_PUBLISH' as const),
    inHours: fc.constantFrom(-2, 0, 1, 3),
    tag,
  }),
  fc.record({
    kind: fc.constant('create' as const),
    status: fc.constantFrom('DRAFT' as const, 'TO_PUBLISH' as const),
    inHours: fc.constantFrom(-2, 0, 1, 3),
    tag,
  }),
  fc.record({ kind: fc.constant('edit' as const), target, title: fc.string({ minLength: 1, maxLength: 20 }) }),
  fc.record({ kind: fc.constant('publish' as const), target, inHours: fc.constantFrom(-1, 0, 2) }),
  fc.record({ kind: fc.constant('unpublish' as const), target }),
  fc.record({ kind: fc.constant('retag' as const), target, tag }),
  fc.record({ kind: fc.constant('delete' as const), target }),
  fc.record({ kind: fc.constant('feature' as const), target }),
);

/** Applies one operation through the API; ids are drawn from the posts created so far. */
async function apply(step: Op, ids: string[]): Promise<void> {
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  const id = ids.length ? ids[(step as { target?: number }).target! % ids.length] : null;
  switch (step.kind) {
    case 'create': {
      const created = await gql('mutation ($input: PostInput!) { createPost(input: $input) { id } }', {
        input: { title: `Post ${ids.length}`, status: step.status, date: at(step.inHours), tags: [step.tag] },
      });
      ids.push(created.data!.createPost.id);
      return;
    }
    case 'edit':
      if (id)
        await gql('mutation ($id: ID!, $title: String!) { updatePost(id: $id, input: { title: $title }) { id } }', {
          id,
          title: step.title.trim() || 'x',
        });
      return;
    case 'publish':
      if (id) {
        await gql(
          'mutation ($id: ID!, $date: DateTimeISO!) { updatePost(id: $id, input: { status: TO_PUBLISH, date: $date }) { id } }',
          {
            id,
            date: at(step.inHours),
          },
        );
      }
      return;
    case 'unpublish':
      if (id) await gql('mutation ($id: ID!) { updatePost(id: $id, input: { status: DRAFT }) { id } }', { id });
      return;
    case 'retag':
      if (id)
        await gql('mutation ($id: ID!, $tags: [String!]!) { updatePost(id: $id, input: { tags: $tags }) { id } }', {
          id,
          tags: [step.tag],
        });
      return;
    case 'delete':
      if (id) await gql('mutation ($id: ID!) { deletePost(id: $id) }', { id });
      return;
    case 'feature':
      if (id) await gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id });
      return;
  }
}

test('a mirror kept by polling the feed equals a full read after concurrent writers, interleaved polls and posts coming due', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({ writes: fc.array(op, { minLength: 1, maxLength: 4 }), hoursLater: fc.constantFrom(0, 1, 2, 4) }),
        { minLength: 1, maxLength: 6 },
      ),
      fc.integer({ min: 1, max: 5 }),
      async (rounds, pageSize) => {
        await t.reset();
        const mirror = new Mirror((await changes(null)).next);
        const ids: string[] = [];
        for (const { writes, hoursLater } of rounds) {
          // Each round: several writers at once, and the mirror polling while they write.
          await Promise.all([...writes.map((step) => apply(step, ids)), mirror.sync(pageSize)]);
          now += hoursLater * HOUR; // scheduled posts come due without any write
        }
        await mirror.sync(pageSize);
        now += 4 * HOUR; // every post scheduled so far is due
        await mirror.sync(pageSize);
        expect(mirror.posts).toEqual(await fullRead());
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 12) },
  );
});

test('changes carry tombstones, tags and the featured list; a token from the start of time sees nothing twice it should not', async () => {
  await t.reset();
  const start = (await changes(null)).next;
  const created = await gql(
    'mutation { createPost(input: { title: "Psalm 23", status: TO_PUBLISH, tags: ["Shepherd"] }) { id } }',
    {},
  );
  const id = created.data!.createPost.id as string;
  await gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id });
  const first = await changes(start);
  expect(first.changes).toEqual(
    expect.arrayContaining([
      { kind: 'POST', key: id, removed: false, post: expect.objectContaining({ id, title: 'Psalm 23' }) },
      { kind: 'TAG', key: 'shepherd', removed: false, post: null },
      { kind: 'FEATURED', key: '', removed: false, post: null },
    ]),
  );
  await gql('mutation ($id: ID!) { deletePost(id: $id) }', { id });
  const second = await changes(first.next);
  expect(second.changes).toEqual(
    expect.arrayContaining([
      { kind: 'POST', key: id, removed: true, post: null },
      { kind: 'TAG', key: 'shepherd', removed: true, post: null },
    ]),
  );
  // Nothing new: the same token comes back with no change.
  const idle = await changes(second.next);
  expect(idle).toEqual({ changes: [], next: expect.any(String), hasMore: false });

  // REST mirrors it, lower-cased kinds and REST-shaped posts.
  const rest = await fetch(`${t.url}/api/changes?since=${encodeURIComponent(start)}`);
  expect(rest.status).toBe(200);
  const body = (await rest.json()) as { changes: { kind: string; key: string; removed: boolean }[]; hasMore: boolean };
  expect(body.changes.map((change) => change.kind)).toEqual(expect.arrayContaining(['post', 'tag', 'featured']));
});

test('a scheduled post is reported when its time comes, though nothing was written then', async () => {
  await t.reset();
  let token = (await changes(null)).next;
  const created = await gql(
    'mutation ($date: DateTimeISO!) { createPost(input: { title: "At dawn", status: TO_PUBLISH, date: $date }) { id status } }',
    {
      date: new Date(now + HOUR).toISOString(),
    },
  );
  expect(created.data!.createPost.status).toBe('TO_PUBLISH');
  const id = created.data!.createPost.id as string;
  const before = await changes(token);
  expect(before.changes).toContainEqual({ kind: 'POST', key: id, removed: true, post: null });
  token = before.next;
  expect((await changes(token)).changes).toEqual([]);
  now += HOUR;
  const due = await changes(token);
  expect(due.changes).toEqual([
    { kind: 'POST', key: id, removed: false, post: expect.objectContaining({ title: 'At dawn' }) },
  ]);
  expect((await changes(due.next)).changes).toEqual([]);
});

test('a forged token is 400; a token older than the changes kept or from before a wipe is 410 RESYNC_REQUIRED', async () => {
  await t.reset();
  const forged = await t.gql(CHANGES, { since: 'eyJ2IjoxfQ' });
  expect(forged.errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: { since: expect.any(String) },
  });
  expect((await fetch(`${t.url}/api/changes?since=nope`)).status).toBe(400);

  const old = (await changes(null)).next;
  await gql('mutation { createPost(input: { title: "Kept a while", status: TO_PUBLISH }) { id } }', {});
  expect((await changes(old)).changes.length).toBeGreaterThan(0);
  now += 91 * 24 * HOUR; // past SYNC_RETENTION_DAYS: the change is pruned at the next poll
  const stale = await t.gql(CHANGES, { since: old });
  expect(stale.status).toBe(410);
  expect(stale.errors?.[0].extensions?.code).toBe('RESYNC_REQUIRED');
  const rest = await fetch(`${t.url}/api/changes?since=${encodeURIComponent(old)}`);
  expect(rest.status).toBe(410);
  expect(await rest.json()).toMatchObject({ code: 'RESYNC_REQUIRED' });

  // A new token works, until the content is wiped wholesale.
  const fresh = (await changes(null)).next;
  expect((await changes(fresh)).changes).toEqual([]);
  await t.reset();
  expect((await t.gql(CHANGES, { since: fresh })).errors?.[0].extensions?.code).toBe('RESYNC_REQUIRED');
});
