import { format, isValid, parseISO } from 'date-fns';
import { enUS, es, fr, it, type Locale } from 'date-fns/locale';
import type { AppLocale } from '../i18n/locales';

export type DateStyle = 'long' | 'short';

const DATE_FNS_LOCALES: Record<AppLocale, Locale> = { en: enUS, fr, es, it };

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

/** Formats an ISO date for display; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle, locale: AppLocale): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return '';
  return format(date, DATE_PATTERNS[locale][style], { locale: DATE_FNS_LOCALES[locale] });
}

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : undefined;
}
