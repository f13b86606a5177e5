import type { PostCardData } from './PostCard';
import { PostCard } from './PostCard';
import { PostCardSkeleton } from './PostCardSkeleton';
import { SamplePostCard } from './SamplePostCard';

/** Home page skeleton size. */
export const SKELETON_CARDS = 8;

/** A grid of post cards: skeletons while loading, a sample post when there is none. */
export function PostGrid({
  posts,
  loading,
  showSampleWhenEmpty = true,
}: {
  posts: readonly (PostCardData & { id: string })[] | undefined;
  loading: boolean;
  showSampleWhenEmpty?: boolean;
}) {
  if (loading && !posts) {
    return (
      <ul className="post-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!posts || posts.length === 0) {
    return showSampleWhenEmpty ? (
      <ul className="post-grid">
        <li>
          <SamplePostCard />
        </li>
      </ul>
    ) : null;
  }
  return (
    <ul className="post-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
