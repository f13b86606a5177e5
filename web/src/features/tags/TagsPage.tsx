import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { ArrowRightIcon } from '../../components/ui/Icons';
import { href } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/errors';
import { AllTagsDocument } from './api/tags.generated';
import { summarizeTags } from './summarize';
import './tags.css';

/** /tags: every topic with its post count, a filter, and a summary panel. */
export default function TagsPage() {
  const t = useT();
  const { locale } = useLanguage();
  const [filter, setFilter] = useState('');
  const { data, loading, error } = useQuery(AllTagsDocument, { variables: { locale } });
  const all = data?.tags;
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (all ?? []).filter(({ tag }) => tag.toLowerCase().includes(needle));
  }, [all, filter]);
  const summary = summarizeTags(shown);

  let body;
  if (loading && !data) {
    body = (
      <p className="notice" role="status">
        {t('tags.loading')}
      </p>
    );
  } else if (error) {
    body = (
      <p className="notice notice--error" role="alert">
        {t('tags.error', { message: errorMessage(error) })}
      </p>
    );
  } else if (!all || all.length === 0) {
    body = (
      <div className="tags-empty" data-testid="tags-empty">
        <h2>{t('tags.empty.title')}</h2>
        <p>{t('tags.empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <div className="tags-layout">
        <div>
          {shown.length === 0 ? (
            <p className="notice" role="status">
              {t('tags.noMatch', { term: filter.trim() })}
            </p>
          ) : (
            <ul className="tag-cards" data-testid="tag-cards">
              {shown.map(({ tag, count }) => (
                <li key={tag}>
                  <Link to={href.tag(tag)} className="tag-card">
                    <span className="tag-card__name">#{tag}</span>
                    <span className="tag-card__count">{t('common.postCount', { count })}</span>
                    <span className="tag-card__hint">
                      {t('tags.explore')}
                      <ArrowRightIcon />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="panel tags-summary" aria-labelledby="tags-summary-title">
          <h2 id="tags-summary-title" className="panel__title">
            {t('tags.summary.title')}
          </h2>
          <dl data-testid="tags-summary">
            <div>
              <dt>{t('tags.summary.topics')}</dt>
              <dd>{summary.topics}</dd>
            </div>
            <div>
              <dt>{t('tags.summary.posts')}</dt>
              <dd>{summary.posts}</dd>
            </div>
            <div>
              <dt>{t('tags.summary.average')}</dt>
              <dd>{summary.average}</dd>
            </div>
          </dl>
        </aside>
      </div>
    );
  }

  return (
    <div className="container page tags-page">
      <PageHead title={t('tags.title')} description={t('meta.tags.description')} noindex={Boolean(error)} />
      <header className="page-header">
        <h1>{t('tags.title')}</h1>
        <p>{t('tags.subtitle')}</p>
      </header>
      <div className="tags-filter">
        <label htmlFor="tags-filter" className="visually-hidden">
          {t('tags.filter.label')}
        </label>
        <input
          id="tags-filter"
          className="input"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('tags.filter.placeholder')}
          disabled={!all || all.length === 0}
        />
      </div>
      {body}
    </div>
  );
}
