import type { AppLocale } from '../../i18n/locales';
import { ArchiveYearsDocument } from './api/layout.generated';

/** The footer's archive years in `locale`: the query the footer runs, with its variables. */
export const archiveYearsQuery = (locale: AppLocale) => ({ query: ArchiveYearsDocument, variables: { locale } });
