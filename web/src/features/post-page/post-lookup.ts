import { PostPageDocument } from './api/post.generated';

/** `post(id:)` for an all-digit route parameter, `post(slug:)` otherwise. */
export function postLookup(param: string): { id?: string; slug?: string } {
  return /^\d+$/.test(param) ? { id: param } : { slug: param };
}

/** The post page's query for a route parameter (id or slug), with its variables. */
export const postPageQuery = (param: string) => ({ query: PostPageDocument, variables: postLookup(param) });
