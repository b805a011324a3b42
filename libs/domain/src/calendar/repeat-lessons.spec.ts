import { addDays } from '../time/date';
import { expandRepeatLessons, isSlotOpen, REPEAT_LOOKAHEAD_WEEKS } from './repeat-lessons';
import type { CalendarDay } from './types';

// `days` consecutive open days from `start`, with the given dates closed.
function makeCalendar(start: string, days: number, closed: readonly string[] = []): CalendarDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(start, i);
    const isClosed = closed.includes(date);
    return {
      schedule_date: date,
      closed_flag: isClosed ? 1 : 0,
      tstart_ime_limit_no: isClosed ? 0 : 10,
      end_time_limit_no: isClosed ? 0 : 92,
    };
  });
}

// 2024-04-01 is a Monday; lessons on Wednesdays in period 5.
const calendar = makeCalendar('2024-04-01', 200, ['2024-04-17']);
const first = '2024-04-03';

describe('repeat-lesson expansion', () => {
  it('looks 15 weeks ahead by default', () => {
    expect(REPEAT_LOOKAHEAD_WEEKS).toBe(15);
    const r = expandRepeatLessons({ firstDate: first, timeLimitNo: 50, calendar, occupied: [] });
    expect(r.lessons).toHaveLength(14);
    expect(r.skipped).toEqual([{ schedule_date: '2024-04-17', time_limit_no: 50, reason: 'unopen' }]);
    expect(r.lessons.at(-1)?.schedule_date).toBe(addDays(first, 14 * 7));
  });

  it('requires weeks > 0', () => {
    expect(() => expandRepeatLessons({ firstDate: first, timeLimitNo: 50, calendar, occupied: [], weeks: 0 })).toThrow(
      /greater than 0/,
    );
    expect(() => expandRepeatLessons({ firstDate: first, timeLimitNo: 50, calendar, occupied: [], weeks: -2 })).toThrow();
    expect(() => expandRepeatLessons({ firstDate: first, timeLimitNo: 50, calendar, occupied: [], weeks: 1.5 })).toThrow();
    expect(expandRepeatLessons({ firstDate: first, timeLimitNo: 50, calendar, occupied: [], weeks: 1 }).lessons).toHaveLength(1);
  });

  it('skips occupied weeks and records a cancel for them', () => {
    const r = expandRepeatLessons({
      firstDate: first,
      timeLimitNo: 51,
      weeks: 4,
      calendar,
      occupied: [
        { schedule_date: '2024-04-10', time_limit_no: 50, schedule_no: 777 },
        { schedule_date: '2024-04-24', time_limit_no: 52, schedule_no: 778 },
      ],
    });
    expect(r.lessons.map((l) => l.schedule_date)).toEqual(['2024-04-03', '2024-04-24']);
    expect(r.cancels).toEqual([{ schedule_date: '2024-04-10', time_limit_no: 51, conflict_schedule_no: 777 }]);
    expect(r.skipped.map((s) => s.schedule_date)).toEqual(['2024-04-17']);
  });

  it('ends the course on the Sunday of the last week with a lesson', () => {
    const r = expandRepeatLessons({ firstDate: first, timeLimitNo: 50, weeks: 2, calendar, occupied: [] });
    expect(r.courseEndDate).toBe('2024-04-14');
    const sunday = expandRepeatLessons({ firstDate: '2024-04-07', timeLimitNo: 50, weeks: 1, calendar, occupied: [] });
    expect(sunday.courseEndDate).toBe('2024-04-07');
  });

  it('drops cancels after the course end and has no end without lessons', () => {
    const r = expandRepeatLessons({
      firstDate: first,
      timeLimitNo: 50,
      weeks: 3,
      calendar,
      occupied: [{ schedule_date: '2024-04-10', time_limit_no: 50 }],
    });
    expect(r.lessons.map((l) => l.schedule_date)).toEqual(['2024-04-03']);
    expect(r.cancels).toEqual([]);
    expect(r.courseEndDate).toBe('2024-04-07');
    const none = expandRepeatLessons({ firstDate: '2024-04-17', timeLimitNo: 50, weeks: 1, calendar, occupied: [] });
    expect(none).toEqual({
      lessons: [],
      cancels: [],
      skipped: [{ schedule_date: '2024-04-17', time_limit_no: 50, reason: 'unopen' }],
      courseEndDate: null,
    });
  });

  it('raises an error for a week missing from the calendar', () => {
    expect(() => expandRepeatLessons({ firstDate: first, timeLimitNo: 50, weeks: 40, calendar, occupied: [] })).toThrow(
      /Missing calendar day/,
    );
  });
});

describe('open slots', () => {
  const day: CalendarDay = { schedule_date: '2024-04-01', closed_flag: 0, tstart_ime_limit_no: 30, end_time_limit_no: 60 };
  it('compares periods with the start and end slots of the day', () => {
    expect(isSlotOpen(day, 30)).toBe(true);
    expect(isSlotOpen(day, 62)).toBe(true);
    expect(isSlotOpen(day, 22)).toBe(false);
    expect(isSlotOpen(day, 70)).toBe(false);
    expect(isSlotOpen({ ...day, closed_flag: 1 }, 40)).toBe(false);
    expect(isSlotOpen({ schedule_date: '2024-04-01', closed_flag: 0 }, 10)).toBe(true);
  });
});
