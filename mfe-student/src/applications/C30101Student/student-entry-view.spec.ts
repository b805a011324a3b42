import { type EntryRecord } from '@school/contracts';
import { canWithdraw, inSeminarSlots, seminarsOn, type StudentEntryData } from './student-entry-view';

const seminar = {
  seminar_calendar_no: 1,
  seminar_name: 'summer',
  schedule_start_date: '2095-07-20',
  schedule_end_date: '2095-08-20',
  start_time_limit_no: 20,
  end_time_limit_no: 40,
  entry_start_date: '2095-06-01',
  entry_end_date: '2095-06-30',
};
const data = {
  seminars: [seminar],
  ranges: {
    extra: null,
    change: null,
    seminar: { start: '2095-07-22', end: '2095-08-20' },
    not_attended: { start: '2095-06-07', end: '3095-06-06' },
  },
} as unknown as StudentEntryData;
const entry = (status: EntryRecord['status'], schedule_date: string) => ({ status, schedule_date }) as EntryRecord;

describe('C30101Student view rules', () => {
  it('offers a seminar on a date inside both its period and the seminar range only', () => {
    expect(seminarsOn(data, '2095-07-21')).toEqual([]);
    expect(seminarsOn(data, '2095-07-22')).toEqual([seminar]);
    expect(seminarsOn(data, '2095-08-20')).toEqual([seminar]);
    expect(seminarsOn(data, '2095-08-21')).toEqual([]);
  });

  it("keeps a seminar lesson within the seminar's periods, halves included", () => {
    expect([10, 12, 20, 21, 32, 40, 42, 50].map((slot) => inSeminarSlots(seminar, slot))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets a waiting or accepted application of a coming day be taken back', () => {
    expect(canWithdraw(entry('waiting', '2095-06-08'), '2095-06-07')).toBe(true);
    expect(canWithdraw(entry('accepted', '2095-06-08'), '2095-06-07')).toBe(true);
    expect(canWithdraw(entry('waiting', '2095-06-07'), '2095-06-07')).toBe(false);
    expect(canWithdraw(entry('withdrawn', '2095-06-08'), '2095-06-07')).toBe(false);
    expect(canWithdraw(entry('refused', '2095-06-08'), '2095-06-07')).toBe(false);
  });
});
