import type { ZoomLogTexts } from './zoom-log.ja';

export const zoomLogEn: ZoomLogTexts = {
  kind: {
    set: 'Link set',
    changed: 'Link changed',
    removed: 'Link removed',
    opened: 'Link opened',
  },
  actor: {
    staff: 'Staff',
    teacher: 'Teacher',
    student: 'Student',
  },
  kindLabel: 'Kind',
  allKinds: 'All kinds',
  loggedAt: 'When',
  lesson: 'Lesson',
  date: 'Lesson date',
  slot: 'Period',
  center: 'Center',
  student: 'Student',
  teacher: 'Teacher',
  link: 'Link',
  meetingId: 'Meeting ID',
  passcodeChanged: 'Passcode changed',
  by: 'By',
  since: 'From',
  until: 'To',
  noMeeting: 'This lesson has no meeting link',
  notShown: 'Meeting links are not available to students at the moment',
};
