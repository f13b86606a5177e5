import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useAdminT } from '../../i18n/admin-messages';
import { adminPaths } from '../../config/admin-paths';
import { FeaturedIcon, HomeIcon, PlusIcon, PostsIcon } from '../../components/admin/admin-icons';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatDate, isoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { AdminDashboardDocument } from './api/dashboard.generated';
import './dashboard.css';

/** /admin/panel: post counts, comments this week, the latest contact messages, quick links. */
export default function DashboardPage() {
  const t = useAdminT();
  const { locale } = useLanguage();
  const { data, loading, error } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;

  const stats = [
    { label: t('admin.dashboard.published'), value: dashboard?.published, tone: 'published' },
    { label: t('admin.dashboard.drafts'), value: dashboard?.drafts, tone: 'muted' },
    { label: t('admin.dashboard.scheduled'), value: dashboard?.scheduled, tone: 'muted' },
    { label: t('admin.dashboard.comments'), value: dashboard?.commentsThisWeek, tone: 'muted' },
  ];

  return (
    <div className="admin-dashboard">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.dashboard.title')}</h1>
        <Link to={adminPaths.newPost} className="admin-button">
          <PlusIcon />
          {t('admin.posts.new')}
        </Link>
      </div>

      {error && !dashboard ? (
        <p className="admin-state admin-state--error" role="alert">
          {t('admin.common.error', { message: errorMessage(error) })}
        </p>
      ) : (
        <ul className="admin-stats" aria-busy={loading && !dashboard}>
          {stats.map((stat) => (
            <li key={stat.label} className={`admin-stat admin-panel admin-stat--${stat.tone}`}>
              <span className="admin-stat__value">{stat.value ?? '–'}</span>
              <span className="admin-stat__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="admin-dashboard__grid">
        <section className="admin-panel admin-dashboard__section" aria-labelledby="dashboard-messages">
          <h2 id="dashboard-messages" className="admin-panel__title">
            {t('admin.dashboard.messages')}
          </h2>
          {loading && !dashboard ? (
            <p className="admin-hint">{t('admin.common.loading')}</p>
          ) : dashboard && dashboard.latestMessages.length === 0 ? (
            <p className="admin-hint">{t('admin.dashboard.noMessages')}</p>
          ) : (
            <ul className="admin-messages">
              {dashboard?.latestMessages.map((message) => (
                <li key={message.id} className="admin-message">
                  <div className="admin-message__head">
                    <strong>{message.fullName}</strong>
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                    <time dateTime={isoDate(message.createdAt)}>{formatDate(message.createdAt, 'short', locale)}</time>
                  </div>
                  <p className="admin-message__text">{message.message}</p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="admin-panel admin-dashboard__section" aria-labelledby="dashboard-links">
          <h2 id="dashboard-links" className="admin-panel__title">
            {t('admin.dashboard.quickLinks')}
          </h2>
          <ul className="admin-quick-links">
            <li>
              <Link to={adminPaths.newPost}>
                <PlusIcon />
                {t('admin.dashboard.linkNewPost')}
              </Link>
            </li>
            <li>
              <Link to={adminPaths.posts}>
                <PostsIcon />
                {t('admin.dashboard.linkPosts')}
              </Link>
            </li>
            <li>
              <Link to={adminPaths.featured}>
                <FeaturedIcon />
                {t('admin.dashboard.linkFeatured')}
              </Link>
            </li>
            <li>
              <Link to="/">
                <HomeIcon />
                {t('admin.topbar.viewSite')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
