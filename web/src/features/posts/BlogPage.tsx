import { PageHead } from '../../components/seo/PageHead';
import { useT } from '../../i18n/use-t';
import { PagedPostList } from './PagedPostList';

/** /blog: every readable post in the reader's language, newest first, paged. */
export default function BlogPage() {
  const t = useT();
  return (
    <div className="container page">
      <PageHead title={t('blog.title')} description={t('meta.blog.description')} />
      <header className="page-header">
        <h1>{t('blog.title')}</h1>
        <p>{t('blog.intro')}</p>
      </header>
      <PagedPostList emptyText={t('blog.empty')} />
    </div>
  );
}
