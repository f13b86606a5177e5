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
});

/** What is stored: a post is either a draft or meant for readers from `publishedAt` on. */
export enum StoredStatus {
  draft = 'draft',
  published = 'published',
}
