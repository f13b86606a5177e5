import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSite } from '../lib/site/SiteSettingsProvider';
import type { MessageId } from './LanguageProvider';

type Values = Record<string, string | number>;

/**
 * `t('home.popularPosts')`: a typed shortcut for intl.formatMessage with a catalog key. `{name}`
 * is the site's name (from the site settings) unless the caller gives another.
 */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  const { name } = useSite();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, { name, ...values }), [intl, name]);
}
