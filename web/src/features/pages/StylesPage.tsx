import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useT } from '../../i18n/use-t';
import '../post-page';
import './pages.css';

const SWATCHES = [
  '--color-bg',
  '--color-surface',
  '--color-surface-muted',
  '--color-text',
  '--color-text-muted',
  '--color-accent',
  '--color-accent-soft',
  '--color-border-strong',
  '--color-success',
  '--color-danger',
];

/** /styles: the site's typography, colours and components in one place. */
export default function StylesPage() {
  const t = useT();
  return (
    <div className="container page styles-page">
      <PageHead title={t('styles.title')} description={t('meta.styles.description')} />
      <header className="page-header">
        <h1>{t('styles.title')}</h1>
        <p>{t('styles.intro')}</p>
      </header>

      <section className="styles-page__section" aria-labelledby="styles-type">
        <h2 id="styles-type" className="eyebrow">
          {t('styles.typography')}
        </h2>
        <div className="styles-page__specimen prose article__body">
          <p className="styles-page__display">{t('styles.sample.heading')}</p>
          <h3>{t('styles.sample.subheading')}</h3>
          <p>{t('styles.sample.paragraph')}</p>
          <blockquote>
            <p>{t('styles.sample.quote')}</p>
          </blockquote>
          <ul>
            <li>{t('styles.sample.item1')}</li>
            <li>{t('styles.sample.item2')}</li>
            <li>{t('styles.sample.item3')}</li>
          </ul>
          <p>
            {t('styles.sample.linkText')} <Link to="/">{t('styles.sample.link')}</Link>
          </p>
        </div>
        <p className="styles-page__ui">{t('styles.sample.ui')}</p>
      </section>

      <section className="styles-page__section" aria-labelledby="styles-colours">
        <h2 id="styles-colours" className="eyebrow">
          {t('styles.colours')}
        </h2>
        <ul className="swatches">
          {SWATCHES.map((token) => (
            <li key={token} className="swatch">
              <span className="swatch__chip" style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className="styles-page__section" aria-labelledby="styles-components">
        <h2 id="styles-components" className="eyebrow">
          {t('styles.components')}
        </h2>
        <div className="styles-page__row">
          <button type="button" className="button">
            {t('styles.button.primary')}
          </button>
          <button type="button" className="button button--secondary">
            {t('styles.button.secondary')}
          </button>
          <button type="button" className="button" disabled>
            {t('styles.button.disabled')}
          </button>
        </div>
        <ul className="chips styles-page__row">
          <li>
            <span className="chip">#{t('styles.chip.faith')}</span>
          </li>
          <li>
            <span className="chip">#{t('styles.chip.prayer')}</span>
          </li>
          <li>
            <span className="chip">#{t('styles.chip.hope')}</span>
          </li>
        </ul>
        <div className="field styles-page__field">
          <label htmlFor="styles-input">{t('styles.field.label')}</label>
          <input id="styles-input" className="input" placeholder={t('styles.field.placeholder')} />
        </div>
        <p className="notice">{t('styles.notice')}</p>
        <p className="notice notice--error">{t('styles.noticeError')}</p>
        <div className="panel styles-page__panel">
          <h3 className="panel__title">{t('styles.panel.title')}</h3>
          <p className="panel__muted">{t('styles.panel.text')}</p>
        </div>
      </section>
    </div>
  );
}
