import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, paths } from '../../config/routes';
import { networkLabel } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { SocialIcon } from '../ui/Icons';
import { FooterColumn } from './FooterColumn';
import { FooterLanguages } from './FooterLanguages';
import { archiveYearsQuery } from './archive-years-query';
import { Logo } from './Logo';
import './footer.css';

function Archives() {
  const t = useT();
  const { locale } = useLanguage();
  const { query, variables } = archiveYearsQuery(locale);
  const { data } = useQuery(query, { variables });
  const years = data?.archiveYears ?? [];
  return (
    <FooterColumn id="footer-archives" heading={t('footer.archives')}>
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
    </FooterColumn>
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
    <FooterColumn id="footer-newsletter" heading={t('footer.newsletter')} as="section">
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
    </FooterColumn>
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
    { to: paths.bible, label: t('footer.scripture') },
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
        <FooterColumn id="footer-quick-links" heading={t('footer.quickLinks')}>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <Archives />
        <FooterLanguages />
        <FooterColumn id="footer-social" heading={t('footer.social')} as="section">
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
        </FooterColumn>
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
