import { ReportBrowsePage } from '@school/feature-reports';

// C50101 (/C50101): report approval, the lessons of the caller's centers and their reports.
export function C50101BrowsePage() {
  return <ReportBrowsePage scope="staff" />;
}
