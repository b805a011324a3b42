import { isDateString } from '../time/date';
import { validationError, type FormValues } from '../validation/types';
import { validateForm, type FormResult, type FormSchema } from '../validation/validate';

// C10101 teachers. The page checks these before sending, the masters service again on save (with
// validateTeacherForm); what only the server knows (the centers and subjects exist, the caller may
// work on those centers) it checks itself.
export const TEACHER_CONTACT_FORM = {
  email: 'nullable|email|max:254',
  tel: 'nullable|max:20|regex:^[0-9+()\\- ]+$',
  postal_code: 'nullable|regex:^\\d{3}-?\\d{4}$',
  prefecture: 'nullable|max:10',
  address: 'nullable|max:200',
} satisfies FormSchema;

const DATE = 'nullable|regex:^\\d{4}-\\d{2}-\\d{2}$';

export const TEACHER_FORM = {
  teacher_name: 'required|max:100',
  // katakana, long vowel marks and spaces
  teacher_namej: 'required|max:100|regex:^[ァ-ヶー・ 　]+$',
  sex: 'required|oneOf:1,2',
  teacher_type: 'required|oneOf:1,2,3',
  center_no: 'required|integer|min_value:1|max_value:2147483647',
  center_nos: 'nullable',
  subject_nos: 'nullable',
  status: 'required|oneOf:1,2,3',
  birth_date: DATE,
  hire_date: DATE,
  background: 'nullable|max:500',
  remarks: 'nullable|max:1000',
  ...TEACHER_CONTACT_FORM,
} satisfies FormSchema;

export const TEACHER_ERROR = {
  centerNos: 'masters.c10101.centerNos',
  subjectNos: 'masters.c10101.subjectNos',
  invalidDate: 'masters.c10101.invalidDate',
} as const;

const isKeyList = (v: unknown): v is number[] =>
  Array.isArray(v) &&
  v.length <= 100 &&
  v.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647);

// The form's rules plus what a rule string cannot say: the centers and subjects are lists of numbers,
// the home center is one of the centers the teacher works at, and the dates are real days.
export function validateTeacherForm(values: FormValues): FormResult {
  const result = validateForm(values, TEACHER_FORM);
  const errors = { ...result.errors };
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  const centers = values.center_nos ?? [];
  if (!isKeyList(centers) || (typeof values.center_no === 'number' && !centers.includes(values.center_no)))
    add('center_nos', TEACHER_ERROR.centerNos);
  if (!isKeyList(values.subject_nos ?? [])) add('subject_nos', TEACHER_ERROR.subjectNos);
  for (const field of ['birth_date', 'hire_date']) {
    const v = values[field];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !isDateString(v)) add(field, TEACHER_ERROR.invalidDate);
  }
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
