import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/errors';
import { popularTagsQuery } from '../tag-queries';

/** The home page's Popular Topics cloud: 'Loading topics...', 'Error: {message}', or nothing if empty. */
export function PopularTopics() {
  const t = useT();
  const { locale } = useLanguage();
  const topics = popularTagsQuery(locale);
  const { data, loading, error } = useQuery(topics.query, { variables: topics.variables });
  const tags = data?.popularTags ?? [];
  if (!loading && !error && tags.length === 0) return null;
  const max = Math.max(1, ...tags.map((tag) => tag.count));
  return (
    <section className="panel" aria-labelledby="popular-topics-title">
      <h2 id="popular-topics-title" className="panel__title">
        {t('home.popularTopics')}
      </h2>
      {loading && !data ? (
        <p className="panel__muted" role="status">
          {t('tags.loading')}
        </p>
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {t('common.error', { message: errorMessage(error) })}
        </p>
      ) : (
        <ul className="tag-cloud">
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={href.tag(tag)}
                className="tag-cloud__tag"
                style={{ fontSize: `calc(var(--font-size-sm) * ${(1 + (count / max) * 0.45).toFixed(2)})` }}
              >
                #{tag} <span className="tag-cloud__count">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
