import DataLoader from 'dataloader';
import type { Em } from '../db/orm.js';
import { Comment } from '../modules/comment/comment.entity.js';
import type { FeaturedService } from '../modules/featured/featured.service.js';
import { groupBy } from '../common/group-by.js';
import { Post } from '../modules/post/post.entity.js';
import { visibleFilter } from '../modules/post/visibility.js';
import { Section } from '../modules/section/section.entity.js';
import { Upload } from '../modules/upload/upload.entity.js';

/**
 * Per-request batch loaders: whatever the page size, each kind of related row costs one SQL
 * statement.
 * @param readerAt the instant an anonymous request reads at; null for the administrator.
 */
export function createLoaders(em: Em, readerAt: Date | null, featured: FeaturedService) {
  let featuredIds: Promise<Set<number>> | undefined;
  return {
    sections: new DataLoader<number, Section[]>(async (postIds) => {
      const sections = await em.find(
        Section,
        { post: { $in: [...postIds] } },
        { orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }] },
      );
      const byPost = groupBy(sections, (section) => section.post.id);
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
    uploads: new DataLoader<string, Upload | null>(async (ids) => {
      const uploads = await em.find(Upload, { id: { $in: [...ids] } });
      const byId = new Map(uploads.map((upload) => [upload.id, upload]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    comments: new DataLoader<number, Comment[]>(async (postIds) => {
      const comments = await em.find(
        Comment,
        { post: { $in: [...postIds] } },
        { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      );
      const byPost = groupBy(comments, (comment) => comment.post.id);
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
    commentCounts: new DataLoader<number, number>(async (postIds) => {
      const rows = await em.execute<{ post_id: number; count: string | number }[]>(
        `select post_id, count(*) as count from comment where post_id in (${postIds.map(() => '?').join(',')}) group by post_id`,
        [...postIds],
      );
      const byPost = new Map(rows.map((row) => [Number(row.post_id), Number(row.count)]));
      return postIds.map((id) => byPost.get(id) ?? 0);
    }),
    translations: new DataLoader<string, Post[]>(async (groups) => {
      const posts = await em.find(
        Post,
        { translationGroup: { $in: [...groups] }, ...visibleFilter({ readerAt }) },
        { orderBy: [{ locale: 'asc' }] },
      );
      const byGroup = groupBy(posts, (post) => post.translationGroup);
      return groups.map((group) => byGroup.get(group) ?? []);
    }),
    /** Whether a post is in the featured list (one query per request). */
    isFeatured: async (postId: number) => {
      featuredIds ??= featured.postIds();
      return (await featuredIds).has(postId);
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
