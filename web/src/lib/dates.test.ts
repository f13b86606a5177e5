import { loadCatalog } from '../i18n/catalogs';
import { DATE_PATTERNS, formatDate, isoDate } from './dates';

const DATE = '2024-03-05T12:00:00.000Z';

describe('formatDate', () => {
  it("uses the spec's patterns in English", () => {
    expect(DATE_PATTERNS.en).toEqual({ long: 'MMMM dd, yyyy', short: 'MMM dd, yyyy' });
    expect(formatDate(DATE, 'long', 'en')).toBe('March 05, 2024');
    expect(formatDate(DATE, 'short', 'en')).toBe('Mar 05, 2024');
  });

  it('writes the UTC calendar day whatever the time zone (the server and the browser agree)', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = tz;
        expect({ tz, day: formatDate('2024-03-05T23:30:00.000Z', 'long', 'en') }).toEqual({
          tz,
          day: 'March 05, 2024',
        });
        expect({ tz, day: formatDate('2024-03-05T00:30:00.000Z', 'long', 'en') }).toEqual({
          tz,
          day: 'March 05, 2024',
        });
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('writes month names in the reader’s language, day first', async () => {
    await Promise.all([loadCatalog('fr'), loadCatalog('es'), loadCatalog('it')]);
    expect(formatDate(DATE, 'long', 'fr')).toBe('05 mars 2024');
    expect(formatDate(DATE, 'short', 'fr')).toBe('05 mars 2024');
    expect(formatDate(DATE, 'long', 'es')).toBe('05 de marzo de 2024');
    expect(formatDate(DATE, 'short', 'es')).toBe('05 mar 2024');
    expect(formatDate(DATE, 'long', 'it')).toBe('05 marzo 2024');
    expect(formatDate(DATE, 'short', 'it')).toBe('05 mar 2024');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'long', 'en')).toBe('');
    expect(formatDate('not a date', 'short', 'fr')).toBe('');
    expect(isoDate('nope')).toBeUndefined();
    expect(isoDate(DATE)).toBe(DATE);
  });
});
