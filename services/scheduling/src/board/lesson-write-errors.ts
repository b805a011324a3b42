import { type LessonChangeStatus } from '@school/contracts';

// The database's guards (migrations 1796600000000 and 1797200000000) by name, as the board's answer for that lesson.
// lesson_needs_event (1797900000000) is not one: a writer without its event is a bug, answered 500.
const GUARDS: Record<string, LessonChangeStatus> = {
  teacher_half_seats: 'MSG_1003',
  student_half_once: 'MSG_1003',
  lesson_layout_agrees: 'MSG_1003',
  teacher_schedule_has_lessons: 'MSG_1004',
  lesson_needs_shift: 'MSG_1004',
};

// null when the error is not one of the guards (it is then a real failure and propagates).
export const guardStatusOf = (error: unknown): LessonChangeStatus | null => {
  const e = error as { driverError?: { constraint?: string }; constraint?: string } | null;
  const constraint = e?.driverError?.constraint ?? e?.constraint;
  return (constraint && GUARDS[constraint]) || null;
};
