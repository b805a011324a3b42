import { isDateString } from '../time/date';
import { asNumber } from '../validation/rules';
import { validationError, type FormValues } from '../validation/types';
import type { FormErrors, FormSchema } from '../validation/validate';

// M20801 seasonal (seminar) schedule, t0060: the course period, its daily slots and the
// application window. The page checks these before sending, the scheduling service again on save.
const DATE = 'required|regex:^\\d{4}-\\d{2}-\\d{2}$';

export const SEMINAR_FORM = {
  seminar_name: 'required|max:100',
  schedule_start_date: DATE,
  schedule_end_date: DATE,
  start_time_limit_no: 'required|integer|min_value:1',
  end_time_limit_no: 'required|integer|min_value:1',
  entry_start_date: DATE,
  entry_end_date: DATE,
  remarks: 'nullable|max:500',
} satisfies FormSchema;

export const SEMINAR_ERROR = {
  invalidDate: 'masters.m20801.invalidDate',
  endBeforeStart: 'masters.m20801.endBeforeStart',
  entryEndBeforeStart: 'masters.m20801.entryEndBeforeStart',
  entryAfterSchedule: 'masters.m20801.entryAfterSchedule',
  endSlotBeforeStart: 'masters.m20801.endSlotBeforeStart',
  slotUnknown: 'masters.m20801.slotUnknown',
  nameTaken: 'masters.m20801.nameTaken',
} as const;

const DATE_FIELDS = ['schedule_start_date', 'schedule_end_date', 'entry_start_date', 'entry_end_date'] as const;

// The orders between fields: the course ends on or after its start; applications close on or after
// they open and no later than the course's last day; the last slot of a day is not before the first.
export function checkSeminarCalendar(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  const date = (field: (typeof DATE_FIELDS)[number]): string | null => {
    const v = values[field];
    if (typeof v !== 'string' || v === '') return null;
    if (!isDateString(v)) {
      add(field, SEMINAR_ERROR.invalidDate);
      return null;
    }
    return v;
  };
  const [start, end, entryStart, entryEnd] = DATE_FIELDS.map(date);
  if (start && end && end < start) add('schedule_end_date', SEMINAR_ERROR.endBeforeStart);
  if (entryStart && entryEnd && entryEnd < entryStart) add('entry_end_date', SEMINAR_ERROR.entryEndBeforeStart);
  if (end && entryEnd && entryEnd > end) add('entry_end_date', SEMINAR_ERROR.entryAfterSchedule);
  const startSlot = asNumber(values.start_time_limit_no);
  const endSlot = asNumber(values.end_time_limit_no);
  if (Number.isInteger(startSlot) && Number.isInteger(endSlot) && startSlot > 0 && endSlot > 0) {
    // time_limit_no = group * 10 + division: the group is the period of the day (SPEC §9)
    if (Math.floor(endSlot / 10) < Math.floor(startSlot / 10)) add('end_time_limit_no', SEMINAR_ERROR.endSlotBeforeStart);
  }
  return errors;
}
