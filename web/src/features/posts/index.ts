// The post list's public entry: the cards, grid, pagination and language scope that the home and
// tag pages show too, and the list queries the home page runs. Other features import these from
// here, never from the folder's files.
export {
  FeaturedPostsDocument,
  PopularPostsDocument,
  PostListDocument,
  type PostCardFragment,
} from './api/posts.generated';
export { LanguageScope } from './components/LanguageScope';
export { Pagination } from './components/Pagination';
export { PostCard, type PostCardData } from './components/PostCard';
export { PostCardSkeleton } from './components/PostCardSkeleton';
export { PostGrid, SKELETON_CARDS } from './components/PostGrid';
