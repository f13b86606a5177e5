import DataLoader from 'dataloader';
import type { Em } from '../db/orm.js';
import { Comment } from '../modules/comment/comment.entity.js';
import { CommentStatus } from '../modules/comment/comment-status.js';
import { publicCommentSql } from '../modules/comment/public-comments.js';
import { commentsOpen } from '../modules/comment/comment-rules.js';
import { CommentSettingsService } from '../modules/comment/comment-settings.service.js';
import type { CommentSettingsData } from '../modules/settings/comment-settings.js';
import type { FeaturedService } from '../modules/featured/featured.service.js';
import { groupBy } from '../common/group-by.js';
import { Post } from '../modules/post/post.entity.js';
import type { PostWithParts } from '../modules/post/post-with-parts.js';
import { visibleFilter } from '../modules/post/visibility.js';
import { Section } from '../modules/section/section.entity.js';
import { passagesOfPosts, relatedPostIds } from '../modules/passage/passage.service.js';
import type { PostPassage } from '../modules/passage/post-passage.entity.js';
import { Upload } from '../modules/upload/upload.entity.js';
import { type ReadScopes, Scope } from '../modules/cache/read-scopes.js';

/** A loader that records the scope of each key it is asked for (what the response cache keys on). */
function recording<K, V>(loader: DataLoader<K, V>, scopes: ReadScopes, scopeOf: (key: K) => string) {
  return {
    load(key: K): Promise<V> {
      scopes.add(scopeOf(key));
      return loader.load(key);
    },
    /** Takes `value` as the answer for `key`, read by another statement (its scope is recorded on load). */
    prime(key: K, value: V): void {
      loader.prime(key, value);
    },
  };
}

/**
 * Per-request batch loaders: whatever the page size, each kind of related row costs one SQL
 * statement. Each records what it read in `scopes`, so that a cached answer is dropped only by
 * a write to what it read.
 * @param readerAt the instant an anonymous request reads at; null for the administrator.
 */
export function createLoaders(
  em: Em,
  readerAt: Date | null,
  featured: FeaturedService,
  scopes: ReadScopes,
  readAt: Date = readerAt ?? new Date(),
) {
  let featuredIds: Promise<Set<number>> | undefined;
  /** Featured flags read together with their post, before the whole list is needed. */
  const featuredFlags = new Map<number, boolean>();
  const related = new Map<number, DataLoader<number, Post[]>>();
  let commentSettings: Promise<CommentSettingsData> | undefined;
  return {
    /** The instant anonymous readers read at; null when the caller sees drafts. */
    readerAt,
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
    /** The Bible passages each post cites (rebuilt with the post's text: its scope). */
    passages: recording(
      new DataLoader<number, PostPassage[]>((postIds) => passagesOfPosts(em, postIds)),
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
        // Readers see approved comments only; replies hang from their comment (`replies`).
        const comments = await em.find(
          Comment,
          { post: { $in: [...postIds] }, status: CommentStatus.APPROVED, parent: null },
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
          `select c.post_id, count(*) as count from comment c
             where c.post_id in (${postIds.map(() => '?').join(',')}) and ${publicCommentSql('c')}
             group by c.post_id`,
          [...postIds],
        );
        const byPost = new Map(rows.map((row) => [Number(row.post_id), Number(row.count)]));
        return postIds.map((id) => byPost.get(id) ?? 0);
      }),
      scopes,
      Scope.comments,
    ),
    /** Approved replies of top-level comments, oldest first (recorded under their post's comments). */
    replies: (() => {
      const loader = new DataLoader<number, Comment[]>(async (commentIds) => {
        const replies = await em.find(
          Comment,
          { parent: { $in: [...commentIds] }, status: CommentStatus.APPROVED },
          { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
        );
        const byParent = groupBy(replies, (reply) => reply.parent!.id);
        return commentIds.map((id) => byParent.get(id) ?? []);
      });
      return {
        load(comment: Comment): Promise<Comment[]> {
          scopes.add(Scope.comments(comment.post.id));
          return loader.load(comment.id);
        },
        /** Takes `replies` as the answer for the comment with id `commentId`. */
        prime(commentId: number, replies: Comment[]): void {
          loader.prime(commentId, replies);
        },
      };
    })(),
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
    /**
     * The published posts sharing the most verses with a post, `first` at most (one statement per
     * value of `first` for a page of posts). They read other posts: the answer depends on everything.
     */
    relatedByPassage(postId: number, first: number): Promise<Post[]> {
      scopes.addEverything();
      let loader = related.get(first);
      if (!loader) {
        loader = new DataLoader<number, Post[]>(async (postIds) => {
          const lists = await relatedPostIds(em, postIds, first, readAt);
          const ids = [...new Set(lists.flat())];
          const posts = ids.length ? await em.find(Post, { id: { $in: ids } }) : [];
          const byId = new Map(posts.map((post) => [post.id, post]));
          return lists.map((list) => list.flatMap((id) => byId.get(id) ?? []));
        });
        related.set(first, loader);
      }
      return loader.load(postId);
    },
    /** Whether a post takes comments now (the comment settings are read once per request). */
    commentsOpen: async (post: Post) => {
      commentSettings ??= new CommentSettingsService(em).get();
      return commentsOpen(post, await commentSettings, readerAt ?? new Date());
    },
    /** Whether a post is in the featured list (one query per request). */
    isFeatured: async (postId: number) => {
      scopes.add(Scope.featured);
      const known = featuredFlags.get(postId);
      if (known !== undefined) return known;
      featuredIds ??= featured.postIds();
      return (await featuredIds).has(postId);
    },
    /** Takes the related reads made together with a post as the answers of their loaders. */
    primePost({
      post,
      sections,
      commentCount,
      featured: isFeatured,
      comments,
      translations,
      passages,
    }: PostWithParts): void {
      if (sections) this.sections.prime(post.id, sections);
      if (commentCount !== undefined) this.commentCounts.prime(post.id, commentCount);
      if (isFeatured !== undefined) featuredFlags.set(post.id, isFeatured);
      if (translations) this.translations.prime(post.translationGroup, translations);
      if (passages) this.passages.prime(post.id, passages);
      if (comments) {
        // Newest first: the top-level ones in that order, each one's replies oldest first.
        const topLevel = comments.filter((comment) => !comment.parent);
        const replies = groupBy([...comments].reverse(), (comment) => comment.parent?.id ?? 0);
        this.comments.prime(post.id, topLevel);
        for (const comment of topLevel) this.replies.prime(comment.id, replies.get(comment.id) ?? []);
      }
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
