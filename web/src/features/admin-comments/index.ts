// The comment queue's public entry: what the admin shell needs for its sidebar badges (comments
// waiting, unread messages). The queue itself is loaded lazily from CommentsPage.
export { AdminNavCountsDocument } from './api/nav-counts.generated';
