import { useId } from 'react';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { NATIVE_NAMES } from '../../../i18n/locales';
import { useT } from '../../../i18n/use-t';
import './language-scope.css';

/**
 * Chooses whether a post list shows the reader's language only (the default) or every language:
 * two radio buttons (arrow keys move between them), remembered with the language.
 */
export function LanguageScope() {
  const t = useT();
  const { locale, allLanguages, setAllLanguages } = useLanguage();
  const name = useId();
  const options = [
    { all: false, label: NATIVE_NAMES[locale], lang: locale },
    { all: true, label: t('lists.languages.all'), lang: undefined },
  ];
  return (
    <fieldset className="language-scope" data-testid="language-scope">
      <legend className="language-scope__legend">{t('lists.languages.label')}</legend>
      <div className="language-scope__options">
        {options.map((option) => (
          <label key={String(option.all)} className="language-scope__option">
            <input
              type="radio"
              name={name}
              checked={allLanguages === option.all}
              onChange={() => setAllLanguages(option.all)}
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
