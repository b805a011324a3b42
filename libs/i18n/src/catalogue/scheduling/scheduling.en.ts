// The scheduling service's messages: the keys of scheduling.ja.ts.
import { calendarFeedEn } from './calendar-feed.en';
import { pendingScheduleEn } from './pending-schedule.en';
import { rebookingRequestEn } from './rebooking-request.en';
import { studentDayEn } from './student-day.en';
import { studentEntryEn } from './student-entry.en';
import { zoomLogEn } from './zoom-log.en';
import { lessonListEn } from './lesson-list.en';
import { teacherAttendanceEn } from './teacher-attendance.en';

export const schedulingEn = {
  calendar: {
    centerInvalid: 'Choose a valid center',
    rangeInvalid: 'The fiscal year and the period are not valid',
  },
  studentEntry: studentEntryEn,
  studentDay: studentDayEn,
  pendingSchedule: pendingScheduleEn,
  calendarFeed: calendarFeedEn,
  zoomLog: zoomLogEn,
  lessonList: lessonListEn,
  teacherAttendance: teacherAttendanceEn,
  rebookingRequest: rebookingRequestEn,
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
  studentSchedule: {
    dateInvalid: 'This date does not exist.',
    rangeInvalid: 'The end date must be on or after the start date and within {max} days.',
    notMonday: 'A week starts on a Monday.',
    centerInvalid: 'Choose a valid center.',
    studentUnknown: 'The student was not found.',
    classificationInvalid: 'Choose a valid enrollment status.',
    searchInvalid: 'Enter at most 100 characters, without control characters, to search.',
    fiscalYearInvalid: 'Enter a valid fiscal year.',
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
    notAttendedTwice: 'This day was just marked as not attended by another change. Reload the screen',
    notAttendedUnknown: 'This day not attended was not found',
    nothingToSubmit: 'Send at least one application or day not attended',
  },
  weeklyCourse: {
    staffOnly: 'Weekly courses are entered by staff.',
    rowsInvalid: 'Send between 1 and {max} weekly course rows',
    invalidDate: 'This date does not exist',
    pastDate: 'The first date must be today or later',
    weeksInvalid: 'The number of weeks must be a whole number from 1 to {max}',
    capacityInvalid: 'Capacity is 1 (one-to-one) or 2 (one-to-two)',
    slotUnknown: 'This period does not exist',
    noCalendarDay: 'No calendar day is registered for {date}',
    closedDay: '{date} is a closed day',
    slotNotOpen: 'This period is outside the opening hours on {date}',
    courseUnknown: "This weekly course is not one of the student's",
    duplicate: 'The same weekly course is given twice',
  },
  entryControl: {
    centerInvalid: 'Choose a valid center',
    rangeInvalid: 'The end date must be on or after the start date, at most {max} days',
    invalidDate: 'This date does not exist',
    actionInvalid: 'The action is set or clear',
    rowsInvalid: 'Select between 1 and {max} cells to change',
    slotUnknown: 'This period does not exist',
    outsideRange: 'This date is outside the searched period',
    noCalendarDay: 'No calendar day is registered for {date}',
    closedDay: '{date} is a closed day',
    slotNotOpen: 'This period is outside the opening hours on {date}',
  },
};
