import type { AppLocale } from '../../i18n/locales';

/**
 * Token dates are instants, not a post's calendar day: they are shown in the owner's own time
 * zone (the admin area renders only in the browser), with the time when it matters (last use,
 * activity). '' for a missing value.
 */
export function formatInstant(value: string | null | undefined, locale: AppLocale, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(
    locale,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
