import type { CalendarDay } from '../calendar/types';
import { canEditShift, isShiftHalf, lessonSlotsOverHalf, shiftEditability, teacherShiftRange } from './shift-editability';

const open = (date: string, start = 10, end = 50): CalendarDay => ({
  schedule_date: date,
  closed_flag: 0,
  tstart_ime_limit_no: start,
  end_time_limit_no: end,
});
const TODAY = '2026-11-25';

describe('shiftEditability', () => {
  it('lets staff edit from today, teachers from tomorrow', () => {
    expect(shiftEditability(TODAY, TODAY, 11, open(TODAY))).toEqual({ is_teacher_editable: false, is_admin_editable: true });
    expect(shiftEditability(TODAY, '2026-11-26', 12, open('2026-11-26'))).toEqual({
      is_teacher_editable: true,
      is_admin_editable: true,
    });
  });

  it('ends the teacher window at the end of next month; staff have no end', () => {
    expect(shiftEditability(TODAY, '2026-12-31', 11, open('2026-12-31')).is_teacher_editable).toBe(true);
    expect(shiftEditability(TODAY, '2027-01-01', 11, open('2027-01-01'))).toEqual({
      is_teacher_editable: false,
      is_admin_editable: true,
    });
    expect(teacherShiftRange(TODAY)).toEqual({ start: '2026-11-26', end: '2026-12-31' });
  });

  it('refuses the past for everyone', () => {
    expect(shiftEditability(TODAY, '2026-11-24', 11, open('2026-11-24'))).toEqual({
      is_teacher_editable: false,
      is_admin_editable: false,
    });
  });

  it('refuses closed days, unknown days and periods outside the opening hours', () => {
    const none = { is_teacher_editable: false, is_admin_editable: false };
    const closed: CalendarDay = { schedule_date: '2026-11-26', closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0 };
    expect(shiftEditability(TODAY, '2026-11-26', 11, closed)).toEqual(none);
    expect(shiftEditability(TODAY, '2026-11-26', 11, null)).toEqual(none);
    expect(shiftEditability(TODAY, '2026-11-26', 11, open('2026-11-27'))).toEqual(none);
    expect(shiftEditability(TODAY, '2026-11-26', 61, open('2026-11-26', 10, 50))).toEqual(none);
    expect(shiftEditability(TODAY, '2026-11-26', 52, open('2026-11-26', 10, 50)).is_admin_editable).toBe(true);
  });

  it('only knows 40-minute halves: a 90-minute slot is no shift cell', () => {
    expect(shiftEditability(TODAY, '2026-11-26', 10, open('2026-11-26')).is_admin_editable).toBe(false);
    expect([11, 12, 52].every(isShiftHalf)).toBe(true);
    expect([10, 13, 1, 2, '11', 11.5, null].some(isShiftHalf)).toBe(false);
  });
});

describe('canEditShift', () => {
  it('uses the teacher flag for teachers and the admin flag for staff', () => {
    const e = { is_teacher_editable: false, is_admin_editable: true };
    expect(canEditShift(e, true)).toBe(false);
    expect(canEditShift(e, false)).toBe(true);
  });
});

describe('lessonSlotsOverHalf', () => {
  it('is the half and the 90-minute slot of its period', () => {
    expect(lessonSlotsOverHalf(31)).toEqual([31, 30]);
    expect(lessonSlotsOverHalf(42)).toEqual([42, 40]);
    expect(() => lessonSlotsOverHalf(30)).toThrow('Not a 40-minute half');
  });
});
