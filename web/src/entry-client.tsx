import './styles/fonts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/print.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, type RenderedPage } from './app/App';
import { readPageState, STATE_IDS } from './app/page-state';
import { preloadRoutes, routes } from './app/router';
import { loadCatalog } from './i18n/catalogs';
import { createApolloClient } from './lib/apollo';

/**
 * A page the server rendered is hydrated as it is: with its language's catalog and its route's
 * component loaded first, and the Apollo cache it was rendered from, so that nothing differs
 * and nothing is fetched again. The admin area's page (index.html) is rendered in the browser.
 */
async function start(): Promise<void> {
  const rendered = readPageState<RenderedPage>(STATE_IDS.page);
  const router = createBrowserRouter(routes);
  if (!rendered) {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App client={createApolloClient()}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
    return;
  }
  const state = readPageState<NormalizedCacheObject>(STATE_IDS.apollo);
  await Promise.all([
    loadCatalog(rendered.language.locale),
    // A route chunk that cannot load fails again while hydrating, inside the route's error
    // boundary, which offers to try again: the rest of the page still hydrates.
    preloadRoutes(window.location.pathname).catch(() => undefined),
  ]);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is done: the page it is hydrating is already readable.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <App client={createApolloClient({ state })} rendered={rendered}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}

void start();
