import { LOCALES } from '@school/contracts';
import type { RelativeTimeUnit } from '@school/domain';
import { relativeTimeText } from './RelativeTimeText';

// every value the SPEC §9 cascade (libs/domain relativeTime) gives, and years far beyond
const CASCADE: [RelativeTimeUnit, number][] = [
  ['second', 59],
  ['minute', 59],
  ['hour', 23],
  ['day', 6],
  ['week', 4],
  ['month', 11],
  ['year', 1200],
];
const VALUES = CASCADE.flatMap(([unit, max]) =>
  Array.from({ length: max + 1 }, (_, n) => n).flatMap((n) =>
    n === 0 ? [[unit, 0] as const] : [[unit, n] as const, [unit, -n] as const],
  ),
);

describe('RelativeTimeText', () => {
  const Real = Intl.RelativeTimeFormat;
  afterEach(() => jest.restoreAllMocks());

  it.each(LOCALES)(
    "says what ICU's formatter says, word for word, in %s (run tools/build/relative-time-texts.mjs if not)",
    (locale) => {
      const icu = new Real(locale, { numeric: 'auto' });
      const differ = VALUES.filter(([unit, value]) => relativeTimeText(locale, value, unit) !== icu.format(value, unit));
      expect(
        differ.map(([unit, value]) => [unit, value, relativeTimeText(locale, value, unit), icu.format(value, unit)]),
      ).toEqual([]);
    },
  );

  it('makes no ICU formatter in our locales, and one per other locale', () => {
    const made: string[] = [];
    jest.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(((locale: string, options: Intl.RelativeTimeFormatOptions) => {
      made.push(locale);
      return new Real(locale, options);
    }) as unknown as () => Intl.RelativeTimeFormat);
    // a fresh module: none of the formatters the other tests made
    let fresh!: typeof relativeTimeText;
    jest.isolateModules(() => {
      fresh = (jest.requireActual('./RelativeTimeText') as { relativeTimeText: typeof relativeTimeText }).relativeTimeText;
    });
    for (const locale of LOCALES) for (const [unit, value] of VALUES) fresh(locale, value, unit);
    expect(made).toEqual([]);
    expect(fresh('de', -1, 'day')).toBe('gestern');
    expect(fresh('de', 3, 'hour')).toBe('in 3 Stunden');
    expect(made).toEqual(['de']);
  });
});
