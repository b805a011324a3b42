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
  application: {
    invalidDate: 'This date does not exist',
    tooManyRows: 'Send at most {max} rows at once',
    noCalendarRow: "{date} is not in this center's calendar",
    dayClosed: 'The school is closed on {date}',
    slotUnknown: 'This period does not exist',
    slotClosed: 'This period is outside the opening hours of {date}',
    outsideRange: 'Applications are possible from {start} to {end}',
    noRange: 'No dates can be applied for now',
    seminarUnknown: 'This seminar does not exist',
    outsideSeminar: 'The date is outside the seminar ({start} to {end})',
    seminarSlot: "This period is outside the seminar's periods",
    seminarEntryClosed: 'The seminar takes applications from {start} to {end} only',
    lessonUnknown: 'No lesson of this student that can be changed was found',
    lessonPast: 'A lesson that has taken place cannot be changed or taken back',
    studentBusy: 'The student already has a lesson in this period',
    entryUnknown: 'This application was not found',
    alreadyTakenBack: 'This application has already been taken back',
    changeNotWithdrawable: 'A change cannot be taken back. Apply for another change instead',
    notAttendedDuplicate: '{date} is already marked as not attended',
    notAttendedOutsideRange: 'A day not attended must be from tomorrow on',
    notAttendedUnknown: 'This day not attended was not found',
    nothingToSubmit: 'Send at least one application or day not attended',
  },
};
