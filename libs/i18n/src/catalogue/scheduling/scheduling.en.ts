// The scheduling service's messages: the keys of scheduling.ja.ts.
import { pendingScheduleEn } from './pending-schedule.en';
import { studentEntryEn } from './student-entry.en';

export const schedulingEn = {
  calendar: {
    centerInvalid: 'Choose a valid center',
    rangeInvalid: 'The fiscal year and the period are not valid',
  },
  studentEntry: studentEntryEn,
  pendingSchedule: pendingScheduleEn,
  shift: {
    invalidDate: 'This date does not exist',
    rangeInvalid: 'The end date must be on or after the start date, at most {max} days',
    slotInvalid: 'Give the period as a 40-minute first or second half',
    flagInvalid: 'Flags are 0 or 1',
    listInvalid: 'Send between 1 and {max} changed shifts',
    duplicate: 'The same teacher, date and period appear twice',
    teacherUnknown: 'The teacher does not exist',
    notTeacherCenter: 'The teacher does not work at this center',
    otherCenterShift: 'This period is a shift at another center; change it there',
    notOwn: 'You can only view and change your own shifts.',
    notEditable: 'This is outside the editable period.',
    centerOrTeacher: 'Choose a center or a teacher',
    versionMixed: "A teacher's cells on one date must come from one read of that date",
    centerNotAuthorised: 'You cannot set or change centers you are not authorised for',
  },
  teacherAvailability: {
    invalidDate: 'This date does not exist',
    centerNotAuthorised: 'You cannot set or change centers you are not authorised for',
  },
  operationStatus: {
    lessonsUnknown: 'The lessons given are not at this center',
  },
  centerMove: {
    invalidDate: 'This date does not exist',
  },
  entryCell: {
    full: 'This period on {date} is fully booked. Choose another date or period.',
  },
};
