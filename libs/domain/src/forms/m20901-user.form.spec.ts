import { USER_ERROR, validateUserForm } from './m20901-user.form';

const staff = {
  user_id: 'new.staff',
  user_named: '新しい事務',
  email: 'new.staff@example.jp',
  user_type_code: 540,
  status: 'A',
  teacher_no: null,
  student_no: null,
  authority_function_ids: ['C10101', 'M21001'],
  center_nos: [1, 2],
};
const keysOf = (values: Record<string, unknown>, field: string) =>
  (validateUserForm(values).errors[field] ?? []).map((e) => e.key);

describe('validateUserForm', () => {
  it('accepts a staff account, a teacher account and a student account', () => {
    expect(validateUserForm(staff).valid).toBe(true);
    expect(validateUserForm({ ...staff, user_type_code: 300, teacher_no: 5, email: '' }).valid).toBe(true);
    expect(validateUserForm({ ...staff, user_type_code: 120, student_no: 7, authority_function_ids: [] }).valid).toBe(true);
  });

  it.each([
    ['user_id', '', 'validation.required'],
    ['user_id', 'スペース あり', 'validation.regex'],
    ['user_named', 'あ'.repeat(101), 'validation.max'],
    ['email', 'not-mail', 'validation.email'],
    ['user_type_code', 999, 'validation.oneOf'],
    ['status', 'X', 'validation.oneOf'],
    ['teacher_no', 0, 'validation.min_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    expect(keysOf({ ...staff, [field]: value }, field)).toContain(key);
  });

  it('refuses a role that is an object whose toString and valueOf are not functions, without throwing', () => {
    expect(keysOf({ ...staff, user_type_code: { toString: 'x', valueOf: 1 } }, 'user_type_code')).toContain('validation.oneOf');
  });

  it('links teachers to a teacher and students to a student, and nobody else', () => {
    expect(keysOf({ ...staff, user_type_code: 300 }, 'teacher_no')).toEqual([USER_ERROR.teacherRequired]);
    expect(keysOf({ ...staff, user_type_code: 110 }, 'student_no')).toEqual([USER_ERROR.studentRequired]);
    expect(keysOf({ ...staff, teacher_no: 3 }, 'teacher_no')).toEqual([USER_ERROR.linkNotForRole]);
    expect(keysOf({ ...staff, user_type_code: 300, teacher_no: 3, student_no: 4 }, 'student_no')).toEqual([
      USER_ERROR.linkNotForRole,
    ]);
  });

  it('checks the function ids and center numbers', () => {
    expect(keysOf({ ...staff, authority_function_ids: ['C10101', 'DROP TABLE'] }, 'authority_function_ids')).toEqual([
      USER_ERROR.functionIds,
    ]);
    expect(keysOf({ ...staff, authority_function_ids: 'C10101' }, 'authority_function_ids')).toEqual([USER_ERROR.functionIds]);
    expect(keysOf({ ...staff, center_nos: [1, -2] }, 'center_nos')).toEqual([USER_ERROR.centerNos]);
    expect(validateUserForm({ ...staff, authority_function_ids: undefined, center_nos: null }).valid).toBe(true);
  });
});
