// One chunk per language: its interface messages and its month and day names.
export { default as messages } from '../it.json' with { type: 'json' };
export { it as dateLocale } from 'date-fns/locale/it';
