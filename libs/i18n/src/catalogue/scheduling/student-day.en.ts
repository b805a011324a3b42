import type { StudentDayTexts } from './student-day.ja';

export const studentDayEn: StudentDayTexts = {
  todayOf: 'Lessons on {date}',
  noLessonsToday: 'You have no lessons today.',
  nextLesson: 'Next lesson',
  allStarted: "All of today's lessons have started.",
  teacher: 'Teacher',
  teacherNone: 'Teacher not assigned yet',
  subject: 'Subject',
  place: 'Place',
  online: 'Online',
  joinMeeting: 'Join the meeting',
  meetingId: 'Meeting ID',
  passcode: 'Passcode',
  loadError: 'The lessons could not be loaded.',
  upcomingFrom: 'Lessons from {start} to {end}',
  noLessonsShown: 'No lessons in the period shown.',
  dayOf: '{date} ({weekday})',
};
