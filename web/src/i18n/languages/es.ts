// One chunk per language: its interface messages and its month and day names.
export { default as messages } from '../es.json' with { type: 'json' };
export { es as dateLocale } from 'date-fns/locale/es';
