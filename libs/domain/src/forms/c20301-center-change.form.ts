import { isDateString } from '../time/date';
import { validationError, type FormValues } from '../validation/types';
import { validateForm, type FormResult, type FormSchema } from '../validation/validate';

const KEY = 'required|integer|min_value:1|max_value:2147483647';

// C20301 change of assigned center. The page checks these before sending, the masters service again;
// what only the server knows (the student's current center, the caller's centers) it checks itself.
export const CENTER_CHANGE_FORM = {
  student_no: KEY,
  schedule_date: 'required|regex:^\\d{4}-\\d{2}-\\d{2}$',
  target_center_no: KEY,
} satisfies FormSchema;

export const CENTER_CHANGE_ERROR = {
  invalidDate: 'masters.c20301.invalidDate',
  pastDate: 'masters.c20301.pastDate',
  sameCenter: 'masters.c20301.sameCenter',
} as const;

// today is the school's date (tokyoDate) when the check runs: lessons already held stay where they
// were, so a change takes effect today at the earliest. currentCenterNo, when known, must differ.
export function validateCenterChange(values: FormValues, today: string, currentCenterNo?: number | null): FormResult {
  const result = validateForm(values, CENTER_CHANGE_FORM);
  const errors = { ...result.errors };
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  const date = values.schedule_date;
  if (!errors.schedule_date?.length && typeof date === 'string') {
    if (!isDateString(date)) add('schedule_date', CENTER_CHANGE_ERROR.invalidDate);
    else if (date < today) add('schedule_date', CENTER_CHANGE_ERROR.pastDate);
  }
  if (!errors.target_center_no?.length && currentCenterNo != null && Number(values.target_center_no) === currentCenterNo)
    add('target_center_no', CENTER_CHANGE_ERROR.sameCenter);
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
