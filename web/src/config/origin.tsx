import { createContext, type ReactNode, useContext } from 'react';

// null: no provider above, the browser's own origin applies.
const SiteOriginContext = createContext<string | null>(null);

/**
 * Gives the site's public origin (`PUBLIC_URL`, e.g. `https://blog.example.org`) to everything
 * that writes absolute URLs: canonical links, Open Graph and JSON-LD. The server renders with it;
 * without a provider the browser's own origin is used.
 */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin.replace(/\/+$/, '')}>{children}</SiteOriginContext.Provider>;
}

/** @returns the site's origin without a trailing slash: the provider's, else `window.location.origin`. */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
