import { groupByDay, teacherDayMarks, teacherDefaultCenter } from './teacher-day';

describe('teacherDefaultCenter (SPEC §9 teacher daily default center 9)', () => {
  it('opens on center 9 when the teacher works there, even when their home is another', () => {
    expect(teacherDefaultCenter([3, 9], 3)).toBe(9);
  });
  it('opens on the home center when the teacher does not work at 9', () => {
    expect(teacherDefaultCenter([3, 5], 5)).toBe(5);
  });
});

describe('groupByDay', () => {
  it('groups by date ascending and keeps each day’s order', () => {
    const rows = [
      { schedule_date: '2026-11-30', n: 1 },
      { schedule_date: '2026-11-28', n: 2 },
      { schedule_date: '2026-11-30', n: 3 },
    ];
    expect(groupByDay(rows)).toEqual([
      { date: '2026-11-28', rows: [rows[1]] },
      { date: '2026-11-30', rows: [rows[0], rows[2]] },
    ]);
  });
});

describe('teacherDayMarks', () => {
  it('counts work halves (not unavailable ones), lessons and reports to write per date; a date with none has no mark', () => {
    const marks = teacherDayMarks(
      [
        { schedule_date: '2026-11-27', work_flag: 1 },
        { schedule_date: '2026-11-27', work_flag: 1 },
        { schedule_date: '2026-11-28', work_flag: 0 },
      ],
      [{ schedule_date: '2026-11-27' }],
      [{ schedule_date: '2026-11-26' }],
    );
    expect(marks).toEqual([
      { schedule_date: '2026-11-26', shift_halves: 0, lessons: 0, reports_to_write: 1 },
      { schedule_date: '2026-11-27', shift_halves: 2, lessons: 1, reports_to_write: 0 },
    ]);
  });
});
