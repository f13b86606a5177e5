import DataLoader from 'dataloader';
import type { Em } from '../db/orm.js';
import { Comment } from '../modules/comment/comment.entity.js';
import type { FeaturedService } from '../modules/featured/featured.service.js';
import { groupBy } from '../common/group-by.js';
import { Post } from '../modules/post/post.entity.js';
import { visibleFilter } from '../modules/post/visibility.js';
import { Section } from '../modules/section/section.entity.js';
import { Upload } from '../modules/upload/upload.entity.js';
import { type ReadScopes, Scope } from '../modules/cache/read-scopes.js';

/** A loader that records the scope of each key it is asked for (what the response cache keys on). */
function recording<K, V>(loader: DataLoader<K, V>, scopes: ReadScopes, scopeOf: (key: K) => string) {
  return {
    load(key: K): Promise<V> {
      scopes.add(scopeOf(key));
      return loader.load(key);
    },
  };
}

/**
 * Per-request batch loaders: whatever the page size, each kind of related row costs one SQL
 * statement. Each records what it read in `scopes`, so that a cached answer is dropped only by
 * a write to what it read.
 * @param readerAt the instant an anonymous request reads at; null for the administrator.
 */
export function createLoaders(em: Em, readerAt: Date | null, featured: FeaturedService, scopes: ReadScopes) {
  let featuredIds: Promise<Set<number>> | undefined;
  return {
    sections: recording(
      new DataLoader<number, Section[]>(async (postIds) => {
        const sections = await em.find(
          Section,
          { post: { $in: [...postIds] } },
          { orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }] },
        );
        const byPost = groupBy(sections, (section) => section.post.id);
        return postIds.map((id) => byPost.get(id) ?? []);
      }),
      scopes,
      Scope.post,
    ),
    uploads: recording(
      new DataLoader<string, Upload | null>(async (ids) => {
        const uploads = await em.find(Upload, { id: { $in: [...ids] } });
        const byId = new Map(uploads.map((upload) => [upload.id, upload]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      scopes,
      () => Scope.uploads,
    ),
    comments: recording(
      new DataLoader<number, Comment[]>(async (postIds) => {
        const comments = await em.find(
          Comment,
          { post: { $in: [...postIds] } },
          { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
        );
        const byPost = groupBy(comments, (comment) => comment.post.id);
        return postIds.map((id) => byPost.get(id) ?? []);
      }),
      scopes,
      Scope.comments,
    ),
    commentCounts: recording(
      new DataLoader<number, number>(async (postIds) => {
        const rows = await em.execute<{ post_id: number; count: string | number }[]>(
          `select post_id, count(*) as count from comment where post_id in (${postIds.map(() => '?').join(',')}) group by post_id`,
          [...postIds],
        );
        const byPost = new Map(rows.map((row) => [Number(row.post_id), Number(row.count)]));
        return postIds.map((id) => byPost.get(id) ?? 0);
      }),
      scopes,
      Scope.comments,
    ),
    translations: recording(
      new DataLoader<string, Post[]>(async (groups) => {
        const posts = await em.find(
          Post,
          { translationGroup: { $in: [...groups] }, ...visibleFilter({ readerAt }) },
          { orderBy: [{ locale: 'asc' }] },
        );
        const byGroup = groupBy(posts, (post) => post.translationGroup);
        return groups.map((group) => byGroup.get(group) ?? []);
      }),
      scopes,
      Scope.group,
    ),
    /** Whether a post is in the featured list (one query per request). */
    isFeatured: async (postId: number) => {
      scopes.add(Scope.featured);
      featuredIds ??= featured.postIds();
      return (await featuredIds).has(postId);
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
