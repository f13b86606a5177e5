// The post page's public entry: its article typography, which the style guide (/styles) shows.
import './post-page.css';
import type { ErrorPolicy } from '@apollo/client';
import { PostPageDocument, type PostPageQueryVariables } from './api/post.generated';

/** The search parameter of a preview link (`/blogs/{id}?preview={token}`, createPreviewLink). */
export const PREVIEW_PARAM = 'preview';

/** `post(id:)` for an all-digit route parameter, `post(slug:)` otherwise. */
export function postLookup(param: string): { id?: string; slug?: string } {
  return /^\d+$/.test(param) ? { id: param } : { slug: param };
}

/**
 * The post page's query for a route parameter (id or slug) and a preview token, with its
 * variables. The token is only a variable when there is one, so a reader's page keeps the cache
 * entry (and persisted query URL) it always had. A refused preview is kept as `post: null` with
 * its error (errorPolicy `all`): the server render stores that null in the state it sends, so the
 * browser hydrates the refusal from it instead of asking again.
 */
export function postPageQuery(
  param: string,
  preview?: string | null,
): { query: typeof PostPageDocument; variables: PostPageQueryVariables; errorPolicy?: ErrorPolicy } {
  const variables = postLookup(param);
  return preview
    ? { query: PostPageDocument, variables: { ...variables, preview }, errorPolicy: 'all' }
    : { query: PostPageDocument, variables };
}
