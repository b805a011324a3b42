// C00102 alerts: the kinds (classification_name) and the screen's texts (alerts.*).
export const c00102En = {
  kind: {
    lessonUnassigned: 'Lesson without a teacher',
    reportUnwritten: 'Lesson report not written',
    applicationWaiting: 'Student application waiting',
    reportRejected: 'Lesson report sent back',
    reportResubmitted: 'Lesson report resubmitted',
  },
  field: {
    alert_no: 'Alert no.',
    classification_name: 'Kind',
    about: 'About',
    raised_at: 'Raised',
    confirmed_flag: 'State',
    action: 'Action',
  },
  about: {
    lesson: '{date} {time} {center} {student}',
    application: 'Application {no} {center} {student}',
    rebookingRequest: 'Rebooking request {no} {center} {student}',
  },
  state: {
    all: 'All',
    '0': 'Unread',
    '1': 'Read',
  },
  markRead: 'Mark as read',
  markSelectedRead: 'Mark selected alerts as read',
  markShownRead: 'Mark all shown alerts as read',
  batchSize: 'Name between 1 and {max} alerts',
} as const;
