import { useEffect, useState } from 'react';
import { BookIcon, MailIcon, PeopleIcon, SocialIcon, SproutIcon } from '../../components/ui/Icons';
import { PageHead } from '../../components/seo/PageHead';
import { networkLabel, site } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useT } from '../../i18n/use-t';
import './about.css';

/** The about page shows a skeleton for this long first. */
export const ABOUT_SKELETON_MS = 1500;

function AboutSkeleton() {
  const t = useT();
  return (
    <div className="about-skeleton" data-testid="about-skeleton">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <div className="skeleton" style={{ height: '2.5rem', width: '60%', margin: '0 auto' }} />
        <div className="skeleton" style={{ height: '1rem', width: '40%', margin: 'var(--space-4) auto 0' }} />
        <div className="about-skeleton__profile">
          <div className="skeleton about-skeleton__avatar" />
          <div style={{ flex: 1 }}>
            {[50, 30, 100, 95, 100, 70].map((width, index) => (
              <div
                key={index}
                className="skeleton"
                style={{ height: '1rem', width: `${width}%`, marginTop: 'var(--space-3)' }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

const MISSION = [
  { key: 'wisdom', Icon: BookIcon },
  { key: 'community', Icon: PeopleIcon },
  { key: 'relevance', Icon: SproutIcon },
] as const;

export default function AboutPage() {
  const t = useT();
  const { name, description, author } = useSite();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ABOUT_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="container page about">
      <PageHead title={t('about.title')} description={t('meta.about.description')} />
      {!ready ? (
        <AboutSkeleton />
      ) : (
        <>
          <header className="about__hero">
            <h1>{t('about.welcome', { name })}</h1>
            {description && <p>{description}</p>}
          </header>
          <section className="about__profile" aria-labelledby="about-author-name">
            <img
              src={site.avatar}
              width={160}
              height={160}
              alt={t('about.profile.photo', { name: author.name })}
              className="about__avatar"
            />
            <div>
              <h2 id="about-author-name">{author.name}</h2>
              {author.title && <p className="about__role">{author.title}</p>}
              {author.bio.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              <ul className="about__links">
                <li>
                  <a href={`mailto:${author.email}`}>
                    <MailIcon />
                    {t('about.profile.email')}
                  </a>
                </li>
                {author.links.map((link) => (
                  <li key={link.url + link.network}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      <SocialIcon network={link.network} />
                      {networkLabel(link.network)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section className="about__mission" aria-labelledby="about-mission-title">
            <h2 id="about-mission-title">{t('about.mission.title')}</h2>
            <ul className="mission">
              {MISSION.map(({ key, Icon }) => (
                <li key={key} className="mission__item" data-testid="mission-item">
                  <span className="mission__icon" aria-hidden="true">
                    <Icon />
                  </span>
                  <h3>{t(`about.mission.${key}.title`)}</h3>
                  <p>{t(`about.mission.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
