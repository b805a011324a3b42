// C11101 teacher today and C11201 teacher upcoming: the screens' texts (English).
export const c11101En = {
  c11101: {
    center: 'Center',
    noLessons: 'No lessons',
    next: 'Next lesson',
    noNext: 'Every lesson of today has started',
    student: 'Student',
    subject: 'Subject',
    classroom: 'Classroom',
    meeting: 'Open the meeting',
    reportUnwritten: 'Report not written',
    writeReport: 'Write the report',
    reportsToWrite: 'Reports to write',
    noReports: 'No reports to write',
    marks: 'Schedule',
    mark: '{shifts} shift halves · {lessons} lessons · {reports} to write',
    more: 'More',
    loadError: 'The data could not be loaded.',
    retry: 'Reload',
    lessonTime: '{start}–{end}',
    // the lesson's student and their first opening of its meeting link (ZoomLog)
    joined: 'Joined',
    notJoined: 'Not joined yet',
  },
};
