import { runAsAsker } from '../src/db/pglite-lanes.js';
import { isClientGoneError } from '../src/http/client-gone.js';
import { createPost } from './helpers/factories.js';
import { databaseKind, startSignedIn, type TestApp } from './helpers/test-app.js';

// The embedded database runs one statement at a time: a write (the owner's save) takes the next
// free turn instead of waiting behind every anonymous read queued before it.
const onPglite = databaseKind === 'pglite' ? describe : describe.skip;

onPglite('PGlite lanes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off', RESPONSE_CACHE_MB: '0' })));
  afterAll(() => t?.close());
  beforeEach(() => t.reset());

  /** A statement of a few milliseconds sent by an anonymous (or, with `priority`, a signed-in) request. */
  const statement = (priority: boolean) =>
    runAsAsker(priority, () =>
      t.app.orm.em.fork().getConnection().execute('select count(*) from generate_series(1, 20000)'),
    );

  it('a transaction goes before the anonymous reads queued ahead of it', async () => {
    const post = await createPost(t, token, { title: 'Before' });
    const finished: string[] = [];
    const reads = Array.from({ length: 100 }, () => statement(false).then(() => finished.push('read')));
    const save = runAsAsker(false, () =>
      t.app.orm.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const context = em.getTransactionContext();
        await connection.execute(`update post set title = 'Saved' where id = ?`, [Number(post.id)], 'run', context);
        await connection.execute(
          `update post set excerpt = 'Under load' where id = ?`,
          [Number(post.id)],
          'run',
          context,
        );
      }),
    ).then(() => finished.push('save'));
    await Promise.all([...reads, save]);
    expect(finished.indexOf('save')).toBeLessThan(5);
  });

  it("a signed-in request's statements go before anonymous ones, each lane in order", async () => {
    const finished: string[] = [];
    const named = (priority: boolean, name: string) => statement(priority).then(() => finished.push(name));
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => named(false, `reader ${index}`)),
      named(true, 'owner 1'),
      named(true, 'owner 2'),
    ]);
    expect(finished.slice(0, 3)).toContain('owner 1');
    expect(finished.indexOf('owner 2')).toBe(finished.indexOf('owner 1') + 1);
    const readers = finished.filter((name) => name.startsWith('reader'));
    expect(readers).toEqual(Array.from({ length: 20 }, (_, index) => `reader ${index}`));
  });

  it('drops the waiting statements of a client that went away, and runs the others', async () => {
    let gone = false;
    const connection = () => t.app.orm.em.fork().getConnection();
    const crowd = Array.from({ length: 50 }, () => statement(false));
    // It would fail with a division by zero if it ran.
    const abandoned = runAsAsker(
      false,
      () => connection().execute('select 1/0 as never'),
      () => gone,
    );
    const kept = runAsAsker(
      false,
      () => connection().execute('select 2 as two'),
      () => false,
    );
    gone = true;
    const error = await abandoned.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isClientGoneError(error)).toBe(true);
    await expect(kept).resolves.toEqual([{ two: 2 }]);
    await Promise.all(crowd);
  });

  it('does not run the statements of a request whose client gave up while they waited', async () => {
    const post = await createPost(t, token, { title: 'Left behind' });
    const read = (signal?: AbortSignal) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID) { post(id: $id) { title } }', variables: { id: post.id } }),
        signal,
      });
    const readsOfPosts = () => t.sql.filter((sql) => /\bfrom "?post"?\b/.test(sql)).length;
    t.sql.length = 0;
    // A crowd's statements fill the queue; the reader gives up while its own waits behind them.
    const crowd = Array.from({ length: 300 }, () => statement(false));
    const controller = new AbortController();
    const abandoned = read(controller.signal).catch(() => 'gave up');
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    expect(await abandoned).toBe('gave up');
    // Once a statement queued after the reader's has run, the reader's turn has come and gone.
    await Promise.all([...crowd, statement(false)]);
    expect(readsOfPosts()).toBe(0);
    // A reader that waits gets its answer, from a statement that ran.
    const answer = (await (await read()).json()) as { data: { post: { title: string } } };
    expect(answer.data.post.title).toBe('Left behind');
    expect(readsOfPosts()).toBe(1);
  });

  it('reads and answers a new request while statements are queued (PGlite runs them on this thread)', async () => {
    let done = 0;
    const queued = Array.from({ length: 300 }, () => statement(false).then(() => (done += 1)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await t.gql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
    const doneWhenAnswered = done;
    await Promise.all(queued);
    expect(doneWhenAnswered).toBeLessThan(150);
  });

  it('runs queued short statements several to a turn of the event loop, not one each', async () => {
    // Each turn of the loop serves whatever else is waiting (under load, every cache hit that
    // arrived): statements handed on one per turn would wait behind all of that, each of them.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const connection = t.app.orm.em.fork().getConnection();
    await Promise.all(Array.from({ length: 200 }, () => runAsAsker(false, () => connection.execute('select 1'))));
    counting = false;
    expect(turns).toBeLessThan(50);
  });

  it('keeps the content right when readers and a writer crowd the database', async () => {
    const post = await createPost(t, token, { title: 'Crowded' });
    const readers = Array.from({ length: 60 }, () =>
      t.gql('query ($id: ID) { post(id: $id) { title sections { content } } }', { id: post.id }),
    );
    const saves = Array.from({ length: 5 }, (_, index) =>
      t.gql(
        'mutation ($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { title } }',
        { id: post.id, input: { title: `Save ${index}`, sections: [{ title: 'S', content: `<p>${index}</p>` }] } },
        { token },
      ),
    );
    const answers = await Promise.all([...readers, ...saves]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const last = await t.gql('query ($id: ID) { post(id: $id) { title sections { content } } }', { id: post.id });
    const index = Number(/Save (\d)/.exec(last.data?.post.title)?.[1]);
    expect(last.data?.post.sections).toEqual([{ content: `<p>${index}</p>` }]);
  });
});
