import { isDateEditable } from './editable-range';
import type { DateRangeInclusive } from './types';

// Rebooking requests (T1035, C21201_doAddRequest; docs/rebooking-requests.md): a student asks staff to
// move one of their own coming lessons, to a wanted date (and slot) or with a free note.

export const REBOOKING_NOTE_MAX = 1000;

// open: waiting for staff; done: staff handled it and hid it on C40411 (unhiding opens it again).
export type RebookingStatus = 'open' | 'done';
export const rebookingStatusOf = (hiddenFlag: 0 | 1): RebookingStatus => (hiddenFlag === 1 ? 'done' : 'open');

export type RebookingRequestDraft = {
  // the lesson's date as it is now
  lesson_date: string;
  wanted_date: string | null;
  wanted_time_limit_no: number | null;
  note: string | null;
};

export type RebookingProblem = {
  field: 'schedule_no' | 'wanted_date' | 'wanted_time_limit_no' | 'note';
  key:
    | 'scheduling.rebookingRequest.nothingWanted'
    | 'scheduling.rebookingRequest.slotWithoutDate'
    | 'scheduling.rebookingRequest.noRange'
    | 'scheduling.rebookingRequest.lessonOutsideRange'
    | 'scheduling.rebookingRequest.wantedOutsideRange'
    | 'scheduling.rebookingRequest.sameDate';
};

// What is wrong with a request, or null. range: the change range of SPEC §9 at the lesson's center
// (entryEditableRange kind 'change'); both the lesson and a wanted date must lie inside it, so a lesson
// closer than the change limit can no longer be asked about.
export function rebookingRequestProblem(draft: RebookingRequestDraft, range: DateRangeInclusive | null): RebookingProblem | null {
  if (draft.wanted_date === null && !draft.note?.trim())
    return { field: 'wanted_date', key: 'scheduling.rebookingRequest.nothingWanted' };
  if (draft.wanted_time_limit_no !== null && draft.wanted_date === null)
    return { field: 'wanted_date', key: 'scheduling.rebookingRequest.slotWithoutDate' };
  if (!range) return { field: 'schedule_no', key: 'scheduling.rebookingRequest.noRange' };
  if (!isDateEditable(draft.lesson_date, range))
    return { field: 'schedule_no', key: 'scheduling.rebookingRequest.lessonOutsideRange' };
  if (draft.wanted_date !== null && !isDateEditable(draft.wanted_date, range))
    return { field: 'wanted_date', key: 'scheduling.rebookingRequest.wantedOutsideRange' };
  if (draft.wanted_date === draft.lesson_date && draft.wanted_time_limit_no === null && !draft.note?.trim())
    return { field: 'wanted_date', key: 'scheduling.rebookingRequest.sameDate' };
  return null;
}

// One applicationWaiting alert per request (docs/alerts.md), apart from the applications' keys.
export const rebookingAlertDedupeKey = (requestNo: number): string => `applicationWaiting:request:${requestNo}`;
