import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../../components/errors/RouteErrorBoundary';
import { lazyRoute } from '../../lib/lazy';
import { createAdminClient } from './admin-client';
import { AdminIntlProvider, useAdminT } from '../../i18n/admin-messages';
import { RequireAdmin } from './RequireAdmin';
import '../../components/admin/admin.css';

// Each admin screen is its own chunk; none of them (nor this module) loads on the reader site.
const AdminLoginPage = lazyRoute('AdminLoginPage', () => import('../../features/admin-login/AdminLoginPage'));
const AdminLayout = lazyRoute('AdminLayout', () => import('./AdminLayout'));
const DashboardPage = lazyRoute('AdminDashboardPage', () => import('../../features/admin-dashboard/DashboardPage'));
const PostsListPage = lazyRoute('AdminPostsPage', () => import('../../features/admin-posts/PostsListPage'));
const PostEditorPage = lazyRoute('PostEditorPage', () => import('../../features/post-editor/PostEditorPage'));
const ChangePasswordPage = lazyRoute(
  'ChangePasswordPage',
  () => import('../../features/admin-password/ChangePasswordPage'),
);
const IntegrationsPage = lazyRoute(
  'IntegrationsPage',
  () => import('../../features/admin-integrations/IntegrationsPage'),
);
const FeaturedManagerPage = lazyRoute(
  'FeaturedManagerPage',
  () => import('../../features/featured-manager/FeaturedManagerPage'),
);
const CommentsPage = lazyRoute('AdminCommentsPage', () => import('../../features/admin-comments/CommentsPage'));
const SettingsPage = lazyRoute('AdminSettingsPage', () => import('../../features/admin-settings/SettingsPage'));
const MessagesPage = lazyRoute('AdminMessagesPage', () => import('../../features/admin-messages/MessagesPage'));

function AdminFallback() {
  const t = useAdminT();
  return (
    <div className="admin-fallback" role="status" aria-live="polite">
      <span className="admin-spinner" aria-hidden="true" />
      <span>{t('admin.common.loading')}</span>
    </div>
  );
}

function AdminRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<AdminFallback />}>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          <Route element={<RequireAdmin />}>
            <Route element={<AdminLayout />}>
              <Route index element={<Navigate to="/admin/panel" replace />} />
              <Route path="panel" element={<DashboardPage />} />
              <Route path="panel/posts" element={<PostsListPage />} />
              <Route path="panel/posts/new" element={<PostEditorPage key="new" />} />
              <Route path="panel/posts/edit/:id" element={<PostEditorPage />} />
              <Route path="panel/password" element={<ChangePasswordPage />} />
              <Route path="panel/integrations" element={<IntegrationsPage />} />
              <Route path="featured" element={<FeaturedManagerPage />} />
              <Route path="comments" element={<CommentsPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="messages" element={<MessagesPage />} />
              <Route path="*" element={<Navigate to="/admin/panel" replace />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The admin area (lazily loaded at /admin/*, see route.tsx): its own GraphQL client (bearer
 * token, logout on 401), its messages, the guard and the screens.
 */
export default function AdminApp() {
  const readerClient = useApolloClient();
  const [client] = useState(() => createAdminClient(readerClient));
  return (
    <ApolloProvider client={client}>
      <AdminIntlProvider>
        <div className="admin-root">
          <AdminRoutes />
        </div>
      </AdminIntlProvider>
    </ApolloProvider>
  );
}
