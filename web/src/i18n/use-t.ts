import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './LanguageProvider';

type Values = Record<string, string | number>;

/** `t('home.popularPosts')`: a typed shortcut for intl.formatMessage with a catalog key. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
