import { validateForm } from '../validation/validate';
import { TEACHER_CONTACT_FORM, TEACHER_ERROR, validateTeacherForm } from './c10101-teacher.form';

const valid = {
  teacher_name: '山田 太郎',
  teacher_namej: 'ヤマダ タロウ',
  sex: 1,
  teacher_type: 2,
  center_no: 1,
  center_nos: [1, 2],
  subject_nos: [3, 4],
  status: 1,
  birth_date: '1990-04-01',
  hire_date: '',
  background: null,
  remarks: null,
  email: 'yamada@example.jp',
  tel: '090-1234-5678',
  postal_code: '150-0001',
  prefecture: '東京都',
  address: '渋谷区神宮前1-1-1',
};

const keysOf = (values: Record<string, unknown>, field: string) =>
  (validateTeacherForm(values).errors[field] ?? []).map((e) => e.key);

describe('C10101 teacher form', () => {
  it('accepts a complete teacher and one with only the required fields', () => {
    expect(validateTeacherForm(valid).valid).toBe(true);
    const bare = { ...valid, center_nos: [1], subject_nos: [], birth_date: null, email: '', tel: '', postal_code: '' };
    expect(validateTeacherForm(bare).valid).toBe(true);
  });

  it.each([
    ['teacher_name', '', 'validation.required'],
    ['teacher_namej', 'やまだ', 'validation.regex'],
    ['sex', 3, 'validation.oneOf'],
    ['teacher_type', 4, 'validation.oneOf'],
    ['status', 0, 'validation.oneOf'],
    ['center_no', null, 'validation.required'],
    ['email', 'not-mail', 'validation.email'],
    ['postal_code', '1500001x', 'validation.regex'],
    ['birth_date', '1990/04/01', 'validation.regex'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    expect(keysOf({ ...valid, [field]: value }, field)).toContain(key);
  });

  it('needs the home center among the centers, and numbers in both lists', () => {
    expect(keysOf({ ...valid, center_nos: [2] }, 'center_nos')).toEqual([TEACHER_ERROR.centerNos]);
    expect(keysOf({ ...valid, center_nos: [1, 'x'] }, 'center_nos')).toEqual([TEACHER_ERROR.centerNos]);
    expect(keysOf({ ...valid, subject_nos: [0] }, 'subject_nos')).toEqual([TEACHER_ERROR.subjectNos]);
  });

  it('refuses a day that does not exist', () => {
    expect(keysOf({ ...valid, hire_date: '2025-02-30' }, 'hire_date')).toEqual([TEACHER_ERROR.invalidDate]);
  });

  it('checks a teacher’s own contact data alone', () => {
    expect(validateForm({ email: '', tel: '03-1234-5678' }, TEACHER_CONTACT_FORM).valid).toBe(true);
    expect(validateForm({ email: 'x', tel: 'abc' }, TEACHER_CONTACT_FORM).errors).toMatchObject({
      email: [{ key: 'validation.email' }],
      tel: [{ key: 'validation.regex' }],
    });
  });
});
