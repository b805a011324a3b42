// @school/feature-reports: the report list the staff portal (C50101) and the teacher portal
// (C50101TeacherBrowse) both route to, and how the report screens name a lesson's period, a report's
// status and its times. Built of @school/ui; each portal bundles the copy it was built with.
export * from './ReportBrowsePage';
export * from './report-texts';
