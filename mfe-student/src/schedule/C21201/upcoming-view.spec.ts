import { type C21101Lesson } from '@school/contracts';
import { pageRange, PAGE_DAYS, PAGES, upcomingPage } from './upcoming-view';

const lesson = (schedule_no: number, schedule_date: string) => ({ schedule_no, schedule_date }) as C21101Lesson;

describe('C21201 pages', () => {
  it('start tomorrow and follow each other without a gap', () => {
    expect(pageRange('2026-11-27', 1)).toEqual({ start_date: '2026-11-28', end_date: '2026-12-11' });
    expect(pageRange('2026-11-27', 2)).toEqual({ start_date: '2026-12-12', end_date: '2026-12-25' });
  });

  it('group the lessons by day, every day of the page a row, the next page offered even when empty', () => {
    const range = pageRange('2026-11-27', 1);
    const out = upcomingPage(
      {
        student_no: 1,
        ...range,
        today: '2026-11-27',
        lessons: [lesson(1, '2026-11-28'), lesson(2, '2026-11-28'), lesson(3, '2026-12-11')],
      },
      1,
    );
    expect(out.data).toHaveLength(PAGE_DAYS);
    expect(out.data[0]).toEqual({ schedule_date: '2026-11-28', lessons: [lesson(1, '2026-11-28'), lesson(2, '2026-11-28')] });
    expect(out.data[13].lessons.map((l) => l.schedule_no)).toEqual([3]);
    expect(out.data[1].lessons).toEqual([]);
    const empty = upcomingPage({ student_no: 1, ...range, today: '2026-11-27', lessons: [] }, 1);
    expect(empty.pagination).toEqual({ current_page: 1, last_page: PAGES, per_page: PAGE_DAYS, total: PAGES * PAGE_DAYS });
  });
});
