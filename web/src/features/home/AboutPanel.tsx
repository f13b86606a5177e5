import { Link } from 'react-router-dom';
import { paths } from '../../config/routes';
import { site } from '../../config/site';
import { useT } from '../../i18n/use-t';

/** A short word about the blog, linking to the about page. */
export function AboutPanel() {
  const t = useT();
  return (
    <section className="panel about-panel" aria-labelledby="about-panel-title">
      <h2 id="about-panel-title" className="panel__title">
        {t('home.about.title')}
      </h2>
      <div className="about-panel__profile">
        <img src={site.author.avatar} width={64} height={64} alt="" loading="lazy" className="about-panel__avatar" />
        <p className="about-panel__name">
          {site.author.name}
          <span>{t('about.profile.role')}</span>
        </p>
      </div>
      <p>{t('home.about.text')}</p>
      <Link to={paths.about} className="button button--secondary">
        {t('home.about.more')}
      </Link>
    </section>
  );
}
