import { Link } from 'react-router-dom';
import { paths } from '../../config/routes';
import { site } from '../../config/site';
import { useSite } from '../../lib/site/SiteSettingsProvider';
import { useT } from '../../i18n/use-t';

/** A short word about the blog, linking to the about page. */
export function AboutPanel() {
  const t = useT();
  const { author, description } = useSite();
  return (
    <section className="panel about-panel" aria-labelledby="about-panel-title">
      <h2 id="about-panel-title" className="panel__title">
        {t('home.about.title')}
      </h2>
      <div className="about-panel__profile">
        <img src={site.avatar} width={64} height={64} alt="" loading="lazy" className="about-panel__avatar" />
        <p className="about-panel__name">
          {author.name}
          {author.title && <span>{author.title}</span>}
        </p>
      </div>
      {description && <p>{description}</p>}
      <Link to={paths.about} className="button button--secondary">
        {t('home.about.more')}
      </Link>
    </section>
  );
}
