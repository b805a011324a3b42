import { dateOf, dayNumber, fiscalYearRange, isoWeekdayOfDay, ymd, type DateString } from './civil-date';
import { japaneseHolidays, timeLimitNo } from '@school/domain';
import { LAST_GROUP, LAST_REGULAR_GROUP } from './time-slots';
import type { CalendarDayRow, SeminarCalendarRow } from './types';

// Opening hours as slot ranges (time_limit_no of division 0). Physical centers close after the
// 21:30 period; the online center also teaches the late-night specials. Sundays are short days.
export type OpeningHours = { start: number; end: number };

export const openingHours = (online: boolean, isoWeekday: number): OpeningHours => {
  if (isoWeekday === 7) return { start: timeLimitNo(1, 0), end: timeLimitNo(4, 0) };
  return { start: timeLimitNo(1, 0), end: timeLimitNo(online ? LAST_GROUP : LAST_REGULAR_GROUP, 0) };
};

export const YEAR_END_REMARK = '年末年始休業';

// The school closes 12/29 to 1/3 on top of the public holidays.
export const isYearEndClosure = (date: DateString): boolean => {
  const mmdd = date.slice(5);
  return mmdd >= '12-29' || mmdd <= '01-03';
};

// A closed day has start and end slot 0 (SPEC §5).
export const buildCalendarDays = (
  centers: readonly { center_no: number; online: boolean }[],
  fiscalYears: readonly number[],
): CalendarDayRow[] => {
  const rows: CalendarDayRow[] = [];
  for (const fy of fiscalYears) {
    const { start, end } = fiscalYearRange(fy);
    const holidays = new Map([...japaneseHolidays(fy), ...japaneseHolidays(fy + 1)].map((h) => [h.date, h.name]));
    for (const center of centers) {
      for (let day = dayNumber(start); day <= dayNumber(end); day++) {
        const date = dateOf(day);
        const dow = isoWeekdayOfDay(day);
        const holiday = holidays.get(date);
        const closed = holiday !== undefined || isYearEndClosure(date);
        const hours = openingHours(center.online, dow);
        rows.push({
          center_no: center.center_no,
          schedule_date: date,
          closed_flag: closed ? 1 : 0,
          tstart_ime_limit_no: closed ? 0 : hours.start,
          end_time_limit_no: closed ? 0 : hours.end,
          dayofweek_code: dow,
          remarks: holiday ?? (closed ? YEAR_END_REMARK : null),
          fiscal_year: fy,
        });
      }
    }
  }
  return rows;
};

// Seasonal courses (t0060) of a fiscal year; the spring course stays inside the fiscal year so
// every seminar day has a calendar day.
export const buildSeminarCalendars = (fiscalYears: readonly number[]): SeminarCalendarRow[] => {
  const rows: Omit<SeminarCalendarRow, 'seminar_calendar_no'>[] = [];
  const slots = { start_time_limit_no: timeLimitNo(1, 0), end_time_limit_no: timeLimitNo(LAST_REGULAR_GROUP, 0) };
  for (const fy of fiscalYears) {
    const seminar = (
      name: string,
      start: DateString,
      end: DateString,
      entryStart: DateString,
      entryEnd: DateString,
      remarks: string,
    ) =>
      rows.push({
        seminar_name: `${fy}年度 ${name}`,
        fiscal_year: fy,
        schedule_start_date: start,
        schedule_end_date: end,
        ...slots,
        entry_start_date: entryStart,
        entry_end_date: entryEnd,
        remarks,
      });
    seminar('夏期講習', ymd(fy, 7, 21), ymd(fy, 8, 31), ymd(fy, 6, 1), ymd(fy, 7, 10), '1学期の総復習と2学期の先取り');
    seminar('冬期講習', ymd(fy, 12, 22), ymd(fy + 1, 1, 7), ymd(fy, 11, 1), ymd(fy, 12, 10), '年末年始（12/29〜1/3）は休講');
    seminar('春期講習', ymd(fy + 1, 3, 23), ymd(fy + 1, 3, 31), ymd(fy + 1, 2, 1), ymd(fy + 1, 3, 10), '新学年の準備');
  }
  return rows.map((r, i) => ({ seminar_calendar_no: i + 1, ...r }));
};
