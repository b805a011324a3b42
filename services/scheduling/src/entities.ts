import { CalendarDay, SeminarCalendar } from './calendar/calendar.entities';
import { StudentCenterMove } from './center-move/student-center-move.entities';
import { Lesson } from './lesson/lesson.entities';
import { StudentProjection, TeacherProjection } from './projection/projection.entities';
import { TeacherSchedule, TeacherWeeklyShift } from './shift/shift.entities';
import { TimeSlot } from './time-slot/time-slot.entities';

export const ENTITIES = [
  TimeSlot,
  CalendarDay,
  SeminarCalendar,
  TeacherWeeklyShift,
  TeacherSchedule,
  Lesson,
  TeacherProjection,
  StudentProjection,
  StudentCenterMove,
];
