import { type NextSchedule, type PreviousReport, buildPath, findRoute } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { Link } from '@school/ui/router';
import { reportSlotText, reportStatusText } from './report-texts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const pastReportPath = (scheduleNo: number) => buildPath(findRoute('C50102PastReport')?.path ?? '', { schedule_no: scheduleNo });

// Beside a report: the student's earlier reports (those the reader may open link to C50102PastReport,
// the others are listed without a link) and next lessons.
export function ReportHistory({ previous, next }: { previous: readonly PreviousReport[]; next: readonly NextSchedule[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Card size="small" title={t('reports.screen.previousReports')} style={{ marginBottom: 16 }}>
        {previous.length === 0 ? (
          <Typography.Text type="secondary">{t('reports.screen.noPreviousReports')}</Typography.Text>
        ) : (
          <ul style={{ paddingLeft: 18, margin: 0 }} data-testid="report-previous">
            {previous.map((p) => (
              <li key={p.schedule_no} data-openable={p.openable}>
                {p.openable ? (
                  <Link to={pastReportPath(p.schedule_no)}>
                    {formatDisplayDate(p.schedule_date)} {reportSlotText(t, p.time_limit_no)}
                  </Link>
                ) : (
                  <>
                    {formatDisplayDate(p.schedule_date)} {reportSlotText(t, p.time_limit_no)}
                  </>
                )}{' '}
                {p.subject_name ?? ''} {p.teacher_name ?? ''}（{reportStatusText(t, p.report_status)}）
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" title={t('reports.screen.nextSchedules')}>
        {next.length === 0 ? (
          <Typography.Text type="secondary">{t('reports.screen.noNextSchedules')}</Typography.Text>
        ) : (
          <ul style={{ paddingLeft: 18, margin: 0 }} data-testid="report-next">
            {next.map((n) => (
              <li key={n.schedule_no}>
                {formatDisplayDate(n.schedule_date)} {reportSlotText(t, n.time_limit_no)} {n.subject_name ?? ''}{' '}
                {n.teacher_name ?? ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
