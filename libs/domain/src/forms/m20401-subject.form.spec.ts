import { validateForm } from '../validation/validate';
import { SUBJECT_FORM } from './m20401-subject.form';

const subject = {
  subject_name: '数学',
  subject_short_name: '数',
  elementary_flag: 0,
  junior_high_flag: 1,
  high_school_flag: 1,
  sort_order: 3,
};

describe('SUBJECT_FORM', () => {
  it('accepts a subject', () => {
    expect(validateForm(subject, SUBJECT_FORM).valid).toBe(true);
  });

  it.each([
    ['subject_name', '', 'validation.required'],
    ['subject_name', 'あ'.repeat(51), 'validation.max'],
    ['subject_short_name', '', 'validation.required'],
    ['subject_short_name', 'あ'.repeat(11), 'validation.max'],
    ['elementary_flag', 2, 'validation.oneOf'],
    ['high_school_flag', null, 'validation.required'],
    ['sort_order', -1, 'validation.min_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    const result = validateForm({ ...subject, [field]: value }, SUBJECT_FORM);
    expect(result.errors[field].map((e) => e.key)).toContain(key);
  });
});
