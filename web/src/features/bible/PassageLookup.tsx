import { useId } from 'react';
import { SearchIcon } from '../../components/ui/Icons';
import { paths } from '../../config/routes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGE_PARAM } from '../../i18n/language-url';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { REF_PARAM } from './bible-queries';

/**
 * A form to look up a passage: a GET of `/bible?ref=…`, which the server answers with a redirect
 * to the passage's page (the same with or without JavaScript).
 */
export function PassageLookup({ initial = '' }: { initial?: string }) {
  const t = useT();
  const { locale } = useLanguage();
  const id = useId();
  return (
    <form role="search" className="passage-lookup" action={paths.bible} method="get">
      <label htmlFor={id} className="passage-lookup__label">
        {t('bible.lookup.label')}
      </label>
      <div className="search-row">
        <SearchIcon className="search-row__icon" />
        <input
          id={id}
          className="search-row__input"
          type="search"
          name={REF_PARAM}
          defaultValue={initial}
          placeholder={t('bible.lookup.placeholder')}
          enterKeyHint="go"
          autoComplete="off"
          required
        />
        {locale !== DEFAULT_LOCALE && <input type="hidden" name={LANGUAGE_PARAM} value={locale} />}
        <button type="submit" className="button">
          {t('bible.lookup.submit')}
        </button>
      </div>
    </form>
  );
}
