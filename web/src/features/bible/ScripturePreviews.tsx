import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import type { AppLocale } from '../../i18n/locales';
import { DEFAULT_TRANSLATIONS } from './translations';

// Its own chunk, loaded only by pages whose text has references.
const ScripturePreview = lazy(() => import('./preview/ScripturePreview'));

/**
 * Previews of the Bible references (`a.scripture-ref`) inside `container`, in the Bible of
 * `locale` (the post's language). Nothing is loaded when `enabled` is false (a text without
 * references); otherwise the preview's code is fetched once the page is hydrated, so the server's
 * render and the first one in the browser are the same.
 */
export function ScripturePreviews({
  container,
  locale,
  enabled,
}: {
  container: RefObject<HTMLElement | null>;
  locale: AppLocale;
  enabled: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (enabled) setReady(true);
  }, [enabled]);
  if (!ready || !enabled) return null;
  return (
    <Suspense fallback={null}>
      <ScripturePreview container={container} translation={DEFAULT_TRANSLATIONS[locale]} />
    </Suspense>
  );
}
