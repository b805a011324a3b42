// @school/feature-reports: the report list the staff portal (C50101) and the teacher portal
// (C50101TeacherBrowse) both route to, the report screens the shell routes because students open
// them too (C50102 and C50102PastReport, SPEC §6; C50103 for every signed-in user), the parts the report screens share and how they name a lesson's
// period, a report's status and its times. Built of @school/ui; each app bundles the copy it was
// built with.
export * from './ReportBrowsePage';
export * from './C50102ReportPage';
export * from './C50102PastReportPage';
export * from './C50103ReportPage';
export * from './ReadOnlyReport';
export * from './ReportDetailRows';
export * from './ReportHistory';
export * from './ReportLessonInfo';
export * from './ReportNotYours';
export * from './report-texts';
