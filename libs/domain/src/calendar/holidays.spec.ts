import { autumnalEquinox, isHolidayYear, japaneseHolidays, vernalEquinox } from './holidays';

const dates = (year: number): string[] => japaneseHolidays(year).map((h) => h.date);

describe('japaneseHolidays', () => {
  it('gives the 2026 list of the Cabinet Office, with 振替休日 and 国民の休日', () => {
    expect(japaneseHolidays(2026)).toEqual([
      { date: '2026-01-01', name: '元日' },
      { date: '2026-01-12', name: '成人の日' },
      { date: '2026-02-11', name: '建国記念の日' },
      { date: '2026-02-23', name: '天皇誕生日' },
      { date: '2026-03-20', name: '春分の日' },
      { date: '2026-04-29', name: '昭和の日' },
      { date: '2026-05-03', name: '憲法記念日' },
      { date: '2026-05-04', name: 'みどりの日' },
      { date: '2026-05-05', name: 'こどもの日' },
      { date: '2026-05-06', name: '振替休日' },
      { date: '2026-07-20', name: '海の日' },
      { date: '2026-08-11', name: '山の日' },
      { date: '2026-09-21', name: '敬老の日' },
      { date: '2026-09-22', name: '国民の休日' },
      { date: '2026-09-23', name: '秋分の日' },
      { date: '2026-10-12', name: 'スポーツの日' },
      { date: '2026-11-03', name: '文化の日' },
      { date: '2026-11-23', name: '勤労感謝の日' },
    ]);
  });

  it('moves every Sunday holiday of 2024 to the next free day', () => {
    expect(dates(2024)).toEqual([
      '2024-01-01',
      '2024-01-08',
      '2024-02-11',
      '2024-02-12',
      '2024-02-23',
      '2024-03-20',
      '2024-04-29',
      '2024-05-03',
      '2024-05-04',
      '2024-05-05',
      '2024-05-06',
      '2024-07-15',
      '2024-08-11',
      '2024-08-12',
      '2024-09-16',
      '2024-09-22',
      '2024-09-23',
      '2024-10-14',
      '2024-11-03',
      '2024-11-04',
      '2024-11-23',
    ]);
  });

  it('knows the substitute days of 2025 and the spring equinox of 2027 on a Sunday', () => {
    expect(dates(2025)).toEqual(expect.arrayContaining(['2025-02-24', '2025-05-06', '2025-11-24']));
    expect(japaneseHolidays(2027).filter((h) => h.date.startsWith('2027-03'))).toEqual([
      { date: '2027-03-21', name: '春分の日' },
      { date: '2027-03-22', name: '振替休日' },
    ]);
  });

  it('applies the Olympic moves of 2020 and 2021', () => {
    expect(dates(2020)).toEqual(expect.arrayContaining(['2020-07-23', '2020-07-24', '2020-08-10']));
    expect(dates(2020)).not.toContain('2020-10-12');
    expect(dates(2021)).toEqual(expect.arrayContaining(['2021-07-22', '2021-07-23', '2021-08-08', '2021-08-09']));
  });

  it('computes the equinoxes by the standard formula', () => {
    expect([2023, 2024, 2025, 2026, 2028].map(vernalEquinox)).toEqual([
      '2023-03-21',
      '2024-03-20',
      '2025-03-20',
      '2026-03-20',
      '2028-03-20',
    ]);
    expect([2023, 2024, 2025, 2026, 2028].map(autumnalEquinox)).toEqual([
      '2023-09-23',
      '2024-09-22',
      '2025-09-23',
      '2026-09-23',
      '2028-09-22',
    ]);
  });

  it('refuses years the rules are not written for', () => {
    expect(() => japaneseHolidays(2019)).toThrow('2020–2099');
    expect(() => japaneseHolidays(2100)).toThrow();
    expect([2019, 2020, 2099, 2100, 2026.5].map(isHolidayYear)).toEqual([false, true, true, false, false]);
  });
});
