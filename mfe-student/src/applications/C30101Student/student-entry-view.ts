import { type C30101StudentBrowseOutput, type C30101StudentSeminar, type EntryRecord } from '@school/contracts';
import { isDateEditable, timeGroupOf } from '@school/domain';

// What C30101Student shows of one read, by date: pure, so the page only lays it out.
export type StudentEntryData = C30101StudentBrowseOutput;

export const WEEKS_SHOWN = 2;

// An application the applicant may still take back: not refused or withdrawn, and not begun.
export const canWithdraw = (entry: EntryRecord, today: string): boolean =>
  (entry.status === 'waiting' || entry.status === 'accepted') && entry.schedule_date > today;

// The seminars a date can be applied for: inside the seminar's period and the seminar range.
export const seminarsOn = (data: StudentEntryData, date: string): C30101StudentSeminar[] =>
  isDateEditable(date, data.ranges.seminar)
    ? data.seminars.filter((s) => s.schedule_start_date <= date && date <= s.schedule_end_date)
    : [];

// A seminar lesson's slot lies within the seminar's first and last period.
export const inSeminarSlots = (seminar: C30101StudentSeminar, timeLimitNo: number): boolean => {
  const group = timeGroupOf(timeLimitNo);
  return timeGroupOf(seminar.start_time_limit_no) <= group && group <= timeGroupOf(seminar.end_time_limit_no);
};

export const slotLabelOf = (data: StudentEntryData, timeLimitNo: number): string =>
  data.slots.find((s) => s.time_limit_no === timeLimitNo)?.label ?? String(timeLimitNo);

export const lessonsOf = (data: StudentEntryData, date: string) => data.lessons.filter((l) => l.schedule_date === date);
export const entriesOf = (data: StudentEntryData, date: string) => data.entries.filter((e) => e.schedule_date === date);
export const notAttendedOf = (data: StudentEntryData, date: string) => data.not_attended.find((n) => n.schedule_date === date);
