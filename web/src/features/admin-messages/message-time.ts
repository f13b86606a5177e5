import type { AppLocale } from '../../i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a message came, as the list shows it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago" within a week; the date after that (the year only when it is not the
 * current one). In the owner's own time zone: the admin area renders only in the browser. ''
 * for an invalid value.
 */
export function relativeTime(value: string, locale: AppLocale, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  // Calendar days from here on: a message of last night is "yesterday" even 10 hours later.
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days < 7) return relative.format(-Math.max(days, 1), 'day');
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** Midnight of `date`'s day, local time, in ms (a DST day is 23 or 25 hours: rounded by the caller). */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The full date and time of a message (its tooltip and the open message): "Monday, 3 March 2026 at 14:05". */
export function fullTime(value: string, locale: AppLocale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** The date of a message in a reply's quote line: "3 Mar 2026, 14:05". */
export function quoteTime(value: string, locale: AppLocale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
