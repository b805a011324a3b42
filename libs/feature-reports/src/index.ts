// @school/feature-reports: the report list the staff portal (C50101) and the teacher portal
// (C50101TeacherBrowse) both route to, the read-only report C50103 every signed-in user may open
// (routed by the shell, SPEC §6), the parts the report screens share and how they name a lesson's
// period, a report's status and its times. Built of @school/ui; each app bundles the copy it was
// built with.
export * from './ReportBrowsePage';
export * from './C50103ReportPage';
export * from './ReadOnlyReport';
export * from './ReportDetailRows';
export * from './ReportHistory';
export * from './ReportLessonInfo';
export * from './ReportNotYours';
export * from './report-texts';
