import type { Locale } from 'date-fns/locale';
import { setDateLocale } from '../lib/dates';
import en from './en.json' with { type: 'json' };
import type { AppLocale } from './locales';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** English is in the main bundle: the default language, and the one shown while another loads. */
export const ENGLISH: Messages = en;

// The other languages are chunks of their own: a reader downloads only the one they read in.
const LOADERS: Record<Exclude<AppLocale, 'en'>, () => Promise<{ messages: Messages; dateLocale: Locale }>> = {
  fr: () => import('./languages/fr'),
  es: () => import('./languages/es'),
  it: () => import('./languages/it'),
};

const loaded: Partial<Record<AppLocale, Messages>> = { en };

/** The catalog of a language if it is already loaded (always for English). */
export function loadedCatalog(locale: AppLocale): Messages | undefined {
  return loaded[locale];
}

/**
 * Loads a language's interface messages and date names. @returns its catalog.
 * @throws when a chunk cannot be fetched (offline, or a deploy removed it).
 */
export async function loadCatalog(locale: AppLocale): Promise<Messages> {
  const known = loaded[locale];
  if (known) return known;
  const language = await LOADERS[locale as Exclude<AppLocale, 'en'>]();
  setDateLocale(locale, language.dateLocale);
  loaded[locale] = language.messages;
  return language.messages;
}
