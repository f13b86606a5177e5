import { registerEnumType } from 'type-graphql';

/**
 * What an API token may do beyond what anonymous readers can. The owner's own session holds
 * every scope and more: managing tokens, the password and the site's settings belong to the
 * owner alone, so no scope grants them.
 */
export enum ApiScope {
  /** Unpublished (draft and scheduled) posts and the admin lists, for previews and static builds. */
  DRAFTS_READ = 'drafts:read',
  /** Create, update, publish and delete posts, curate the featured list, upload images. */
  CONTENT_WRITE = 'content:write',
  /** Read every comment (held, spam, trash, with e-mails), moderate, edit and reply to them. */
  COMMENTS_MODERATE = 'comments:moderate',
}

registerEnumType(ApiScope, {
  name: 'ApiScope',
  description:
    'A permission an API token carries. Each is server-only: a token with any scope must never reach a browser.',
  valuesConfig: {
    DRAFTS_READ: { description: '`drafts:read`: unpublished posts and the admin lists.' },
    CONTENT_WRITE: {
      description: '`content:write`: create, update, publish and delete posts; featured list; uploads.',
    },
    COMMENTS_MODERATE: {
      description:
        "`comments:moderate`: the moderation list (commenters' e-mails included), approve, spam, trash, delete, edit and reply.",
    },
  },
});

/** The scopes in their wire form (`drafts:read`), for logs and REST answers. */
export const API_SCOPES = Object.values(ApiScope);
