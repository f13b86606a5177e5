import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/Toasts';
import { SiteOriginProvider } from '../config/origin';
import { SiteSettingsProvider } from '../lib/site/SiteSettingsProvider';
import { LanguageProvider, type RenderedLanguage } from '../i18n/LanguageProvider';
import { Document } from './Document';

/** How a server-rendered page was rendered: what the browser needs to hydrate it as it is. */
export interface RenderedPage {
  /** The site's public origin (`PUBLIC_URL`) that absolute URLs use. */
  origin: string;
  language: RenderedLanguage;
}

/**
 * Providers around the router (GraphQL client, interface language, site settings, toasts) and,
 * for a server-rendered page, the whole document with the site's origin. Without `rendered` it
 * is the client-only app of the admin area's page (index.html).
 */
export function App({
  client,
  rendered,
  children,
}: {
  client: ApolloClient;
  rendered?: RenderedPage;
  /** The router. */
  children: ReactNode;
}) {
  const providers = (
    <SiteSettingsProvider>
      <ToastProvider>{children}</ToastProvider>
    </SiteSettingsProvider>
  );
  return (
    <ApolloProvider client={client}>
      <LanguageProvider rendered={rendered?.language}>
        {rendered ? (
          <SiteOriginProvider origin={rendered.origin}>
            <Document>{providers}</Document>
          </SiteOriginProvider>
        ) : (
          providers
        )}
      </LanguageProvider>
    </ApolloProvider>
  );
}
