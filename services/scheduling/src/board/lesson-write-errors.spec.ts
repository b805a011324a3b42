import { guardStatusOf } from './lesson-write-errors';

// TypeORM wraps the driver's error (QueryFailedError.driverError); plain pg errors carry it directly.
describe('the database guards as board answers', () => {
  it('maps the occupancy guards to MSG_1003 and the shift guard to MSG_1004', () => {
    expect(guardStatusOf({ driverError: { constraint: 'teacher_half_seats' } })).toBe('MSG_1003');
    expect(guardStatusOf({ driverError: { constraint: 'student_half_once' } })).toBe('MSG_1003');
    expect(guardStatusOf({ constraint: 'lesson_layout_agrees' })).toBe('MSG_1003');
    expect(guardStatusOf({ driverError: { constraint: 'teacher_schedule_has_lessons' } })).toBe('MSG_1004');
    expect(guardStatusOf({ driverError: { constraint: 'lesson_needs_shift' } })).toBe('MSG_1004');
  });

  it('leaves every other error alone', () => {
    expect(guardStatusOf({ driverError: { constraint: 'lesson_pkey' } })).toBeNull();
    expect(guardStatusOf(new Error('connection lost'))).toBeNull();
    expect(guardStatusOf(null)).toBeNull();
  });
});
