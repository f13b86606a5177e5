import { createPost, PNG_1x1, uploadFile } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startSignedIn({ RATE_LIMITS: 'off' })));
afterAll(() => t.close());

const PAGE = `query ($size: Int!) { posts(pageSize: $size) { totalItems items {
  id title cover coverImage { width } featured commentCount translations { id }
  sections { title image imageId imageDetails { width height } } comments { name } } } }`;

async function seed(count: number) {
  const upload = (await uploadFile(t, token, PNG_1x1)).body.data.uploadImage;
  for (let i = 0; i < count; i++) {
    const post = await createPost(t, token, {
      coverId: upload.id,
      sections: [
        { title: 'One', content: '<p>1</p>', imageId: upload.id },
        { title: 'Two', content: '<p>2</p>' },
      ],
    });
    await t.gql(
      'mutation ($id: ID!) { addComment(postId: $id, input: { name: "A", email: "a@b.co", content: "x" }) { id } }',
      {
        id: post.id,
      },
    );
  }
}

async function statementsFor(size: number): Promise<number> {
  t.sql.length = 0;
  const result = await t.gql(PAGE, { size });
  expect(result.errors).toBeUndefined();
  expect(result.data?.posts.items).toHaveLength(size);
  // The response cache's content-version check runs or not depending on the database (PGlite
  // keeps the state in memory): only the query's own statements count here.
  return t.sql.filter((statement) => !statement.includes('content_version')).length;
}

it('a page of posts with sections, cover and comments costs the same number of SQL statements for 2 or 20 posts', async () => {
  await seed(20);
  const small = await statementsFor(2);
  const large = await statementsFor(20);
  expect(large).toBe(small);
  expect(large).toBeLessThanOrEqual(10);
});

it('a REST post by numeric key is read once, as an id: the key is looked up as a slug only when no post has that id', async () => {
  const post = await createPost(t, token, { title: 'Read by id' });
  const postLookups = async (key: string) => {
    t.sql.length = 0;
    const response = await fetch(`${t.url}/api/blogs/${key}`);
    expect(response.status).toBe(200);
    return t.sql.filter((statement) => / from post p where p\.(id|slug) = /.test(statement));
  };
  const byId = await postLookups(post.id);
  expect(byId).toHaveLength(1);
  expect(byId[0]).toContain('p.id = ');
  const bySlug = await postLookups(post.slug);
  expect(bySlug).toHaveLength(1);
  expect(bySlug[0]).toContain('p.slug = ');
});

it('a REST post reads its sections, comments and their replies, comment count and featured flag in one statement', async () => {
  const post = await createPost(t, token, {
    title: 'Read at once',
    sections: [
      { title: 'One', content: '<p>1</p>' },
      { title: 'Two', content: '<p>2</p>' },
    ],
  });
  await t.gql('mutation ($id: ID!) { addFeatured(postId: $id) { id } }', { id: post.id }, { token });
  const comment = await t.gql(
    'mutation ($id: ID!) { addComment(postId: $id, input: { name: "B", email: "b@b.co", content: "first" }) { id } }',
    { id: post.id },
  );
  await t.gql(
    'mutation ($id: ID!) { replyToComment(id: $id, content: "thanks") { id } }',
    { id: comment.data?.addComment.id },
    { token },
  );
  t.sql.length = 0;
  const response = await fetch(`${t.url}/api/blogs/${post.id}`);
  const body = await response.json();
  expect(body).toMatchObject({
    featured: true,
    commentCount: 2,
    sections: [{ title: 'One' }, { title: 'Two' }],
    comments: [{ content: 'first', replies: [{ content: 'thanks', byAuthor: true }] }],
  });
  expect(t.sql.filter((statement) => !statement.includes('content_version'))).toHaveLength(1);
});
