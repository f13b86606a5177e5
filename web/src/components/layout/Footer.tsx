import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, paths } from '../../config/routes';
import { networkLabel } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { SocialIcon } from '../ui/Icons';
import { FooterLanguages } from './FooterLanguages';
import { Logo } from './Logo';
import { ArchiveYearsDocument } from './api/layout.generated';
import './footer.css';

function Archives() {
  const t = useT();
  const { locale } = useLanguage();
  const { data } = useQuery(ArchiveYearsDocument, { variables: { locale } });
  const years = data?.archiveYears ?? [];
  return (
    <nav className="site-footer__column" aria-labelledby="footer-archives">
      <h2 id="footer-archives" className="site-footer__heading">
        {t('footer.archives')}
      </h2>
      {years.length === 0 ? (
        <p className="site-footer__muted">{t('footer.archives.empty')}</p>
      ) : (
        <ul className="site-footer__links">
          {years.map(({ year, count }) => (
            <li key={year}>
              <Link to={href.archive(year)}>
                {year} <span className="site-footer__count">({t('common.postCount', { count })})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** The newsletter box: the submit is only prevented; nothing is sent anywhere. */
function Newsletter() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(t('footer.newsletter.note'));
    setEmail('');
  };
  return (
    <section className="site-footer__column" aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className="site-footer__heading">
        {t('footer.newsletter')}
      </h2>
      <p className="site-footer__muted">{t('footer.newsletter.text')}</p>
      <form className="newsletter" onSubmit={submit}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('footer.newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          className="input"
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button">
          {t('footer.newsletter.subscribe')}
        </button>
      </form>
      <p className="site-footer__note" role="status">
        {note}
      </p>
    </section>
  );
}

export function Footer() {
  const t = useT();
  const { description, socialLinks } = useSite();
  const quickLinks = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.blog, label: t('footer.allPosts') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.tags, label: t('nav.tags') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.styles, label: t('footer.styles') },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={paths.home} className="logo" aria-label={t('header.logo')}>
            <Logo />
          </Link>
          {description && <p className="site-footer__muted">{description}</p>}
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Archives />
        <FooterLanguages />
        <section className="site-footer__column" aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('footer.social')}
          </h2>
          <ul className="site-footer__links">
            {socialLinks.map((item) => (
              <li key={item.url + item.network}>
                <a href={item.url} className="site-footer__social" rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={item.network} />
                  {networkLabel(item.network)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <Newsletter />
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
