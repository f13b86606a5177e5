// npm run backup / npm run restore (issue 5): a seeded site is backed up, restored into a fresh
// DATA_DIR (and a fresh PostgreSQL database in the 'postgresql' project), and every table's rows
// and every upload's bytes compared. The compiled commands run as child processes, like an operator.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { encodePng } from '../src/modules/seed/png.js';
import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { buildServer, runCompiled, type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { ADMIN, databaseKind, freshPostgresDatabase, type TestApp } from './helpers/test-app.js';

const SLOW = 120_000;

type Database = Awaited<ReturnType<typeof freshPostgresDatabase>>;
type Rows = Record<string, unknown>[];

let build: ReturnType<typeof buildServer>;
let work: string;
const databases: Database[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  build = buildServer();
  work = await mkdtemp(join(tmpdir(), 'blog-backup-'));
}, SLOW);
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  build?.remove();
  await Promise.all(databases.map((database) => database.drop()));
  if (work) await rm(work, { recursive: true, force: true });
}, SLOW);

/** A site: its DATA_DIR and, in the 'postgresql' project, its own database. */
async function newSite(name: string) {
  const dataDir = join(work, name);
  const database = databaseKind === 'postgresql' ? await freshPostgresDatabase() : null;
  if (database) databases.push(database);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMITS: 'off',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  return { dataDir, database, env };
}
type Site = Awaited<ReturnType<typeof newSite>>;

async function start(site: Site) {
  const server = await startServerProcess(build.dir, site.env);
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Runs a compiled command (backup or restore) like `npm run` would. */
const runCommand = (command: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  runCompiled(build.dir, `cli/${command}.js`, args, { INIT_CWD: work, ...env });

/** Just enough of a TestApp for the factories, against a server process. */
function client(url: string): TestApp {
  const gql: TestApp['gql'] = async (query, variables, options = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: any[] };
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
  };
  return { url, gql } as TestApp;
}

async function must(t: TestApp, token: string, query: string, variables: Record<string, unknown>) {
  const result = await t.gql(query, variables, { token });
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data!;
}

/** Posts in four locales (a translation, a draft, a scheduled one), tags, sections with an image, a cover, comments, featured order, a message, settings. */
async function seed(url: string) {
  const t = client(url);
  const login = await must(t, '', 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: ADMIN.email,
    p: ADMIN.password,
  });
  const token = login.login.token as string;
  const cover = await uploadFile(t, token, PNG_1x1, 'cover.png');
  const rgb = new Uint8Array(3 * 2 * 3).map((_, i) => (i * 37) % 256);
  const picture = await uploadFile(t, token, await encodePng(3, 2, rgb), 'picture.png');
  const coverId = cover.body.data.uploadImage.id as string;
  const imageId = picture.body.data.uploadImage.id as string;

  const sections = (prefix: string) => [
    { title: `${prefix} one`, content: `<p>${prefix} <strong>first</strong> section, café and naïve</p>` },
    { title: `${prefix} two`, content: '<p>Second section</p><ul><li>a list</li></ul>', imageId },
    { title: `${prefix} three`, content: '<blockquote>In the beginning was the Word</blockquote>' },
  ];
  const en = await createPost(t, token, {
    title: 'Grace and truth',
    tags: ['Faith', 'Hope'],
    coverId,
    sections: sections('English'),
  });
  const fr = await createPost(t, token, {
    title: 'Grâce et vérité',
    locale: 'fr',
    translationOf: String(en.id),
    tags: ['Foi'],
    sections: sections('Français'),
  });
  await createPost(t, token, { title: 'Borrador', locale: 'es', status: 'DRAFT', tags: ['Esperanza'] });
  await createPost(t, token, { title: 'Domani', locale: 'it', date: '2999-01-01T00:00:00.000Z', tags: ['Fede'] });
  const addComment = 'mutation ($id: ID!, $input: CommentInput!) { addComment(postId: $id, input: $input) { id } }';
  await must(t, token, addComment, { id: en.id, input: { name: 'Ann', email: 'ann@example.com', content: 'Amen' } });
  await must(t, token, addComment, {
    id: fr.id,
    input: { name: 'Luc', email: 'luc@example.com', content: 'Très beau' },
  });
  await must(t, token, 'mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: en.id });
  await must(t, token, 'mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: fr.id });
  await must(t, token, 'mutation ($ids: [ID!]!) { reorderFeatured(postIds: $ids) { id } }', { ids: [fr.id, en.id] });
  await must(t, token, 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }', {
    input: { fullName: 'Mary Reader', email: 'mary@example.com', message: 'Thank you for the study notes.' },
  });
  await must(t, token, 'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }', {
    input: { siteName: 'Wisdom, restored' },
  });
  return { token, enId: en.id as string, coverUrl: cover.body.data.uploadImage.url as string };
}

type Query = (sql: string, params?: unknown[]) => Promise<Rows>;

/** Every table of the public schema (listed from information_schema, so new ones count too), every column, in primary-key order. */
async function everyTable(query: Query): Promise<Record<string, Rows>> {
  const tables = await query(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const contents: Record<string, Rows> = {};
  for (const { table_name: table } of tables) {
    const keys = await query(
      `select a.attname from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary order by a.attnum`,
      [`public."${String(table)}"`],
    );
    const columns = await query(
      `select count(*)::int as n from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const orderBy = keys.length
      ? keys.map((key) => `"${String(key.attname)}"`).join(', ')
      : Array.from({ length: Number(columns[0].n) }, (_, i) => i + 1).join(', ');
    contents[String(table)] = await query(`select * from public."${String(table)}" order by ${orderBy}`);
  }
  return contents;
}

/** Reads a site's whole database (the server must be stopped for PGlite). */
async function readDatabase(site: Site): Promise<Record<string, Rows>> {
  if (site.database) {
    const connection = new pg.Client({ connectionString: site.database.url });
    await connection.connect();
    try {
      return await everyTable(async (sql, params) => (await connection.query(sql, params)).rows);
    } finally {
      await connection.end();
    }
  }
  const db = await PGlite.create({ dataDir: join(site.dataDir, 'db'), extensions: { unaccent } });
  try {
    return await everyTable(async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows);
  } finally {
    await db.close();
  }
}

/** sha256 of every file in DATA_DIR/uploads, by name. */
async function uploadChecksums(site: Site): Promise<Record<string, string>> {
  const folder = join(site.dataDir, 'uploads');
  const sums: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort()) {
    sums[name] = createHash('sha256')
      .update(await readFile(join(folder, name)))
      .digest('hex');
  }
  return sums;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`backup and restore (${databaseKind})`, () => {
  let source: Site;
  let archive: string;
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    source = await newSite('source');
    const server = await start(source);
    seeded = await seed(server.url);
    archive = join(work, 'site.tar.gz');
    if (databaseKind === 'pglite') {
      // PGlite allows one process per folder: the backup refuses while the server holds it.
      const refused = await runCommand('backup', [archive], source.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /backup failed: The embedded database in .* is in use by process \d+.*Stop the server/s,
      );
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(archive)).toBe(false);
      await stop(server);
    }
    // PostgreSQL is backed up while its server runs.
    const backup = await runCommand('backup', ['site.tar.gz'], source.env);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(/Wrote .*site\.tar\.gz/);
    if (databaseKind === 'postgresql') await stop(server);
  }, SLOW);

  it(
    'restores into a fresh site the same rows in every table and the same upload bytes',
    async () => {
      const target = await newSite('restored');
      const restore = await runCommand('restore', [archive], target.env);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toMatch(/every checksum verified/);

      const before = await readDatabase(source);
      const after = await readDatabase(target);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['post', 'section', 'comment', 'featured_entry', 'upload', 'contact_message', 'user']),
      );
      for (const table of ['post', 'section', 'comment', 'featured_entry', 'upload', 'contact_message']) {
        expect(before[table].length).toBeGreaterThan(0);
      }
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before))
        expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });

      const sums = await uploadChecksums(source);
      expect(Object.keys(sums)).toHaveLength(2);
      expect(await uploadChecksums(target)).toEqual(sums);

      // The restored site serves it: the post with its sections, cover and featured place, the image bytes.
      const server = await start(target);
      const t = client(server.url);
      const read = await t.gql(
        'query ($id: ID) { post(id: $id) { title cover featured tags sections { title image } translations { locale } } }',
        { id: seeded.enId },
      );
      expect(read.data!.post).toMatchObject({
        title: 'Grace and truth',
        cover: seeded.coverUrl,
        featured: true,
        tags: ['Faith', 'Hope'],
        translations: [{ locale: 'fr' }],
      });
      expect(read.data!.post.sections.map((s: { title: string }) => s.title)).toEqual([
        'English one',
        'English two',
        'English three',
      ]);
      const image = await fetch(`${server.url}${seeded.coverUrl}`);
      expect(image.status).toBe(200);
      expect(sha256(Buffer.from(await image.arrayBuffer()))).toBe(sha256(PNG_1x1));
      const signedIn = await t.gql('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: ADMIN.email,
        p: ADMIN.password,
      });
      // Sequences came back too: new rows do not collide with restored ones.
      const token = signedIn.data!.login.token as string;
      const added = await createPost(t, token, { title: 'Written after the restore', coverId: null });
      expect(Number(added.id)).toBeGreaterThan(Math.max(...before.post.map((row) => Number(row.id))));
      await stop(server);

      // A second restore into that site is refused and changes nothing.
      const settled = await readDatabase(target);
      const again = await runCommand('restore', [archive], target.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/restore failed: .*(already holds a database|is not empty).*/);
      expect(again.stderr).not.toMatch(/\n\s+at /);
      expect(await readDatabase(target)).toEqual(settled);
    },
    SLOW,
  );

  it(
    'refuses a non-empty uploads folder, a damaged archive and an existing backup file, touching nothing',
    async () => {
      const target = await newSite('damaged');
      const damaged = join(work, 'damaged.tar.gz');
      const bytes = await readFile(archive);
      await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const restore = await runCommand('restore', [damaged], target.env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(/restore failed: .*damaged or is not a backup archive/);
      expect(existsSync(join(target.dataDir, 'db'))).toBe(false);
      expect(await readdir(target.dataDir)).toEqual([]);
      if (target.database) {
        const connection = new pg.Client({ connectionString: target.database.url });
        await connection.connect();
        const { rows } = await connection.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        );
        await connection.end();
        expect(rows[0].n).toBe(0);
      }

      const withFiles = await newSite('with-files');
      await rm(withFiles.dataDir, { recursive: true, force: true });
      await mkdir(join(withFiles.dataDir, 'uploads'), { recursive: true });
      await writeFile(join(withFiles.dataDir, 'uploads', 'old.png'), PNG_1x1);
      const refused = await runCommand('restore', [archive], withFiles.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/uploads folder .* is not empty/);

      const exists = await runCommand('backup', [archive], source.env);
      expect(exists.code).toBe(1);
      expect(exists.stderr).toMatch(/already exists: a backup never overwrites a file/);
    },
    SLOW,
  );
});
