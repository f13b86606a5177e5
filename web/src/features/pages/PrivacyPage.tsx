import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { paths } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MessageId } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/dates';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import './pages.css';

/** When this notice last changed. */
const UPDATED = '2026-11-21';

const SECTIONS: { title: MessageId; paragraphs: MessageId[] }[] = [
  { title: 'privacy.comments.title', paragraphs: ['privacy.comments.text1', 'privacy.comments.text2'] },
  { title: 'privacy.contact.title', paragraphs: ['privacy.contact.text1', 'privacy.contact.text2'] },
  { title: 'privacy.newsletter.title', paragraphs: ['privacy.newsletter.text'] },
  { title: 'privacy.browser.title', paragraphs: ['privacy.browser.text1', 'privacy.browser.text2'] },
  { title: 'privacy.logs.title', paragraphs: ['privacy.logs.text'] },
  { title: 'privacy.rights.title', paragraphs: ['privacy.rights.text'] },
];

/** /privacy: what the site stores about readers, and why. */
export default function PrivacyPage() {
  const t = useT();
  const { locale } = useLanguage();
  const { author } = useSite();
  return (
    <div className="container page">
      <PageHead title={t('privacy.title')} description={t('meta.privacy.description')} />
      <article className="legal">
        <header className="page-header">
          <h1>{t('privacy.title')}</h1>
          <p>{t('privacy.updated', { date: formatDate(UPDATED, 'long', locale) })}</p>
        </header>
        <p className="legal__lead">{t('privacy.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{t(section.title)}</h2>
            {section.paragraphs.map((id) => (
              <p key={id}>{t(id)}</p>
            ))}
          </section>
        ))}
        <p>
          {t('privacy.questions', { email: author.email })} <Link to={paths.contact}>{t('nav.contact')}</Link>
        </p>
      </article>
    </div>
  );
}
