import type { M20801Texts } from './m20801.ja';

export const m20801En: M20801Texts = {
  seminarName: 'Seminar name',
  fiscalYear: 'Fiscal year',
  scheduleStartDate: 'First day',
  scheduleEndDate: 'Last day',
  startTimeLimitNo: 'First period',
  endTimeLimitNo: 'Last period',
  entryStartDate: 'Applications open',
  entryEndDate: 'Applications close',
  remarks: 'Remarks',
  add: 'Add',
  invalidDate: 'Enter a valid date',
  endBeforeStart: 'The last day must be on or after the first day',
  entryEndBeforeStart: 'Applications must close on or after the day they open',
  entryAfterSchedule: 'Applications must close on or before the last day of the seminar',
  endSlotBeforeStart: 'The last period must not be before the first period',
  slotUnknown: 'This period is not in the time-slot master',
  nameTaken: 'A seminar with this name already exists',
};
