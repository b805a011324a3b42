import { validateForm } from '../validation/validate';
import { CLASSROOM_FORM } from './m20201-classroom.form';

const valid = {
  center_no: 1,
  classroom_name: '渋谷第1教室',
  classroom_type: 2,
  booth_count: 6,
  meeting_url: 'https://meet.example.jp/shibuya-1',
  sort_order: 1,
};

describe('CLASSROOM_FORM', () => {
  it('accepts a complete classroom', () => {
    expect(validateForm(valid, CLASSROOM_FORM).valid).toBe(true);
  });

  it('accepts an empty meeting URL', () => {
    expect(validateForm({ ...valid, meeting_url: '' }, CLASSROOM_FORM).valid).toBe(true);
  });

  it.each([
    ['center_no', null, 'validation.required'],
    ['classroom_name', '', 'validation.required'],
    ['classroom_name', 'あ'.repeat(101), 'validation.max'],
    ['classroom_type', 4, 'validation.oneOf'],
    ['booth_count', -1, 'validation.min_value'],
    ['booth_count', 1.5, 'validation.integer'],
    ['meeting_url', 'ftp://example.jp', 'validation.url'],
    ['sort_order', 10000, 'validation.max_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    const result = validateForm({ ...valid, [field]: value }, CLASSROOM_FORM);
    expect(result.errors[field].map((e) => e.key)).toContain(key);
  });
});
