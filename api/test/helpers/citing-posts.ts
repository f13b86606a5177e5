import { createPost, type PostOverrides } from './factories.js';
import type { TestApp } from './test-app.js';

/** A post of the passage tests: `text` is the HTML of its one paragraph, where its references are read. */
export type CitingPost = Omit<PostOverrides, 'sections'> & { text: string };

/** The sections of a post holding one untitled paragraph of `text` (HTML). */
export const paragraph = (text: string) => [{ title: '', content: `<p>${text}</p>` }];

/**
 * Creates the posts one after the other, in the order given (published unless `status` says
 * otherwise), through the GraphQL API as createPost does. @returns the created posts, in order.
 */
export async function createCitingPosts(t: TestApp, token: string, posts: CitingPost[]) {
  const created: Awaited<ReturnType<typeof createPost>>[] = [];
  for (const { text, ...post } of posts)
    created.push(await createPost(t, token, { ...post, sections: paragraph(text) }));
  return created;
}
