import type { TeacherAttendanceTexts } from './teacher-attendance.ja';

export const teacherAttendanceEn: TeacherAttendanceTexts = {
  date: 'Date',
  center: 'Center',
  allCenters: 'All centers',
  teacher: 'Teacher',
  shift: 'Shift',
  shiftHalves: 'Shift (halves)',
  lessons: 'Lessons assigned',
  held: 'Held',
  absent: 'Absent',
  reportsUnwritten: 'Reports not written',
  linksOpened: 'Links opened',
  linksOpenedValue: '{opened}/{total}',
  period: 'Dates',
  rangeInvalid: 'The end date must be on or after the start date, within {max} days',
};
