import { useApolloClient, useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/ui/Icons';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isAppLocale, LOCALES, NATIVE_NAMES } from '../../i18n/locales';
import { useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';
import { useMediaQuery } from '../../lib/use-media-query';
import { AdminMeDocument } from '../../lib/admin-auth/api/admin-session.generated';
import { signOut } from '../../lib/admin-auth/sign-out';
import { useAdminT } from '../../i18n/admin-messages';
import { adminPaths } from '../../config/admin-paths';
import {
  CommentsIcon,
  FeaturedIcon,
  HomeIcon,
  MessagesIcon,
  PostsIcon,
  SettingsIcon,
} from '../../components/admin/admin-icons';
import { adminPageName } from '../../components/admin/admin-page';
import { IntegrationsIcon } from '../../features/admin-integrations';
import { AdminNavCountsDocument } from '../../features/admin-comments';
import { TitleDetailProvider, useAdminDocumentTitle } from '../../components/admin/use-admin-title';
import '../../components/admin/admin-layout.css';

/** Below the spec's mobile breakpoint the sidebar is a drawer opened from the top bar. */
const MOBILE_QUERY = '(max-width: 767.98px)';
/** How often the sidebar asks again how many comments wait and messages are unread. */
const NAV_COUNTS_POLL_MS = 60_000;

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The signed-in administrator (from the API's `me`), with the link to change the password. */
function AdminUser() {
  const t = useAdminT();
  const { data, loading } = useQuery(AdminMeDocument);
  const me = data?.me;
  return (
    <div className="admin-user" aria-busy={loading}>
      <span className="admin-user__avatar" aria-hidden="true">
        {me ? initials(me.displayName) : ''}
      </span>
      <div className="admin-user__text">
        <span className="admin-user__label visually-hidden">{t('admin.user.signedInAs')}</span>
        <span className="admin-user__name">{me?.displayName ?? (loading ? t('admin.common.loading') : '')}</span>
        <span className="admin-user__email">{me?.email ?? ''}</span>
        <NavLink to={adminPaths.password} className="admin-user__link">
          {t('admin.nav.password')}
        </NavLink>
      </div>
    </div>
  );
}

function LanguageSelect() {
  const t = useAdminT();
  const { locale, setLocale } = useLanguage();
  return (
    <label className="admin-language">
      <span className="visually-hidden">{t('admin.topbar.language')}</span>
      <select
        className="admin-select admin-select--compact"
        value={locale}
        onChange={(event) => isAppLocale(event.target.value) && setLocale(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Sidebar (250 px: brand to /admin/panel, Posts, Comments and Messages with their badges, Featured, Integrations, Settings,
 * the signed-in user and Change password) and a top bar (the
 * name of the page shown, language, Logout, which ends the session on the server), which also names the page in the tab title. Below
 * 768 px the sidebar is a drawer with a toggle and overlay.
 */
export default function AdminLayout() {
  const t = useAdminT();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const page = adminPageName(pathname);
  const pageName = t(page ?? 'admin.brand');
  const { title, setDetail: setTitleDetail } = useAdminDocumentTitle(pageName);
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The drawer is open on the page where it was opened: a navigation closes it.
  const open = mobile && openAt === pathname;
  const drawer = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenAt(null), []);

  useFocusTrap(drawer, open, close);
  useBodyScrollLock(open);

  const [signingOut, setSigningOut] = useState(false);
  const logout = async () => {
    setSigningOut(true);
    await signOut(client);
    navigate(adminPaths.login, { replace: true });
  };

  // The badges: polled, and fetched again by the screens that change them (moderation, reading).
  const counts = useQuery(AdminNavCountsDocument, { pollInterval: NAV_COUNTS_POLL_MS, errorPolicy: 'all' }).data;
  const pending = counts?.pendingCommentCount ?? 0;
  const unread = counts?.unreadMessageCount ?? 0;

  const navItems: { to: string; label: string; icon: ReactNode; badge?: number; badgeLabel?: string }[] = [
    { to: adminPaths.posts, label: t('admin.nav.posts'), icon: <PostsIcon /> },
    {
      to: adminPaths.comments,
      label: t('admin.nav.comments'),
      icon: <CommentsIcon />,
      badge: pending,
      badgeLabel: t('admin.nav.commentsBadge', { count: pending }),
    },
    {
      to: adminPaths.messages,
      label: t('admin.nav.messages'),
      icon: <MessagesIcon />,
      badge: unread,
      badgeLabel: t('admin.nav.messagesBadge', { count: unread }),
    },
    { to: adminPaths.featured, label: t('admin.nav.featured'), icon: <FeaturedIcon /> },
    { to: adminPaths.integrations, label: t('admin.nav.integrations'), icon: <IntegrationsIcon /> },
    { to: adminPaths.settings, label: t('admin.nav.settings'), icon: <SettingsIcon /> },
  ];

  return (
    <div className={`admin-shell${open ? ' admin-shell--nav-open' : ''}`}>
      <a className="skip-link" href="#admin-content">
        {t('admin.common.skipToContent')}
      </a>
      <aside
        ref={drawer}
        id="admin-sidebar"
        className="admin-sidebar"
        aria-label={t('admin.nav.label')}
        {...(mobile && !open ? { inert: true, 'aria-hidden': true } : {})}
      >
        <div className="admin-sidebar__head">
          <Link to={adminPaths.panel} className="admin-brand">
            <HomeIcon />
            <span>{t('admin.brand')}</span>
          </Link>
          {mobile && (
            <button type="button" className="admin-icon-button" onClick={close} aria-label={t('admin.menu.close')}>
              <CloseIcon />
            </button>
          )}
        </div>
        <nav className="admin-nav">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="admin-nav__link">
                  {item.icon}
                  <span>{item.label}</span>
                  {!!item.badge && (
                    <span className="admin-count admin-nav__badge">
                      <span aria-hidden="true">{item.badge > 99 ? '99+' : item.badge}</span>
                      <span className="visually-hidden">{item.badgeLabel}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AdminUser />
      </aside>
      {open && <div className="admin-overlay" onClick={close} aria-hidden="true" />}
      <div className="admin-main">
        <header className="admin-topbar">
          {mobile && (
            <button
              type="button"
              className="admin-icon-button"
              aria-expanded={open}
              aria-controls="admin-sidebar"
              aria-label={t('admin.menu.open')}
              onClick={() => setOpenAt(pathname)}
            >
              <MenuIcon />
            </button>
          )}
          <p className="admin-topbar__title">{pageName}</p>
          <div className="admin-topbar__actions">
            <LanguageSelect />
            <Link to="/" className="admin-link-button">
              {t('admin.topbar.viewSite')}
            </Link>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => void logout()}
              disabled={signingOut}
              aria-busy={signingOut}
            >
              {t('admin.topbar.logout')}
            </button>
          </div>
        </header>
        <main id="admin-content" className="admin-content" tabIndex={-1}>
          <title>{title}</title>
          <TitleDetailProvider value={setTitleDetail}>
            <Outlet />
          </TitleDetailProvider>
        </main>
      </div>
    </div>
  );
}
