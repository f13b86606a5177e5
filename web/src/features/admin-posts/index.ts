// The posts list's public entry: the GraphQL operations the featured manager shares with it
// (the admin's post search and the add and remove featured mutations).
export { AdminAddFeaturedDocument, AdminPostsDocument, AdminRemoveFeaturedDocument } from './api/admin-posts.generated';
