import type { CalendarDayView, EntryRecord, StudentLessonView } from '@school/contracts';
import {
  canTakeBack,
  cellRows,
  cellState,
  movableLessons,
  seminarsAt,
  slotsOf,
  usedSlots,
  weekOf,
  type WeekData,
} from './c30101-week';

const day = (date: string, open_slots: number[], closed_flag: 0 | 1 = 0): CalendarDayView => ({
  schedule_date: date,
  dayofweek_code: 1,
  closed_flag,
  start_time_limit_no: open_slots[0] ?? 0,
  end_time_limit_no: open_slots.at(-1) ?? 0,
  remarks: null,
  open_slots,
});

const seminar = {
  seminar_calendar_no: 3,
  seminar_name: '冬期講習',
  fiscal_year: 2026,
  schedule_start_date: '2026-12-24',
  schedule_end_date: '2027-01-07',
  start_time_limit_no: 10,
  end_time_limit_no: 32,
  entry_start_date: '2026-11-01',
  entry_end_date: '2026-12-20',
};

const data = (over: Partial<WeekData> = {}): WeekData => ({
  calendar: {
    center_no: 1,
    today: '2026-12-01',
    days: [day('2026-12-01', [11, 12]), day('2026-12-03', [11, 12, 21]), day('2026-12-06', [], 1), day('2026-12-24', [11, 41])],
    editable: {
      extra: { start: '2026-12-03', end: '2027-01-31' },
      seminar: { start: '2026-12-24', end: '2027-01-07' },
      change: { start: '2026-12-03', end: '2027-01-31' },
      not_attended: { start: '2026-12-02', end: '3026-12-01' },
    },
    slots: [],
  },
  lessons: [],
  entries: [],
  notAttended: [],
  changes: [],
  cancels: [],
  counts: [
    { schedule_date: '2026-12-03', time_limit_no: 11, remaining: 3, full: false },
    { schedule_date: '2026-12-03', time_limit_no: 12, remaining: 1, full: true },
  ],
  seminars: [seminar],
  ...over,
});

const entry = (over: Partial<EntryRecord>): EntryRecord => ({
  entry_schedule_no: 1,
  entry_type: 2,
  student_no: 7,
  center_no: 1,
  schedule_date: '2026-12-03',
  time_limit_no: 11,
  subject_no: 1,
  capacity: 1,
  seminar_calendar_no: null,
  original_schedule_no: null,
  request_note: null,
  status: 'waiting',
  applied_by_user_no: 1,
  applied_role: 550,
  schedule_no: 10,
  lock_version: 0,
  updated_at: '',
  ...over,
});

const lesson = (date: string, over: Partial<StudentLessonView> = {}): StudentLessonView => ({
  schedule_no: 20,
  schedule_date: date,
  time_limit_no: 11,
  center_no: 1,
  subject_no: 1,
  capacity: 1,
  teacher_no: null,
  teacher_name: null,
  assigned: false,
  cancelled: false,
  change_flag: 0,
  entry_schedule_no: null,
  weekly_entry_no: null,
  lock_version: 0,
  ...over,
});

describe('C30101 week model', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-12-03')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(weekOf('2026-12-06')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(weekOf('2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });

  it('shows every open period of its days and the periods its rows use, in order', () => {
    const d = data({ lessons: [lesson('2026-12-01', { time_limit_no: 50 })] });
    expect(slotsOf(d.calendar.days.slice(0, 3), usedSlots(d))).toEqual([11, 12, 21, 50]);
  });

  it('offers applications inside their ranges on open cells with room, a weekly course from today (staff only)', () => {
    const d = data();
    // today: before the extra and change ranges
    expect(cellState(d, '2026-12-01', 11, true).kinds).toEqual(['weekly']);
    expect(cellState(d, '2026-12-01', 11, false).kinds).toEqual([]);
    expect(cellState(d, '2026-12-03', 11, true)).toEqual({
      open: true,
      full: false,
      remaining: 3,
      kinds: ['extra', 'change', 'weekly'],
    });
    // fully booked (remaining ≤ 1): no application, a weekly course still (that week becomes a cancel row)
    expect(cellState(d, '2026-12-03', 12, true)).toEqual({ open: true, full: true, remaining: 1, kinds: ['weekly'] });
    // a period the day does not open, a closed day, a day the calendar lacks
    expect(cellState(d, '2026-12-01', 21, true).kinds).toEqual([]);
    expect(cellState(d, '2026-12-06', 11, true)).toMatchObject({ open: false, kinds: [] });
    expect(cellState(d, '2026-12-05', 11, true)).toMatchObject({ open: false, kinds: [] });
  });

  it('offers a seminar lesson only in a seminar’s days and periods', () => {
    const d = data();
    expect(cellState(d, '2026-12-24', 11, true).kinds).toEqual(['extra', 'seminar', 'change', 'weekly']);
    expect(cellState(d, '2026-12-24', 41, true).kinds).toEqual(['extra', 'change', 'weekly']);
    expect(seminarsAt(d.seminars, '2026-12-23', 11)).toEqual([]);
    expect(seminarsAt(d.seminars, '2027-01-07', 32)).toEqual([seminar]);
    expect(
      cellState(
        data({ calendar: { ...d.calendar, editable: { ...d.calendar.editable, seminar: null } } }),
        '2026-12-24',
        11,
        true,
      ).kinds,
    ).toEqual(['extra', 'change', 'weekly']);
  });

  it('puts each row in its cell: changes where they came from and where they went', () => {
    const change = {
      change_no: 5,
      schedule_no: 20,
      entry_schedule_no: 2,
      student_no: 7,
      from_center_no: 1,
      from_date: '2026-12-01',
      from_time_limit_no: 11,
      to_center_no: 1,
      to_date: '2026-12-03',
      to_time_limit_no: 12,
      lock_version: 0,
    };
    const cancel = {
      cancel_no: 9,
      weekly_entry_no: 4,
      student_no: 7,
      center_no: 1,
      schedule_date: '2026-12-03',
      time_limit_no: 11,
      conflict_schedule_no: 20,
      lock_version: 0,
    };
    const d = data({ lessons: [lesson('2026-12-03')], entries: [entry({})], changes: [change], cancels: [cancel] });
    expect(cellRows(d, '2026-12-03', 11)).toMatchObject({
      lessons: [{ schedule_no: 20 }],
      entries: [{ entry_schedule_no: 1 }],
      cancels: [cancel],
      changedIn: [],
      changedOut: [],
    });
    expect(cellRows(d, '2026-12-03', 12)).toMatchObject({ changedIn: [change], changedOut: [] });
    expect(cellRows(d, '2026-12-01', 11)).toMatchObject({ changedIn: [], changedOut: [change], lessons: [] });
  });

  it('takes back a coming extra or seminar application that still holds its lesson, never a change', () => {
    expect(canTakeBack(entry({}), '2026-12-01')).toBe(true);
    expect(canTakeBack(entry({ entry_type: 3, status: 'accepted' }), '2026-12-01')).toBe(true);
    expect(canTakeBack(entry({ entry_type: 4 }), '2026-12-01')).toBe(false);
    expect(canTakeBack(entry({ status: 'withdrawn', schedule_no: null }), '2026-12-01')).toBe(false);
    expect(canTakeBack(entry({ status: 'refused' }), '2026-12-01')).toBe(false);
    expect(canTakeBack(entry({ schedule_date: '2026-11-30' }), '2026-12-01')).toBe(false);
  });

  it('moves only the student’s own coming lessons that are not cancelled', () => {
    const lessons = [
      lesson('2026-12-01'),
      lesson('2026-12-02', { schedule_no: 21 }),
      lesson('2026-12-03', { schedule_no: 22, cancelled: true }),
    ];
    expect(movableLessons(lessons, '2026-12-01').map((l) => l.schedule_no)).toEqual([21]);
  });
});
