import { validateForm } from '../validation/validate';
import { COURSE_FORM, COURSE_TYPE_FORM } from './m20301-course.form';

const courseType = { course_type_name: '基本コース', description: '定期テスト対策', sort_order: 1 };
const course = {
  course_type_no: 1,
  course_name: '基本コース 90分（1対1）',
  lesson_minutes: 90,
  capacity: 1,
  lessons_per_month: 4,
  monthly_fee: 28000,
  sort_order: 1,
};

describe('COURSE_TYPE_FORM', () => {
  it('accepts a course type, with or without a description', () => {
    expect(validateForm(courseType, COURSE_TYPE_FORM).valid).toBe(true);
    expect(validateForm({ ...courseType, description: '' }, COURSE_TYPE_FORM).valid).toBe(true);
  });

  it.each([
    ['course_type_name', '', 'validation.required'],
    ['course_type_name', 'あ'.repeat(51), 'validation.max'],
    ['description', 'あ'.repeat(501), 'validation.max'],
    ['sort_order', 1.5, 'validation.integer'],
    ['sort_order', 10000, 'validation.max_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    const result = validateForm({ ...courseType, [field]: value }, COURSE_TYPE_FORM);
    expect(result.errors[field].map((e) => e.key)).toContain(key);
  });
});

describe('COURSE_FORM', () => {
  it('accepts a course', () => {
    expect(validateForm(course, COURSE_FORM).valid).toBe(true);
    expect(validateForm({ ...course, lesson_minutes: 40, capacity: 2 }, COURSE_FORM).valid).toBe(true);
  });

  it.each([
    ['course_type_no', null, 'validation.required'],
    ['course_name', '', 'validation.required'],
    ['course_name', 'あ'.repeat(101), 'validation.max'],
    ['lesson_minutes', 60, 'validation.oneOf'],
    ['capacity', 3, 'validation.oneOf'],
    ['lessons_per_month', 0, 'validation.min_value'],
    ['monthly_fee', -1, 'validation.min_value'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    const result = validateForm({ ...course, [field]: value }, COURSE_FORM);
    expect(result.errors[field].map((e) => e.key)).toContain(key);
  });
});
