import { Link, useParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useNotFoundStatus } from '../../components/server/http-status';
import { paths } from '../../config/routes';
import { useT } from '../../i18n/use-t';
import { PagedPostList } from './PagedPostList';

/** /archive/{year}: the posts dated in that year (posts(year:)); a year without posts is not found (404). */
export default function ArchivePage() {
  const t = useT();
  const { year: raw = '' } = useParams();
  const year = /^\d{4}$/.test(raw) ? Number(raw) : null;
  useNotFoundStatus(!year);
  return (
    <div className="container page">
      <PageHead
        title={year ? t('archive.title', { year }) : t('notFound.title')}
        description={year ? t('meta.archive.description', { year }) : t('notFound.text')}
        noindex={!year}
      />
      {year ? (
        <>
          <header className="page-header">
            <p className="eyebrow">{t('archive.eyebrow')}</p>
            <h1>{t('archive.title', { year })}</h1>
            <p>{t('archive.intro', { year })}</p>
          </header>
          <PagedPostList year={year} emptyText={t('archive.empty', { year })} notFoundWhenEmpty />
        </>
      ) : (
        <>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.text')}</p>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </>
      )}
    </div>
  );
}
