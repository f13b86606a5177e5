import type { PostStatus } from '../../gql/schema-types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatDate } from '../../lib/dates';
import { useAdminT } from '../../i18n/admin-messages';

/**
 * A post's status: 'Published' in green, 'Scheduled' (TO_PUBLISH: sent to publish with a date
 * still ahead) and 'Draft' in grey. A missing status reads as 'Draft'.
 */
export function StatusBadge({ status, publishedAt }: { status?: PostStatus | null; publishedAt?: string | null }) {
  const t = useAdminT();
  const { locale } = useLanguage();
  if (status === 'PUBLISHED') {
    return <span className="admin-badge admin-badge--published">{t('admin.status.published')}</span>;
  }
  if (status === 'TO_PUBLISH') {
    const when = formatDate(publishedAt, 'short', locale);
    return (
      <span className="admin-badge" title={when ? t('admin.status.scheduledFor', { date: when }) : undefined}>
        {t('admin.status.scheduled')}
        {when && <span className="visually-hidden">{` (${t('admin.status.scheduledFor', { date: when })})`}</span>}
      </span>
    );
  }
  return <span className="admin-badge">{t('admin.status.draft')}</span>;
}
