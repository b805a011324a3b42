import { addDays, type DateString } from '../time/date';
import { isoWeekday } from '../time/week';

export type Holiday = { date: DateString; name: string };

// The Act on National Holidays as it stands since 2020 (天皇誕生日 on 2/23); the equinox
// formula below is valid up to 2099.
export const HOLIDAY_YEAR_RANGE = { min: 2020, max: 2099 } as const;

const ymd = (year: number, month: number, day: number): DateString =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const nthMonday = (year: number, month: number, n: number): DateString => {
  const first = ymd(year, month, 1);
  const offset = (8 - isoWeekday(first)) % 7;
  return addDays(first, offset + (n - 1) * 7);
};

// The standard approximation used by the National Astronomical Observatory's announcements.
const equinoxDay = (year: number, base: number): number =>
  Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4));

export const vernalEquinox = (year: number): DateString => ymd(year, 3, equinoxDay(year, 20.8431));
export const autumnalEquinox = (year: number): DateString => ymd(year, 9, equinoxDay(year, 23.2488));

// The Tokyo Olympics moved three holidays in 2020 and 2021.
const OLYMPIC_MOVES: Record<number, { umi: string; yama: string; sports: string }> = {
  2020: { umi: '07-23', yama: '08-10', sports: '07-24' },
  2021: { umi: '07-22', yama: '08-08', sports: '07-23' },
};

const namedHolidays = (year: number): Map<DateString, string> => {
  const moved = OLYMPIC_MOVES[year];
  const md = (mmdd: string): DateString => `${year}-${mmdd}`;
  const list: [DateString, string][] = [
    [md('01-01'), '元日'],
    [nthMonday(year, 1, 2), '成人の日'],
    [md('02-11'), '建国記念の日'],
    [md('02-23'), '天皇誕生日'],
    [vernalEquinox(year), '春分の日'],
    [md('04-29'), '昭和の日'],
    [md('05-03'), '憲法記念日'],
    [md('05-04'), 'みどりの日'],
    [md('05-05'), 'こどもの日'],
    [moved ? md(moved.umi) : nthMonday(year, 7, 3), '海の日'],
    [moved ? md(moved.yama) : md('08-11'), '山の日'],
    [nthMonday(year, 9, 3), '敬老の日'],
    [autumnalEquinox(year), '秋分の日'],
    [moved ? md(moved.sports) : nthMonday(year, 10, 2), 'スポーツの日'],
    [md('11-03'), '文化の日'],
    [md('11-23'), '勤労感謝の日'],
  ];
  return new Map(list);
};

export const isHolidayYear = (year: number): boolean =>
  Number.isInteger(year) && year >= HOLIDAY_YEAR_RANGE.min && year <= HOLIDAY_YEAR_RANGE.max;

// Japanese public holidays of a calendar year (January–December), in date order.
export const japaneseHolidays = (year: number): Holiday[] => {
  if (!isHolidayYear(year)) {
    throw new Error(`Japanese holidays are computed for ${HOLIDAY_YEAR_RANGE.min}–${HOLIDAY_YEAR_RANGE.max}, not ${year}`);
  }
  const named = namedHolidays(year);
  const all = new Map(named);
  // 国民の休日: a weekday squeezed between two holidays (e.g. 9/22 between 敬老の日 and 秋分の日).
  for (const date of named.keys()) {
    const between = addDays(date, 1);
    if (!named.has(between) && named.has(addDays(date, 2)) && isoWeekday(between) !== 7) all.set(between, '国民の休日');
  }
  // 振替休日: a holiday on a Sunday moves to the next day that is not itself a holiday.
  for (const date of named.keys()) {
    if (isoWeekday(date) !== 7) continue;
    let next = addDays(date, 1);
    while (named.has(next)) next = addDays(next, 1);
    all.set(next, '振替休日');
  }
  return [...all.entries()].map(([date, name]) => ({ date, name })).sort((a, b) => (a.date < b.date ? -1 : 1));
};
