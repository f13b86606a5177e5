import { Link } from 'react-router-dom';
import { paths } from '../../../config/routes';
import { useT } from '../../../i18n/use-t';
import { useSite } from '../../../lib/site/SiteSettingsProvider';

/** Shown in place of an empty list: a sample post that points to the about page. */
export function SamplePostCard() {
  const t = useT();
  const { name } = useSite();
  return (
    <article className="post-card post-card--grid post-card--sample" data-testid="sample-post">
      <div className="post-card__cover">
        <img src="/images/placeholder-cover.svg" width={1200} height={675} alt="" loading="lazy" />
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">{name}</p>
        <h3 className="post-card__title">
          <Link to={paths.about}>{t('sample.title')}</Link>
        </h3>
        <p className="post-card__excerpt">{t('sample.excerpt')}</p>
      </div>
    </article>
  );
}
