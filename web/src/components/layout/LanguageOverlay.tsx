import { useCallback, useRef } from 'react';
import { useChooseLanguage } from '../../i18n/alternates';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type AppLocale, LOCALES, NATIVE_NAMES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';
import { Flag } from '../ui/Flag';
import { CloseIcon } from '../ui/Icons';

/**
 * Full-screen language picker: a card per language (flag and native name). Picking one on a page
 * that exists in that language (a translated post) opens that version too.
 */
export function LanguageOverlay({ onClose }: { onClose(): void }) {
  const t = useT();
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(dialog, true, close);
  useBodyScrollLock(true);

  const choose = (next: AppLocale) => {
    chooseLanguage(next);
    onClose();
  };

  return (
    <div
      className="language-overlay"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep the focus where it is: closing gives it back to the language button.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={dialog}
        className="language-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="language-title"
      >
        <div className="language-overlay__head">
          <h2 id="language-title">{t('language.title')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </button>
        </div>
        <ul className="language-overlay__list">
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="language-card"
                aria-current={code === locale ? 'true' : undefined}
                data-autofocus={code === locale ? true : undefined}
                onClick={() => choose(code)}
              >
                <Flag locale={code} className="language-card__flag" />
                <span lang={code} className="language-card__name">
                  {NATIVE_NAMES[code]}
                </span>
                {code === locale && <span className="language-card__current">{t('language.current')}</span>}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
