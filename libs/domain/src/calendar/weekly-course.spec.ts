import { expandRepeatLessons } from './repeat-lessons';
import type { CalendarDay } from './types';
import { isCourseWeekFull, withoutFullWeeks } from './weekly-course';

// Mondays from 2030-01-07 on, all open from period 1 to 5.
const calendar: CalendarDay[] = Array.from({ length: 15 }, (_, w) => {
  const d = new Date(Date.UTC(2030, 0, 7 + w * 7)).toISOString().slice(0, 10);
  return { schedule_date: d, closed_flag: 0, tstart_ime_limit_no: 10, end_time_limit_no: 50 };
});
const expand = (occupied: { schedule_date: string; time_limit_no: number; schedule_no: number }[] = []) =>
  expandRepeatLessons({ firstDate: '2030-01-07', timeLimitNo: 21, weeks: 4, calendar, occupied });

describe('withoutFullWeeks', () => {
  it('keeps every week when none is full', () => {
    const r = withoutFullWeeks(expand(), () => false);
    expect(r.lessons.map((l) => l.schedule_date)).toEqual(['2030-01-07', '2030-01-14', '2030-01-21', '2030-01-28']);
    expect(r.cancels).toEqual([]);
    expect(r.courseEndDate).toBe('2030-02-03');
  });

  it('turns a full week into a cancel without a conflicting lesson, in date order with the occupied ones', () => {
    const r = withoutFullWeeks(
      expand([{ schedule_date: '2030-01-21', time_limit_no: 20, schedule_no: 9 }]),
      (s) => s.schedule_date === '2030-01-14',
    );
    expect(r.lessons.map((l) => l.schedule_date)).toEqual(['2030-01-07', '2030-01-28']);
    expect(r.cancels).toEqual([
      { schedule_date: '2030-01-14', time_limit_no: 21, conflict_schedule_no: null },
      { schedule_date: '2030-01-21', time_limit_no: 21, conflict_schedule_no: 9 },
    ]);
    expect(r.courseEndDate).toBe('2030-02-03');
  });

  it('moves the course end back when the last weeks are full and drops the cancels after it', () => {
    const r = withoutFullWeeks(
      expand([{ schedule_date: '2030-01-21', time_limit_no: 21, schedule_no: 9 }]),
      (s) => s.schedule_date >= '2030-01-14',
    );
    expect(r.lessons.map((l) => l.schedule_date)).toEqual(['2030-01-07']);
    expect(r.courseEndDate).toBe('2030-01-13');
    expect(r.cancels).toEqual([]);
  });

  it('leaves no lesson, no cancel and no end when every week is full', () => {
    expect(withoutFullWeeks(expand(), () => true)).toEqual({ lessons: [], cancels: [], skipped: [], courseEndDate: null });
  });
});

describe('isCourseWeekFull', () => {
  const cell = { schedule_date: '2030-01-07', time_limit_no: 21 };
  it('follows the remaining teacher count where shifts are planned', () => {
    expect(isCourseWeekFull(cell, [], 2, true)).toBe(false);
    expect(isCourseWeekFull(cell, [], 1, true)).toBe(true);
    expect(isCourseWeekFull(cell, [], -1, true)).toBe(true);
  });
  it('has no count to be full by on a date without planned shifts; a control row still closes it', () => {
    expect(isCourseWeekFull(cell, [], 0, false)).toBe(false);
    expect(isCourseWeekFull(cell, [{ schedule_date: '2030-01-07', time_limit_no: 20 }], 0, false)).toBe(true);
    expect(isCourseWeekFull(cell, [{ schedule_date: '2030-01-08', time_limit_no: 21 }], 0, false)).toBe(false);
  });
});
