import type { RebookingRequestTexts } from './rebooking-request.ja';

export const rebookingRequestEn: RebookingRequestTexts = {
  nothingWanted: 'Enter a wanted date or a note',
  slotWithoutDate: 'Give the wanted period together with a wanted date',
  noRange: 'Rebooking cannot be requested at the moment',
  lessonOutsideRange: 'Rebooking can be requested for lessons from {start} to {end}',
  wantedOutsideRange: 'Choose a wanted date from {start} to {end}',
  sameDate: 'That is the lesson’s own date. Add a wanted period or a note',
  alreadyOpen: 'A rebooking request for this lesson is already open',
  noteTooLong: 'The note may be at most {max} characters',
  slotUnknown: 'Unknown period',
  reopenTwice: 'Another open request exists for this lesson, so this one cannot be shown again',
  status: { open: 'Open', done: 'Done' },
  field: {
    request_no: 'Request no.',
    created_at: 'Requested at',
    center: 'Center',
    student: 'Student',
    lesson: 'Lesson',
    wanted: 'Wanted',
    note: 'Note',
    status: 'Status',
    action: 'Action',
  },
  list: { label: 'Requests shown', open: 'Open requests', hidden: 'Hidden requests' },
  hide: 'Hide',
  unhide: 'Show again',
};
