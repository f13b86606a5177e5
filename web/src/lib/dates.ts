import { format, isValid, parseISO } from 'date-fns';
import type { Locale } from 'date-fns/locale';
import { enUS } from 'date-fns/locale/en-US';
import type { AppLocale } from '../i18n/locales';

export type DateStyle = 'long' | 'short';

/**
 * date-fns patterns per language. English uses the spec's patterns ('MMMM dd, yyyy' on posts, the
 * featured item and the tag page; 'MMM dd, yyyy' on cards and comments); French, Spanish and
 * Italian put the day first, as their readers write dates.
 */
export const DATE_PATTERNS: Record<AppLocale, Record<DateStyle, string>> = {
  en: { long: 'MMMM dd, yyyy', short: 'MMM dd, yyyy' },
  fr: { long: 'dd MMMM yyyy', short: 'dd MMM yyyy' },
  es: { long: "dd 'de' MMMM 'de' yyyy", short: 'dd MMM yyyy' },
  it: { long: 'dd MMMM yyyy', short: 'dd MMM yyyy' },
};

// Month names of the other languages load with their catalog (i18n/catalogs.ts), so an English
// reader does not download them.
const DATE_LOCALES: Partial<Record<AppLocale, Locale>> = { en: enUS };

/** Gives formatDate the month and day names of a language (called when its catalog loads). */
export function setDateLocale(locale: AppLocale, names: Locale): void {
  DATE_LOCALES[locale] = names;
}

/**
 * Formats an ISO date for display, as a UTC calendar date: the server that renders a page and the
 * browser that hydrates it write the same day whatever their time zones. '' for a missing or
 * invalid value. Until loadDateLocale has loaded a language's names, its dates keep the
 * language's pattern with English names.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle, locale: AppLocale): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return '';
  // date-fns formats local time: the local time that reads as the UTC one.
  const utcWallClock = new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
  return format(utcWallClock, DATE_PATTERNS[locale][style], { locale: DATE_LOCALES[locale] ?? enUS });
}

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : undefined;
}
