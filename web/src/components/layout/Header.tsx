import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { href, paths } from '../../config/routes';
import { networkLabel } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useLanguage } from '../../i18n/LanguageProvider';
import { NATIVE_NAMES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';
import { useMediaQuery } from '../../lib/use-media-query';
import { CloseIcon, GlobeIcon, MenuIcon, SearchIcon, SocialIcon } from '../ui/Icons';
import { LanguageOverlay } from './LanguageOverlay';
import { Logo } from './Logo';
import './header.css';

/** The spec's mobile breakpoint: the menu becomes a slide-in panel at 768 px or less. */
export const MOBILE_QUERY = '(max-width: 768px)';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  // A tag's page belongs to the Tags section.
  const onTagPage = useLocation().pathname.startsWith('/tag/');
  const items = [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.about, label: t('nav.about') },
    { to: paths.tags, label: t('nav.tags') },
    { to: paths.contact, label: t('nav.contact') },
  ];
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              isActive || (onTagPage && item.to === paths.tags) ? 'nav-link active' : 'nav-link'
            }
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SocialLinks() {
  const t = useT();
  const { socialLinks } = useSite();
  return (
    <ul className="social-links" aria-label={t('header.social')}>
      {socialLinks.map((item) => (
        <li key={item.url + item.network}>
          <a
            href={item.url}
            className="social-link"
            aria-label={networkLabel(item.network)}
            rel="noopener noreferrer"
            target="_blank"
          >
            <SocialIcon network={item.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function HeaderSearch({ expanded }: { expanded: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === paths.home ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term) {
      navigate(href.home(term));
    } else if (params.has('search')) {
      const next = new URLSearchParams(params);
      next.delete('search');
      next.delete('page');
      navigate({ pathname: location.pathname, search: next.toString() });
    }
  };

  return (
    <form
      id="header-search"
      role="search"
      className={`header-search${expanded ? ' header-search--expanded' : ''}`}
      action={paths.home}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor="header-search-input" className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        id="header-search-input"
        className="header-search__input"
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.search.placeholder')}
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__submit" aria-label={t('header.search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}

/** The site header: social icons, logo, search, language selector and the main menu. */
export function Header() {
  const t = useT();
  const { name } = useSite();
  const { locale } = useLanguage();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchExpanded, setSearchExpanded] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeLanguage = useCallback(() => setLanguageOpen(false), []);
  useFocusTrap(panel, menuOpen && isMobile, closeMenu);
  useBodyScrollLock(menuOpen && isMobile);

  // A new page closes the menu and the mobile search; a wider window has no slide-in menu.
  useEffect(() => {
    setMenuOpen(false);
    setSearchExpanded(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  return (
    <header className="site-header">
      <div className="site-header__top container">
        <SocialLinks />
        <Link to={paths.home} className="logo" aria-label={t('header.logo')}>
          <Logo />
        </Link>
        <div className="site-header__tools">
          <button
            type="button"
            className="icon-button search-toggle"
            aria-expanded={searchExpanded}
            aria-controls="header-search"
            aria-label={searchExpanded ? t('header.search.collapse') : t('header.search.expand')}
            onClick={() => setSearchExpanded((value) => !value)}
          >
            {searchExpanded ? <CloseIcon /> : <SearchIcon />}
          </button>
          <HeaderSearch expanded={searchExpanded} />
          <button
            type="button"
            className="language-button"
            aria-haspopup="dialog"
            // The visible code starts the accessible name (WCAG 2.5.3, label in name).
            aria-label={`${locale.toUpperCase()}: ${t('header.language', { language: NATIVE_NAMES[locale] })}`}
            onClick={() => setLanguageOpen(true)}
          >
            <GlobeIcon />
            <span className="language-button__code" aria-hidden="true">
              {locale.toUpperCase()}
            </span>
          </button>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t('header.menu.open')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <nav className="main-nav" aria-label={t('nav.label')}>
        <div className="container">
          <NavItems />
        </div>
      </nav>
      {menuOpen && isMobile && (
        <div
          className="mobile-menu__backdrop"
          data-testid="menu-backdrop"
          onMouseDown={(event) => {
            if (event.target !== event.currentTarget) return;
            // Keep the focus where it is: closing gives it back to the menu button.
            event.preventDefault();
            closeMenu();
          }}
        >
          <div
            ref={panel}
            id="mobile-menu"
            className="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t('header.menu.title')}
          >
            <div className="mobile-menu__head">
              <span className="mobile-menu__title">{name}</span>
              <button type="button" className="icon-button" onClick={closeMenu} aria-label={t('header.menu.close')}>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={t('nav.label')}>
              <NavItems onNavigate={closeMenu} />
            </nav>
            <SocialLinks />
          </div>
        </div>
      )}
      {languageOpen && <LanguageOverlay onClose={closeLanguage} />}
    </header>
  );
}
