import type { AppLocale } from '../../i18n/locales';
import { SiteSettingsDocument } from './api/site.generated';

/** The site settings in `locale`: the query SiteSettingsProvider runs, with its variables. */
export const siteSettingsQuery = (locale: AppLocale) => ({ query: SiteSettingsDocument, variables: { locale } });
