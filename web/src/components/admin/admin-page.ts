import { matchPath } from 'react-router-dom';
import type { AdminMessageId } from '../../i18n/admin-messages';
import { adminPaths } from '../../config/admin-paths';

/** The name of each signed-in admin page, as the top bar and the tab title show it. */
const PAGE_NAMES: readonly [pattern: string, name: AdminMessageId][] = [
  [adminPaths.panel, 'admin.dashboard.title'],
  [adminPaths.posts, 'admin.posts.title'],
  [adminPaths.newPost, 'admin.page.newPost'],
  [adminPaths.editPost, 'admin.page.editPost'],
  [adminPaths.featured, 'admin.featured.title'],
  [adminPaths.password, 'admin.password.title'],
  [adminPaths.integrations, 'admin.integrations.title'],
  [adminPaths.comments, 'admin.comments.title'],
  [adminPaths.settings, 'admin.settings.title'],
  [adminPaths.messages, 'admin.messages.title'],
];

/** The message naming the admin page at `pathname`, or null for a path that is no page (it redirects). */
export function adminPageName(pathname: string): AdminMessageId | null {
  return PAGE_NAMES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}
