import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CoverImage } from '../../components/ui/CoverImage';
import { href } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { formatDate, isoDate } from '../../lib/dates';
import { useLogError } from '../../lib/errors';
import { popularPostsQuery } from './home-queries';

/** Popular Posts panel (the most commented posts); renders nothing on error. */
export function PopularPosts() {
  const t = useT();
  const { locale } = useLanguage();
  const popular = popularPostsQuery(locale);
  const { data, loading, error } = useQuery(popular.query, { variables: popular.variables });
  useLogError('Failed to fetch popular posts', error);
  if (error) return null;
  return (
    <section className="panel" aria-labelledby="popular-posts-title">
      <h2 id="popular-posts-title" className="panel__title">
        {t('home.popularPosts')}
      </h2>
      {loading && !data ? (
        <div className="popular__skeleton" aria-hidden="true">
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      ) : data?.popularPosts.length ? (
        <ol className="popular">
          {data.popularPosts.map((post) => (
            <li key={post.id} className="popular__item">
              <CoverImage post={post} className="popular__thumb" sizes="6rem" />
              <div>
                <h3 className="popular__title">
                  <Link to={href.post(post.id)}>{post.title}</Link>
                </h3>
                <p className="popular__meta">
                  <time dateTime={isoDate(post.date)}>{formatDate(post.date, 'short', locale)}</time>
                  <span aria-hidden="true"> · </span>
                  {t('common.commentCount', { count: post.commentCount })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="panel__muted">{t('home.popularPosts.empty')}</p>
      )}
    </section>
  );
}
