import type { TestApp } from './test-app.js';

export const POST_FIELDS = `id slug locale title excerpt status version author tags date publishedAt allowComments
  featured commentCount cover coverId content
  sections { id title content image imageId orderIndex }`;

/**
 * Asserts that posts a list returned (asked with POST_FIELDS) are each the post as `post(id:)`
 * reads it: for lists that read their posts with SQL of their own.
 */
export async function expectListedAsRead(t: TestApp, listed: { id: string }[]) {
  expect(listed.length).toBeGreaterThan(0);
  for (const item of listed) {
    const read = await t.gql<{ post: unknown }>(`query ($id: ID) { post(id: $id) { ${POST_FIELDS} } }`, {
      id: item.id,
    });
    expect(item).toEqual(read.data!.post);
  }
}

export interface PostOverrides {
  title?: string;
  excerpt?: string;
  slug?: string;
  locale?: 'en' | 'fr' | 'es' | 'it';
  translationOf?: string;
  sections?: { id?: string; title?: string; content?: string; imageId?: string | null; orderIndex?: number }[];
  coverId?: string | null;
  author?: string;
  tags?: string[];
  date?: string;
  status?: 'DRAFT' | 'TO_PUBLISH';
  allowComments?: boolean;
  version?: number;
}

let counter = 0;

/** Creates a post through the GraphQL API (published by default) and returns it. */
export async function createPost(t: TestApp, token: string, overrides: PostOverrides = {}) {
  counter++;
  const input = {
    title: `Post ${counter}`,
    excerpt: `Excerpt ${counter}`,
    sections: [{ title: 'Section 1', content: `<p>Body of post ${counter}</p>` }],
    status: 'TO_PUBLISH',
    ...overrides,
  };
  const result = await t.gql(
    `mutation ($input: PostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`,
    { input },
    { token },
  );
  if (!result.data?.createPost) throw new Error(`createPost failed: ${JSON.stringify(result.errors)}`);
  return result.data.createPost as Record<string, any>;
}

/** A 1x1 PNG. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads bytes through the GraphQL multipart protocol; @returns the raw response. */
export async function uploadFile(
  t: Pick<TestApp, 'url'>,
  token: string | null,
  bytes: Buffer,
  filename = 'image.png',
  type = 'image/png',
  fields = 'id url width height mimeType bytes',
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($file: Upload!) { uploadImage(file: $file) { ${fields} } }`,
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type }), filename);
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}
