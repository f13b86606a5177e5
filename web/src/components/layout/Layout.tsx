import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AlternatesProvider } from '../../i18n/alternates';
import { useT } from '../../i18n/use-t';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { preloadFonts } from './preload-fonts';
import { RouteFallback } from './RouteFallback';
import './layout.css';

/** Skip link, header, the current page (lazy, with a fallback and an error boundary), footer. */
export function Layout() {
  preloadFonts();
  const t = useT();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // A new page starts at its top. Not the first one: the reader may have scrolled the
    // server-rendered page before the scripts hydrated it (and scrolling forces a layout).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <AlternatesProvider>
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </AlternatesProvider>
  );
}
