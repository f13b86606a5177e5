import type { ReactNode } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { errorMessage } from '../../../lib/errors';
import type { AdminAuditLogQuery } from '../api/integrations.generated';
import { formatInstant } from '../format-instant';
import { describeAudit } from '../token-view';

type Entry = AdminAuditLogQuery['auditLog'][number];

function What({ entry }: { entry: Entry }) {
  const t = useAdminT();
  const described = describeAudit(entry.action, entry.subject);
  if (!described) return <>{`${entry.action} ${entry.subject}`}</>;
  const { kind, name } = described;
  if (kind === 'created') return <>{t('admin.integrations.activity.created', { name })}</>;
  if (kind === 'regenerated') return <>{t('admin.integrations.activity.regenerated', { name })}</>;
  if (kind === 'revoked') return <>{t('admin.integrations.activity.revoked', { name })}</>;
  if (kind === 'webhookCreated') return <>{t('admin.integrations.activity.webhookCreated', { name })}</>;
  if (kind === 'webhookRotated') return <>{t('admin.integrations.activity.webhookRotated', { name })}</>;
  return <>{t('admin.integrations.activity.webhookDeleted', { name })}</>;
}

/** The audit log as the server keeps it, newest first: when, who, what. */
export function ActivityLog({
  entries,
  loading,
  error,
  onRetry,
}: {
  entries: Entry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}) {
  const t = useAdminT();
  const { locale } = useLanguage();
  let body: ReactNode;
  if (loading && !entries) {
    body = (
      <p className="admin-state integrations-state" role="status">
        {t('admin.common.loading')}
      </p>
    );
  } else if (error && !entries) {
    body = (
      <div className="admin-state admin-state--error integrations-state" role="alert">
        <p>{t('admin.common.error', { message: errorMessage(error) })}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  } else if (!entries?.length) {
    body = <p className="admin-state integrations-state">{t('admin.integrations.activity.empty')}</p>;
  } else {
    body = (
      <ol className="integrations-activity">
        {entries.map((entry) => (
          <li key={entry.id} className="integrations-activity__entry">
            <time dateTime={entry.at} className="integrations-activity__time">
              {formatInstant(entry.at, locale, true)}
            </time>
            <span className="integrations-activity__actor">{entry.actor}</span>
            <span className="integrations-activity__what">
              <What entry={entry} />
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="integrations-section" aria-labelledby="integrations-activity-title">
      <h2 id="integrations-activity-title" className="integrations-section__title">
        {t('admin.integrations.activity.title')}
      </h2>
      <div className="admin-panel" aria-busy={loading}>
        {body}
      </div>
    </section>
  );
}
