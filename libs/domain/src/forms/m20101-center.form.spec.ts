import { validateForm } from '../validation/validate';
import { CENTER_FORM } from './m20101-center.form';

const valid = {
  center_name: '渋谷センター',
  center_short_name: '渋谷',
  group_flag: 0,
  center_group_no: 100,
  postal_code: '150-0002',
  prefecture: '東京都',
  address: '渋谷区渋谷1-1-1',
  tel: '03-1234-5678',
  email: 'shibuya@example.jp',
  late_night_flag: 0,
  sort_order: 1,
};

describe('CENTER_FORM', () => {
  it('accepts a complete center', () => {
    expect(validateForm(valid, CENTER_FORM).valid).toBe(true);
  });

  it('accepts empty optional fields', () => {
    const result = validateForm({ ...valid, center_group_no: null, postal_code: '', tel: '', email: '' }, CENTER_FORM);
    expect(result.valid).toBe(true);
  });

  it.each([
    ['center_name', '', 'validation.required'],
    ['center_name', 'あ'.repeat(101), 'validation.max'],
    ['center_short_name', 'あ'.repeat(21), 'validation.max'],
    ['group_flag', 2, 'validation.oneOf'],
    ['postal_code', '1500002x', 'validation.regex'],
    ['email', 'not-mail', 'validation.email'],
    ['sort_order', -1, 'validation.min_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    const result = validateForm({ ...valid, [field]: value }, CENTER_FORM);
    expect(result.errors[field].map((e) => e.key)).toContain(key);
  });
});
