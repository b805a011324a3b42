import { useTranslation } from 'react-i18next';
import { ReadOnlyReport } from './ReadOnlyReport';
import { ReportDetailRows } from './ReportDetailRows';
import { ReportLessonInfo } from './ReportLessonInfo';

// C50102PastReport (/C50102/pastReport/{schedule_no}): an earlier report of the student, read only,
// opened from a report's previous reports. Without a number there is nothing to show yet.
export function C50102PastReportPage() {
  const { t } = useTranslation();
  return (
    <ReadOnlyReport api="C50102_getPastReport" title={t('route.C50102PastReport')} pickKey="reports.screen.pickPastReport">
      {(report) => (
        <>
          <ReportLessonInfo report={report} />
          <ReportDetailRows details={report.currentFormData.details} names={report.names} />
        </>
      )}
    </ReadOnlyReport>
  );
}
