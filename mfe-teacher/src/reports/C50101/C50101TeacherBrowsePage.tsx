import { ReportBrowsePage } from '@school/feature-reports';

// C50101TeacherBrowse (/C50101/teacher): the signed-in teacher's own lessons and their reports.
export function C50101TeacherBrowsePage() {
  return <ReportBrowsePage scope="teacher" />;
}
