import { STUDENT_ERROR, validateStudentForm } from './c20101-student.form';

const valid = {
  student_name: '佐藤 花子',
  student_namej: 'サトウ ハナコ',
  sex: 3,
  birth_date: '2012-05-01',
  school_year_code: 21,
  school_name: '',
  center_no: 1,
  enrollment_status: 1,
  enrollment_date: null,
  teacher_request: 2,
  teacher_request_type: null,
  subject_nos: [3, 4],
  ng_teacher_nos: [1],
  guardian_name: '佐藤 一郎',
  guardian_namej: 'サトウ イチロウ',
  guardian_relationship: 1,
  email: 'sato@example.jp',
  tel: '090-1234-5678',
};

const keysOf = (values: Record<string, unknown>, field: string) =>
  (validateStudentForm(values).errors[field] ?? []).map((e) => e.key);

describe('C20101 student form', () => {
  it('accepts a complete student and one with only the required fields', () => {
    expect(validateStudentForm(valid).valid).toBe(true);
    const bare = { ...valid, school_year_code: null, subject_nos: [], ng_teacher_nos: [], guardian_namej: '', email: '' };
    expect(validateStudentForm(bare).valid).toBe(true);
  });

  it.each([
    ['student_name', '', 'validation.required'],
    ['student_namej', 'さとう', 'validation.regex'],
    ['sex', 4, 'validation.oneOf'],
    ['enrollment_status', 4, 'validation.oneOf'],
    ['teacher_request', 0, 'validation.oneOf'],
    ['teacher_request_type', 4, 'validation.oneOf'],
    ['school_year_code', 17, 'validation.oneOf'],
    ['center_no', null, 'validation.required'],
    ['email', 'not-mail', 'validation.email'],
    // SPEC §9's list (the student sheet's codes), no free text
    ['guardian_relationship', '父', 'validation.oneOf'],
    ['guardian_relationship', 7, 'validation.oneOf'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    expect(keysOf({ ...valid, [field]: value }, field)).toContain(key);
  });

  it('takes each guardian relationship of the sheet’s list, or none', () => {
    for (const code of [1, 2, 3, 4, 5, 6, null])
      expect(keysOf({ ...valid, guardian_relationship: code }, 'guardian_relationship')).toEqual([]);
  });

  it('needs numbers in the subject and NG teacher lists, and real days', () => {
    expect(keysOf({ ...valid, subject_nos: [0] }, 'subject_nos')).toEqual([STUDENT_ERROR.subjectNos]);
    expect(keysOf({ ...valid, ng_teacher_nos: ['x'] }, 'ng_teacher_nos')).toEqual([STUDENT_ERROR.ngTeacherNos]);
    expect(keysOf({ ...valid, birth_date: '2012-02-30' }, 'birth_date')).toEqual([STUDENT_ERROR.invalidDate]);
  });
});
