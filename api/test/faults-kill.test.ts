// Faults (issue 5): the server killed with SIGKILL in the middle of saving a post with many
// sections, again and again. After each restart the post is wholly the old or wholly the new
// version, no section is orphaned, and the server starts (a stale PGlite lock does not stop it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { buildServer, type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase } from './helpers/test-app.js';

const ROUNDS = 5;
const SECTIONS = 100;

let build: ReturnType<typeof buildServer>;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  build = buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'blog-kill-'));
  if (databaseKind === 'postgresql') database = await freshPostgresDatabase();
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  build?.remove();
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

const env = () => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...(database ? { DATABASE_URL: database.url } : {}),
});

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: any[] };
}

async function login(url: string): Promise<string> {
  const result = await gql(url, 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: ADMIN.email,
    p: ADMIN.password,
  });
  return result.data.login.token;
}

/** One version of the post: its title names the version, and so does every section. */
const version = (name: string, sections: number) => ({
  title: `Version ${name}`,
  status: 'TO_PUBLISH',
  tags: [name],
  sections: Array.from({ length: sections }, (_, i) => ({
    title: `${name} section ${i}`,
    content: `<p>${name} ${i}: ${'In the beginning was the Word, and the Word was with God. '.repeat(40)}</p>`,
  })),
});

const SAVE = 'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id version } }';
const READ = 'query ($id: ID!) { adminPost(id: $id) { title version tags sections { title orderIndex } } }';

/** @returns which version the post is in, after checking that all of it is in that one version. */
function wholeVersion(post: { title: string; tags: string[]; sections: { title: string; orderIndex: number }[] }) {
  const name = post.title.replace(/^Version /, '');
  expect(post.tags).toEqual([name]);
  expect(post.sections.map((s) => s.title)).toEqual(post.sections.map((_, i) => `${name} section ${i}`));
  expect(post.sections.map((s) => s.orderIndex)).toEqual(post.sections.map((_, i) => i));
  return { name, sections: post.sections.length };
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** The same checks in SQL: no orphan section, and every section of the post names the post's version. */
async function checkSql(query: Query, postId: number, expected: { name: string; sections: number }) {
  const [orphans] = await query(
    'select count(*)::int as n from section s where not exists (select 1 from post p where p.id = s.post_id)',
  );
  expect(orphans.n).toBe(0);
  const [post] = await query(`select title from post where id = ${postId}`);
  expect(post.title).toBe(`Version ${expected.name}`);
  const [sections] = await query(
    `select count(*)::int as n, count(*) filter (where title like '${expected.name} section %')::int as matching
       from section where post_id = ${postId}`,
  );
  expect(sections).toEqual({ n: expected.sections, matching: expected.sections });
}

async function withSql<T>(use: (query: Query) => Promise<T>): Promise<T> {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { unaccent } });
  try {
    return await use(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

it(`keeps a post wholly old or wholly new when the server is killed during its save (${databaseKind}, ${ROUNDS} rounds)`, async () => {
  server = await startServerProcess(build.dir, env());
  let token = await login(server.url);
  const created = await gql(
    server.url,
    'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
    { input: version('v0', SECTIONS) },
    token,
  );
  const postId = Number(created.data.createPost.id);

  /** Saves a version to the end; @returns how long it took. */
  const save = async (name: string) => {
    const started = Date.now();
    const result = await gql(server!.url, SAVE, { id: postId, input: version(name, SECTIONS) }, token);
    expect(result.errors).toBeUndefined();
    return Date.now() - started;
  };
  // The first save of a process is slow (code still cold): time the second, so the kills land inside saves.
  await save('v1');
  const saveMs = await save('v2');
  let committed = { name: 'v2', sections: SECTIONS };
  const outcomes: string[] = [];

  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) {
      await save(`w${round}`);
      committed = { name: `w${round}`, sections: SECTIONS };
    }
    const name = `k${round}`;
    let answered = false;
    const killed = gql(server.url, SAVE, { id: postId, input: version(name, SECTIONS) }, token).then(
      (r) => (answered = !r.errors),
      () => null,
    );
    // From early in the save to past its expected end: kills land before, inside and after commits.
    const delay = Math.round(saveMs * (0.15 + 0.45 * round));
    await new Promise((resolve) => setTimeout(resolve, delay));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await killed;

    server = await startServerProcess(build.dir, env());
    token = await login(server.url);
    const read = await gql(server.url, READ, { id: postId }, token);
    expect(read.errors).toBeUndefined();
    const now = wholeVersion(read.data.adminPost);
    expect([committed.name, name]).toContain(now.name);
    expect(now.sections).toBe(SECTIONS);
    // A save the server answered is durable.
    if (answered) expect(now.name).toBe(name);
    outcomes.push(`${delay} ms: ${now.name === name ? 'new' : 'old'}${answered ? ' (answered)' : ''}`);
    committed = now;
    if (database) await withSql((query) => checkSql(query, postId, committed));
  }

  // The server still saves after all this, and PGlite's folder passes the same SQL checks.
  const last = await gql(server.url, SAVE, { id: postId, input: version('final', 3) }, token);
  expect(last.errors).toBeUndefined();
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  await withSql((query) => checkSql(query, postId, { name: 'final', sections: 3 }));
  console.log(`faults-kill (${databaseKind}): a save takes ~${saveMs} ms; kill after ${outcomes.join(', ')}`);
}, 180_000);
