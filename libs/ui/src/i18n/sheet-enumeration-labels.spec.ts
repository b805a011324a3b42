import { LOCALES } from '@school/contracts';
import { SHEET_ENUMERATION_NAMES, SHEET_ENUMERATIONS, sheetEnumLabelKey } from '@school/domain';
import { CATALOGUES, translate } from '@school/i18n';

// Here, where the domain and the catalogues meet: every code of every student sheet enumeration (SPEC §9) has a label in ja, en and zh-Hant, and the
// catalogues hold no label for a code the domain does not have.
describe('C20201 enumeration labels', () => {
  it.each(LOCALES)('%s labels every code', (locale) => {
    for (const name of SHEET_ENUMERATION_NAMES)
      for (const code of SHEET_ENUMERATIONS[name]) {
        const key = sheetEnumLabelKey(name, code);
        expect([key, translate(locale, key) !== key]).toEqual([key, true]);
      }
  });

  it.each(LOCALES)('%s has labels for exactly the codes', (locale) => {
    const labels = (CATALOGUES[locale] as { masters: { c20201: { enum: Record<string, Record<string, string>> } } }).masters
      .c20201.enum;
    expect(Object.keys(labels).sort()).toEqual([...SHEET_ENUMERATION_NAMES].sort());
    for (const name of SHEET_ENUMERATION_NAMES)
      expect([
        name,
        Object.keys(labels[name])
          .map(Number)
          .sort((a, b) => a - b),
      ]).toEqual([name, [...SHEET_ENUMERATIONS[name]]]);
  });

  it('labels the late-night start times as such in English', () => {
    expect(translate('en', 'masters.c20201.enum.startTime.2310')).toBe('23:10 (late-night special)');
    expect(translate('en', 'masters.c20201.enum.prefecture.47')).toBe('Okinawa');
  });
});
