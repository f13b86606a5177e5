import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { useNotFoundStatus } from '../../components/server/http-status';
import { paths } from '../../config/routes';
import { useT } from '../../i18n/use-t';
import './pages.css';

/** Any unknown route (the server answers it with status 404). */
export default function NotFoundPage() {
  const t = useT();
  useNotFoundStatus();
  return (
    <div className="container page not-found">
      <PageHead title={t('notFound.title')} description={t('notFound.text')} noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home} className="button">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
