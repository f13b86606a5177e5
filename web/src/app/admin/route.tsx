import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../../components/errors/RouteErrorBoundary';
import { RouteFallback } from '../../components/layout/RouteFallback';
import { lazyRoute } from '../../lib/lazy';

// Only this stub is in the reader site's bundle: the admin area (screens, editor, catalogs) is
// loaded, in its own chunks, when an /admin URL is first visited.
const AdminApp = lazyRoute('AdminApp', () => import('./AdminApp'));

/** The admin area's route, mounted by the app router: /admin/login, /admin/panel/..., /admin/featured. */
export const adminRoute: RouteObject = {
  path: '/admin/*',
  element: (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <AdminApp />
      </Suspense>
    </RouteErrorBoundary>
  ),
};
