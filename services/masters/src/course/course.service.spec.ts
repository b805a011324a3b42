import { columnValues, kindOf } from './course.service';

describe('M20301 courses: which child a call is about', () => {
  it('takes the two children, course types (M1005) and courses (M1010)', () => {
    expect(kindOf('M1005')).toBe('M1005');
    expect(kindOf('M1010')).toBe('M1010');
  });

  it.each(['M1000', 'm1005', '', null, undefined, 1005])('refuses %p', (value) => {
    expect(() => kindOf(value)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_ERROR',
        errors: { _course_type: [{ key: 'validation.oneOf', params: { values: 'M1005, M1010' } }] },
      }),
    );
  });
});

describe('M20301 courses: the columns a save writes', () => {
  it("writes a course type's form fields only, with an empty description for none", () => {
    const checked = { course_type_name: 'Regular', description: null, sort_order: 1, course_type_no: 9, lock_version: 3 };
    expect(columnValues('M1005', checked)).toEqual({ course_type_name: 'Regular', description: '', sort_order: 1 });
    expect(columnValues('M1005', { course_type_name: 'Regular', sort_order: 1 })).toEqual({
      course_type_name: 'Regular',
      description: '',
      sort_order: 1,
    });
    expect(columnValues('M1005', { course_type_name: 'Regular', description: 'weekly', sort_order: 1 }).description).toBe(
      'weekly',
    );
  });

  it("writes a course's form fields only, without a description", () => {
    const course = {
      course_type_no: 2,
      course_name: '90 min 1:1',
      lesson_minutes: 90,
      capacity: 1,
      lessons_per_month: 4,
      monthly_fee: 32000,
      sort_order: 1,
    };
    expect(columnValues('M1010', { ...course, course_no: 5, lock_version: 0, _course_type: 'M1010' })).toEqual(course);
  });
});
