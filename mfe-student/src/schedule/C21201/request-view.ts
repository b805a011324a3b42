import { type C30101StudentDay, type RebookingRequestRecord } from '@school/contracts';
import { isDateEditable, type DateRangeInclusive } from '@school/domain';

// The dates a rebooking request may want: working days of the lesson center inside SPEC §9's change range.
export const wantedDates = (days: C30101StudentDay[], range: DateRangeInclusive | null): C30101StudentDay[] =>
  days.filter((d) => !d.closed && d.cells.length > 0 && isDateEditable(d.schedule_date, range));

// The open request of each lesson (one at most, docs/rebooking-requests.md): its card shows the status
// in place of the "request a change" button.
export const openRequestByLesson = (requests: RebookingRequestRecord[]): Map<number, RebookingRequestRecord> =>
  new Map(requests.filter((r) => r.status === 'open').map((r) => [r.schedule_no, r]));
