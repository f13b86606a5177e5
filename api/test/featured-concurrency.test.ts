import fc from 'fast-check';
import { createPost } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// The featured list under concurrent admin writes, through the real server (GraphQL and REST
// mixed): whatever the interleaving, every call answers below 500 and the list keeps
// orderIndex 0..n-1 with each post once.

const POOL = 8;

let t: TestApp;
let token: string;
let posts: string[];

beforeAll(async () => {
  ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' }));
  posts = [];
  for (let i = 0; i < POOL; i++) posts.push((await createPost(t, token, { title: `Featured candidate ${i}` })).id);
});
afterAll(() => t.close());
beforeEach(() => clearFeatured());

const clearFeatured = () => t.app.orm.em.fork().getConnection().execute('delete from featured_entry');

/** One answer, whichever protocol carried it: status, error code and field names, data. */
interface Answer {
  status: number;
  code: string | null;
  fields: string[];
  data: any;
}

async function graphql(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const result = await t.gql(query, variables, { token });
  const error = result.errors?.[0];
  return {
    status: result.status,
    code: error?.extensions?.code ?? null,
    fields: Object.keys(error?.extensions?.fields ?? {}),
    data: result.data,
  };
}

async function rest(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  const failed = response.status >= 400;
  return {
    status: response.status,
    code: failed ? (parsed?.error ?? 'error') : null,
    fields: failed ? Object.keys(parsed?.fields ?? {}) : [],
    data: parsed,
  };
}

const ADD = 'mutation ($id: ID!, $at: Int) { addFeatured(postId: $id, orderIndex: $at) { id orderIndex post { id } } }';

type Via = 'graphql' | 'rest';
type Op =
  | { kind: 'add'; via: Via; post: number; at?: number }
  | { kind: 'remove'; via: Via; post: number }
  | { kind: 'reorder'; seed: number };

/** Features a post; REST uses the list toggle's path without a position, the manager's with one. */
function add(via: Via, postId: string, at?: number): Promise<Answer> {
  if (via === 'graphql') return graphql(ADD, { id: postId, at });
  return at === undefined
    ? rest('POST', '/blogs/featured', { blogId: postId })
    : rest('POST', '/blogs/featured-posts/blogs', { blogId: postId, orderIndex: at });
}

/** Unfeatures a post through GraphQL or one of the two REST paths. */
function remove(via: Via, postId: string): Promise<Answer> {
  if (via === 'graphql') return graphql('mutation ($id: ID!) { removeFeatured(postId: $id) }', { id: postId });
  const path = Number(postId) % 2 ? `/blogs/featured/${postId}` : `/blogs/featured-posts/blogs/${postId}`;
  return rest('DELETE', path);
}

async function entries(): Promise<{ id: string; orderIndex: number; post: { id: string } }[]> {
  const answer = await graphql('{ featuredEntries { id orderIndex post { id } } }', {});
  if (!answer.data?.featuredEntries) throw new Error(`featuredEntries answered ${answer.status} ${answer.code}`);
  return answer.data.featuredEntries;
}

/** Reads the list, then sends it back shuffled: concurrent changes may make it stale (then 400). */
async function reorder(seed: number): Promise<Answer> {
  const ids = (await entries()).map((entry) => entry.post.id);
  const shuffled = ids
    .map((id, index) => ({ id, key: (index * 7919 + seed) % 104729 }))
    .sort((a, b) => a.key - b.key)
    .map(({ id }) => id);
  return graphql('mutation ($ids: [ID!]!) { reorderFeatured(postIds: $ids) { id } }', { ids: shuffled });
}

const run = (op: Op): Promise<Answer> =>
  op.kind === 'add'
    ? add(op.via, posts[op.post], op.at)
    : op.kind === 'remove'
      ? remove(op.via, posts[op.post])
      : reorder(op.seed);

/** The list as stored: positions 0..n-1 in order, each post once (checked in SQL and through the API). */
async function expectConsistentList() {
  const rows = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ order_index: number; post_id: number }[]>(
      'select order_index, post_id from featured_entry order by order_index, id',
    );
  expect(rows.map((row) => Number(row.order_index))).toEqual(rows.map((_, index) => index));
  expect(new Set(rows.map((row) => row.post_id)).size).toBe(rows.length);
  const listed = await entries();
  expect(listed.map((entry) => entry.orderIndex)).toEqual(listed.map((_, index) => index));
  expect(listed.map((entry) => Number(entry.post.id))).toEqual(rows.map((row) => Number(row.post_id)));
}

const via = fc.constantFrom<Via>('graphql', 'rest');
const postIndex = fc.nat(POOL - 1);
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    via,
    post: postIndex,
    at: fc.option(fc.integer({ min: -2, max: POOL + 2 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('remove' as const), via, post: postIndex }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
);

/** The statuses an operation may answer, whatever ran beside it. */
function allowedStatuses(op: Op): number[] {
  if (op.kind === 'remove') return [op.via === 'rest' ? 204 : 200];
  // A reorder built on a list that changed meanwhile is refused.
  if (op.kind === 'reorder') return [200, 400];
  if (op.at === undefined) return [200];
  // Past any list this pool can make: always refused; else refused only past the current end.
  return op.at < 0 || op.at > POOL ? [400] : [200, 400];
}

function expectAllowedAnswer(op: Op, answer: Answer) {
  const refusedField = op.kind === 'reorder' ? 'postIds' : 'orderIndex';
  const fine =
    allowedStatuses(op).includes(answer.status) && (answer.status !== 400 || answer.fields.includes(refusedField));
  if (!fine) throw new Error(`${JSON.stringify(op)} answered ${answer.status} ${JSON.stringify(answer.data)}`);
}

describe('featured list under concurrent writes', () => {
  it('answers two concurrent adds of one post with the same entry (GraphQL and REST), featured once', async () => {
    const [viaGraphql, viaRest] = await Promise.all([add('graphql', posts[0]), add('rest', posts[0])]);
    expect(viaGraphql.status).toBe(200);
    expect(viaRest.status).toBe(200);
    expect(viaRest.data.id).toBe(viaGraphql.data.addFeatured.id);
    expect(viaRest.data).toMatchObject({ blogId: posts[0], orderIndex: 0 });
    expect(await entries()).toEqual([{ id: viaRest.data.id, orderIndex: 0, post: { id: posts[0] } }]);
  });

  it('refuses a negative or out-of-range orderIndex with 400 BAD_USER_INPUT naming the field', async () => {
    await add('graphql', posts[0]);
    await add('graphql', posts[1]);
    // 0..2 is allowed for a new post (2 puts it at the end), 0..1 plus the end for a featured one.
    for (const at of [-1, 3]) {
      const viaGraphql = await add('graphql', posts[2], at);
      expect(viaGraphql).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', fields: ['orderIndex'] });
      const viaRest = await add('rest', posts[0], at);
      expect(viaRest).toMatchObject({ status: 400, fields: ['orderIndex'] });
    }
    expect((await entries()).map((entry) => entry.post.id)).toEqual([posts[0], posts[1]]);
    expect((await add('rest', posts[2], 2)).data).toMatchObject({ blogId: posts[2], orderIndex: 2 });
  });

  it('closes the gap when a featured post is deleted', async () => {
    const doomed = (await createPost(t, token, { title: 'Deleted while featured' })).id;
    for (const id of [posts[0], doomed, posts[1]]) await add('graphql', id);
    const deleted = await graphql('mutation ($id: ID!) { deletePost(id: $id) }', { id: doomed });
    expect(deleted.code).toBeNull();
    await expectConsistentList();
    expect((await entries()).map((entry) => entry.post.id)).toEqual([posts[0], posts[1]]);
  });

  it('answers a post deleted while it is being featured with success or NOT_FOUND, never a bad-input error', async () => {
    for (let round = 0; round < 12; round++) {
      const doomed = (await createPost(t, token, { title: `Featured then gone ${round}` })).id;
      const [added, deleted] = await Promise.all([
        add(round % 2 ? 'rest' : 'graphql', doomed),
        graphql('mutation ($id: ID!) { deletePost(id: $id) }', { id: doomed }),
      ]);
      expect(deleted.code).toBeNull();
      if (added.code !== null)
        expect([added.status, added.code]).toEqual([404, round % 2 ? 'Post not found' : 'NOT_FOUND']);
      await expectConsistentList();
      expect((await entries()).map((entry) => entry.post.id)).not.toContain(doomed);
    }
  });

  it('keeps orderIndex 0..n-1 with no 5xx through 50 concurrent mixed adds, removes and reorders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...Array(POOL).keys()]),
        fc.array(opArbitrary, { minLength: 50, maxLength: 50 }),
        async (initial, ops) => {
          await clearFeatured();
          for (const index of initial) expect((await add('graphql', posts[index])).status).toBe(200);
          const answers = await Promise.all(ops.map(run));
          ops.forEach((op, index) => expectAllowedAnswer(op, answers[index]));
          await expectConsistentList();
        },
      ),
      // Interleavings do not repeat, so shrinking a failure would chase a different run: stop at
      // the first one and report it with its seed.
      { numRuns: 8, endOnFailure: true },
    );
  });
});
