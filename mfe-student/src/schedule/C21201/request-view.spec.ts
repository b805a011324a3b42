import { type C30101StudentDay, type RebookingRequestRecord } from '@school/contracts';
import { openRequestByLesson, wantedDates } from './request-view';

const day = (schedule_date: string, closed = false): C30101StudentDay => ({
  schedule_date,
  dayofweek_code: 1,
  closed,
  cells: closed ? [] : [{ time_limit_no: 1, full: false }],
});

describe('C21201 rebooking request view', () => {
  it('offers the open days inside the change range only', () => {
    const days = [day('2026-11-30'), day('2026-12-01'), day('2026-12-02', true), day('2026-12-03'), day('2027-01-01')];
    const range = { start: '2026-12-01', end: '2026-12-31' };
    expect(wantedDates(days, range).map((d) => d.schedule_date)).toEqual(['2026-12-01', '2026-12-03']);
    expect(wantedDates(days, null)).toEqual([]);
  });

  it('keeps the open request of each lesson, not the handled ones', () => {
    const request = (request_no: number, schedule_no: number, status: 'open' | 'done') =>
      ({ request_no, schedule_no, status }) as RebookingRequestRecord;
    const map = openRequestByLesson([request(2, 10, 'open'), request(1, 10, 'done'), request(3, 11, 'done')]);
    expect([...map.keys()]).toEqual([10]);
    expect(map.get(10)?.request_no).toBe(2);
  });
});
