import { registerEnumType } from 'type-graphql';

/** Content languages: a post is written in exactly one. */
export enum Locale {
  en = 'en',
  fr = 'fr',
  es = 'es',
  it = 'it',
}

registerEnumType(Locale, {
  name: 'Locale',
  description: 'Language a post is written in.',
  valuesConfig: {
    en: { description: 'English.' },
    fr: { description: 'French.' },
    es: { description: 'Spanish.' },
    it: { description: 'Italian.' },
  },
});

export const LOCALES = Object.values(Locale);
