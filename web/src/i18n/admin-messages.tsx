import { type ReactNode, useCallback, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import adminEn from './admin/en.json' with { type: 'json' };
import adminEs from './admin/es.json' with { type: 'json' };
import adminFr from './admin/fr.json' with { type: 'json' };
import adminIt from './admin/it.json' with { type: 'json' };
import { useLanguage } from './LanguageProvider';
import type { AppLocale } from './locales';

export type AdminMessageId = keyof typeof adminEn;

/** The admin catalogs: kept apart from the reader site's and loaded only with the admin chunk. */
export const ADMIN_CATALOGS: Record<AppLocale, Record<AdminMessageId, string>> = {
  en: adminEn,
  fr: adminFr,
  es: adminEs,
  it: adminIt,
};

/**
 * The admin area's messages: the reader site's catalog for the chosen language (shared pieces
 * such as toasts use it) merged with the admin catalog.
 */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  const outer = useIntl();
  const messages = useMemo(() => ({ ...outer.messages, ...ADMIN_CATALOGS[locale] }), [outer.messages, locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}

type Values = Record<string, string | number>;

/** `t('admin.posts.title')`: formatMessage with a typed admin key. */
export function useAdminT(): (id: AdminMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: AdminMessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
