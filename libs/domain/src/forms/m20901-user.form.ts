import { ROLE, STUDENT_ROLES } from '../access/roles';
import { asNumber } from '../validation/rules';
import { validateForm, type FormResult, type FormSchema } from '../validation/validate';
import { validationError, type FormValues } from '../validation/types';

// M20901 users: A active, S stopped; P (awaiting email confirmation) is only ever set by registration.
export const USER_STATUS_CODES = ['A', 'S', 'P'] as const;
export type UserStatusCode = (typeof USER_STATUS_CODES)[number];
export const ROLE_NUMBERS: readonly number[] = Object.values(ROLE);

export const USER_ERROR = {
  teacherRequired: 'masters.m20901.teacherRequired',
  studentRequired: 'masters.m20901.studentRequired',
  linkNotForRole: 'masters.m20901.linkNotForRole',
  functionIds: 'masters.m20901.functionIds',
  centerNos: 'masters.m20901.centerNos',
} as const;

// The page checks these before sending, the auth service again on save (with validateUserForm).
export const USER_FORM = {
  user_id: 'required|max:100|regex:^[A-Za-z0-9._@+-]+$',
  user_named: 'required|max:100',
  email: 'nullable|email|max:254',
  user_type_code: `required|oneOf:${ROLE_NUMBERS.join(',')}`,
  status: `required|oneOf:${USER_STATUS_CODES.join(',')}`,
  teacher_no: 'nullable|integer|min_value:1|max_value:2147483647',
  student_no: 'nullable|integer|min_value:1|max_value:2147483647',
  authority_function_ids: 'nullable',
  center_nos: 'nullable',
} satisfies FormSchema;

const FUNCTION_ID_RE = /^[A-Za-z][A-Za-z0-9]{1,39}$/;
const empty = (v: unknown) => v === null || v === undefined || v === '';

// The form rules plus what a rule string cannot say: a teacher account is linked to a teacher, a
// student account to a student, and no other account to either; the lists hold function ids and
// center numbers.
export function validateUserForm(values: FormValues): FormResult {
  const result = validateForm(values, USER_FORM);
  const errors = { ...result.errors };
  const add = (field: string, key: string) => (errors[field] = [...(errors[field] ?? []), validationError(key)]);
  const role = asNumber(values.user_type_code);
  const isTeacher = role === ROLE.TEACHER;
  const isStudent = STUDENT_ROLES.includes(role);
  if (isTeacher && empty(values.teacher_no)) add('teacher_no', USER_ERROR.teacherRequired);
  if (!isTeacher && !empty(values.teacher_no)) add('teacher_no', USER_ERROR.linkNotForRole);
  if (isStudent && empty(values.student_no)) add('student_no', USER_ERROR.studentRequired);
  if (!isStudent && !empty(values.student_no)) add('student_no', USER_ERROR.linkNotForRole);
  const ids = values.authority_function_ids ?? [];
  if (!Array.isArray(ids) || ids.length > 100 || !ids.every((id) => typeof id === 'string' && FUNCTION_ID_RE.test(id)))
    add('authority_function_ids', USER_ERROR.functionIds);
  const centers = values.center_nos ?? [];
  if (
    !Array.isArray(centers) ||
    centers.length > 1000 ||
    !centers.every((c) => typeof c === 'number' && Number.isInteger(c) && c > 0 && c <= 2_147_483_647)
  )
    add('center_nos', USER_ERROR.centerNos);
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
