import { relativeTime } from './relative-time';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('uses seconds below 60 seconds', () => {
    expect(ago(0)).toEqual({ unit: 'second', value: 0 });
    expect(ago(59 * SEC)).toEqual({ unit: 'second', value: -59 });
    expect(ago(60 * SEC)).toEqual({ unit: 'minute', value: -1 });
  });

  it('uses minutes below 60 minutes', () => {
    expect(ago(59 * MIN + 59 * SEC)).toEqual({ unit: 'minute', value: -59 });
    expect(ago(60 * MIN)).toEqual({ unit: 'hour', value: -1 });
  });

  it('uses hours below 24 hours', () => {
    expect(ago(23 * HOUR)).toEqual({ unit: 'hour', value: -23 });
    expect(ago(24 * HOUR)).toEqual({ unit: 'day', value: -1 });
  });

  it('uses days below a week and weeks below 31 days (at most 4 weeks)', () => {
    expect(ago(6 * DAY)).toEqual({ unit: 'day', value: -6 });
    expect(ago(7 * DAY)).toEqual({ unit: 'week', value: -1 });
    expect(ago(28 * DAY)).toEqual({ unit: 'week', value: -4 });
    expect(ago(30 * DAY)).toEqual({ unit: 'week', value: -4 });
    expect(ago(31 * DAY)).toEqual({ unit: 'month', value: -1 });
  });

  it('uses months below 365 days (at most 11) and years from 365 days', () => {
    expect(ago(62 * DAY)).toEqual({ unit: 'month', value: -2 });
    expect(ago(364 * DAY)).toEqual({ unit: 'month', value: -11 });
    expect(ago(365 * DAY)).toEqual({ unit: 'year', value: -1 });
    expect(ago(729 * DAY)).toEqual({ unit: 'year', value: -1 });
    expect(ago(730 * DAY)).toEqual({ unit: 'year', value: -2 });
  });

  it('gives positive values for the future and accepts dates and ISO strings', () => {
    expect(relativeTime(NOW + 3 * DAY, NOW)).toEqual({ unit: 'day', value: 3 });
    expect(relativeTime(new Date(NOW + 2 * HOUR), new Date(NOW))).toEqual({ unit: 'hour', value: 2 });
    expect(relativeTime('2024-06-15T12:00:00Z', '2024-06-15T12:05:00Z')).toEqual({ unit: 'minute', value: -5 });
    expect(() => relativeTime('garbage', NOW)).toThrow();
  });
});
