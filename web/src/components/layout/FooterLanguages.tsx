import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useChooseLanguage } from '../../i18n/alternates';
import { useLanguage } from '../../i18n/LanguageProvider';
import { languagePath, pathWithoutLanguage } from '../../i18n/language-url';
import { LOCALES, NATIVE_NAMES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { isModifiedClick } from '../../lib/modified-click';
import { FooterColumn } from './FooterColumn';

/**
 * The page on screen in each language, as links (`?lang=`): they work without JavaScript and let
 * crawlers find every language version. With JavaScript a click switches the interface language
 * as the language picker does.
 */
export function FooterLanguages() {
  const t = useT();
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const { pathname, search } = useLocation();
  const path = pathWithoutLanguage(pathname, search);
  return (
    <FooterColumn id="footer-languages" heading={t('footer.languages')}>
      <ul className="site-footer__links">
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={languagePath(path, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                chooseLanguage(code);
              }}
            >
              {NATIVE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </FooterColumn>
  );
}
