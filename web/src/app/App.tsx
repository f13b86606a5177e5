import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ui/Toasts';
import { SiteSettingsProvider } from '../lib/site/SiteSettingsProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { createApolloClient } from '../lib/apollo';
import { createRouter } from './router';

const client = createApolloClient();

/** Providers around the router: GraphQL client, interface language, site settings, toasts. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <ApolloProvider client={client}>
      <LanguageProvider>
        <SiteSettingsProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SiteSettingsProvider>
      </LanguageProvider>
    </ApolloProvider>
  );
}
