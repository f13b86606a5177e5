import { useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead';
import { href, paths } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGE_PARAM } from '../../i18n/language-url';
import { useT } from '../../i18n/use-t';
import { biblePassageQuery, DEFAULT_TRANSLATIONS, REF_PARAM, TRANSLATION_PARAM } from './bible-queries';
import { PassageLookup } from './PassageLookup';
import { ScriptureIndex } from './ScriptureIndex';
import './bible.css';

/**
 * /bible: the passage lookup above the Scripture index (every book and chapter with the posts that
 * cite it). The server redirects `/bible?ref=Jean 3.16` to `/bible/John.3.16` itself; in the
 * browser (a link followed without reloading) the page reads the reference through the API and
 * goes to its page the same way. A `ref` that is not one passage is said so (and not indexed).
 */
export default function BibleIndexPage() {
  const t = useT();
  const { locale } = useLanguage();
  const [params] = useSearchParams();
  const ref = params.get(REF_PARAM)?.trim() ?? '';
  const lookup = biblePassageQuery(ref, DEFAULT_TRANSLATIONS[locale]);
  const { data, loading } = useQuery(lookup.query, {
    variables: lookup.variables,
    errorPolicy: lookup.errorPolicy,
    skip: !ref,
  });
  const found = data?.passage;
  if (found) {
    const kept = new URLSearchParams();
    for (const name of [TRANSLATION_PARAM, LANGUAGE_PARAM]) {
      const value = params.get(name);
      if (value) kept.set(name, value);
    }
    const query = kept.size ? `?${kept}` : '';
    return <Navigate to={`${href.passage(found.osis)}${query}`} replace />;
  }
  return (
    <div className="container page bible-page">
      <PageHead
        title={t('bible.title')}
        description={t('meta.bibleIndex.description')}
        path={paths.bible}
        noindex={Boolean(ref)}
        breadcrumbs={[]}
      />
      <header className="page-header bible-index__header">
        <h1>{t('bible.title')}</h1>
        <p>{t('bible.index.intro')}</p>
      </header>
      <div className="bible-index__lookup">
        {ref && !loading && (
          <p className="notice notice--error" role="alert" data-testid="lookup-invalid">
            {t('bible.lookup.invalid', { ref })}
          </p>
        )}
        <PassageLookup initial={ref} />
      </div>
      <ScriptureIndex />
    </div>
  );
}
