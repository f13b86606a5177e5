// One chunk per language: its interface messages and its month and day names.
export { default as messages } from '../fr.json' with { type: 'json' };
export { fr as dateLocale } from 'date-fns/locale/fr';
