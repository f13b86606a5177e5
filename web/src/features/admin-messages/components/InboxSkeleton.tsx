import { useAdminT } from '../../../i18n/admin-messages';

/** Placeholder rows while the first page loads, announced once as "Loading messages...". */
export function InboxSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useAdminT();
  return (
    <div className="inbox-skeleton admin-panel" role="status" data-testid="inbox-skeleton">
      <span className="visually-hidden">{t('admin.messages.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="inbox-skeleton__row" aria-hidden="true">
          <span className="skeleton inbox-skeleton__box" />
          <div className="inbox-skeleton__lines">
            <span className="skeleton inbox-skeleton__line inbox-skeleton__line--short" />
            <span className="skeleton inbox-skeleton__line" />
          </div>
        </div>
      ))}
    </div>
  );
}
