import { fullTime, relativeTime } from './message-time';

const NOW = new Date(2026, 2, 10, 15, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it('says how long ago within a day', () => {
    expect(relativeTime(ago(20_000), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(5 * MINUTE), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), 'en', NOW)).toBe('3 hours ago');
  });

  it('counts calendar days within a week, then gives the date', () => {
    expect(relativeTime(new Date(2026, 2, 9, 9, 0).toISOString(), 'en', NOW)).toBe('yesterday');
    expect(relativeTime(new Date(2026, 2, 6, 9, 0).toISOString(), 'en', NOW)).toBe('4 days ago');
    expect(relativeTime(new Date(2026, 1, 14, 9, 0).toISOString(), 'en', NOW)).toBe('Feb 14');
    expect(relativeTime(new Date(2025, 11, 24, 9, 0).toISOString(), 'en', NOW)).toBe('Dec 24, 2025');
  });

  it('speaks the interface language', () => {
    expect(relativeTime(ago(5 * MINUTE), 'fr', NOW)).toBe('il y a 5 minutes');
    expect(relativeTime(new Date(2026, 2, 9, 9, 0).toISOString(), 'es', NOW)).toBe('ayer');
    expect(relativeTime(ago(2 * HOUR), 'it', NOW)).toBe('2 ore fa');
  });

  it('is empty for an invalid value', () => {
    expect(relativeTime('not a date', 'en', NOW)).toBe('');
    expect(fullTime('not a date', 'en')).toBe('');
  });
});

describe('fullTime', () => {
  it('gives the weekday, date and time', () => {
    expect(fullTime(new Date(2026, 2, 3, 14, 5).toISOString(), 'en')).toBe('Tuesday, March 3, 2026 at 2:05 PM');
  });
});
