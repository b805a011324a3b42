import { scheduleTable } from './schedule-table';

const lesson = (schedule_date: string, time_limit_no: number, group_label: string, id: number) => ({
  schedule_date,
  time_limit_no,
  group_label,
  id,
});

describe('scheduleTable (C40201)', () => {
  it('lays lessons out per date, row per label (unlabelled last), column per period', () => {
    const days = scheduleTable([
      lesson('2026-12-02', 21, '鈴木', 1),
      lesson('2026-12-01', 12, '', 2),
      lesson('2026-12-01', 11, '佐藤', 3),
      lesson('2026-12-01', 32, '佐藤', 4),
      lesson('2026-12-01', 31, '佐藤', 5),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    const [first, second] = days;
    expect(first.periods).toEqual([1, 3]);
    expect(first.rows.map((r) => r.label)).toEqual(['佐藤', '']);
    expect(first.rows[0].cells.map((c) => c.map((l) => l.id))).toEqual([[3], [5, 4]]);
    expect(first.rows[1].cells.map((c) => c.map((l) => l.id))).toEqual([[2], []]);
    expect(second).toEqual({
      date: '2026-12-02',
      periods: [2],
      rows: [{ label: '鈴木', cells: [[expect.objectContaining({ id: 1 })]] }],
    });
  });

  it('is empty without lessons', () => {
    expect(scheduleTable([])).toEqual([]);
  });
});
