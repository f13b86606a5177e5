import { useT } from '../../i18n/use-t';

/** Shown while a page's script chunk loads. */
export function RouteFallback() {
  const t = useT();
  return (
    <div className="container page route-fallback" role="status" aria-live="polite">
      <span className="route-fallback__spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
