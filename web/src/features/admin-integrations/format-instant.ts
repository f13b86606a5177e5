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

/**
 * A delivery log's instant: to the second, the year left out within the current one (the log
 * keeps days, not years), so a log line stays short. '' for a missing value.
 */
export function formatLogTime(value: string | null | undefined, locale: AppLocale, now = new Date()): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}
