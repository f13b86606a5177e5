import { registerEnumType } from 'type-graphql';

/**
 * Status as the editor and readers see it. The editor sends DRAFT or TO_PUBLISH; a post sent
 * with TO_PUBLISH is PUBLISHED once its publication time has come, and reads as TO_PUBLISH
 * (scheduled) until then.
 */
export enum PostStatus {
  DRAFT = 'draft',
  TO_PUBLISH = 'to_publish',
  PUBLISHED = 'published',
}

registerEnumType(PostStatus, {
  name: 'PostStatus',
  description: 'draft, to_publish (scheduled, or what the editor sends to publish) or published.',
  valuesConfig: {
    DRAFT: { description: 'Not published: only the admin and API tokens with `drafts:read` see it.' },
    TO_PUBLISH: { description: 'Sent to publish: scheduled until its date, then published.' },
    PUBLISHED: { description: 'Readers can see it: its publication time has come. As input, the same as TO_PUBLISH.' },
  },
});

/** What is stored: a post is either a draft or meant for readers from `publishedAt` on. */
export enum StoredStatus {
  draft = 'draft',
  published = 'published',
}
