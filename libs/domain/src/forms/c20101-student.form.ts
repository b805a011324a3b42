import { SHEET_ENUMERATIONS } from '../student-sheet/sheet-enumerations';
import { isDateString } from '../time/date';
import { validationError, type FormValues } from '../validation/types';
import { validateForm, type FormResult, type FormSchema } from '../validation/validate';

const DATE = 'nullable|regex:^\\d{4}-\\d{2}-\\d{2}$';
const KANA = 'regex:^[ァ-ヶー・ 　]+$';

// C20101 students. The page checks these before sending, the masters service again on save (with
// validateStudentForm); what only the server knows (the center, subjects and NG teachers exist, the
// caller may work on the center) it checks itself.
export const STUDENT_FORM = {
  student_name: 'required|max:100',
  // katakana, long vowel marks and spaces
  student_namej: `required|max:100|${KANA}`,
  sex: 'required|oneOf:1,2,3',
  birth_date: DATE,
  school_year_code: 'nullable|oneOf:11,12,13,14,15,16,21,22,23,31,32,33,41',
  school_name: 'nullable|max:100',
  center_no: 'required|integer|min_value:1|max_value:2147483647',
  enrollment_status: 'required|oneOf:0,1,2,3',
  enrollment_date: DATE,
  teacher_request: 'required|oneOf:1,2,3',
  teacher_request_type: 'nullable|oneOf:1,2,3',
  subject_nos: 'nullable',
  ng_teacher_nos: 'nullable',
  guardian_name: 'nullable|max:100',
  guardian_namej: `nullable|max:100|${KANA}`,
  // SPEC §9's list, as on the student sheet
  guardian_relationship: `nullable|oneOf:${SHEET_ENUMERATIONS.guardianRelationship.join(',')}`,
  email: 'nullable|email|max:254',
  tel: 'nullable|max:20|regex:^[0-9+()\\- ]+$',
} satisfies FormSchema;

export const STUDENT_ERROR = {
  subjectNos: 'masters.c20101.subjectNos',
  ngTeacherNos: 'masters.c20101.ngTeacherNos',
  invalidDate: 'masters.c20101.invalidDate',
} as const;

const isKeyList = (v: unknown): v is number[] =>
  Array.isArray(v) &&
  v.length <= 100 &&
  v.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647);

// The form's rules plus what a rule string cannot say: subjects and NG teachers are lists of numbers
// and the dates are real days.
export function validateStudentForm(values: FormValues): FormResult {
  const result = validateForm(values, STUDENT_FORM);
  const errors = { ...result.errors };
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  if (!isKeyList(values.subject_nos ?? [])) add('subject_nos', STUDENT_ERROR.subjectNos);
  if (!isKeyList(values.ng_teacher_nos ?? [])) add('ng_teacher_nos', STUDENT_ERROR.ngTeacherNos);
  for (const field of ['birth_date', 'enrollment_date']) {
    const v = values[field];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !isDateString(v)) add(field, STUDENT_ERROR.invalidDate);
  }
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
