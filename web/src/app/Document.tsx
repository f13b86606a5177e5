import { type ReactNode, useEffect } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * The whole HTML document of a server-rendered page, which the browser hydrates as it is:
 * `<html lang>` in the page's language, the head every page shares (pages add theirs with
 * React's hoisted `<title>`, `<meta>` and `<link>`), and the body. The server adds the build's
 * style sheets and scripts and the page's state around what React renders. Once hydrated, it
 * marks `<html data-hydrated="true">`.
 */
export function Document({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  // Says when the browser has taken the page over (tests and scripts wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#faf7f2" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#161310" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
