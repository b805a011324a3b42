import type { ReportEditOutput } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { reportSlotText, reportStatusText } from './report-texts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// The lesson a report is about, its status and the page's mode (SPEC §4).
export function ReportLessonInfo({ report }: { report: ReportEditOutput }) {
  const { t } = useTranslation();
  const { lesson, currentFormData, mode } = report;
  const label = (field: string) => t(`reports.screen.field.${field}`);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }} data-testid="report-lesson">
      <Descriptions.Item label={label('schedule_date')}>{formatDisplayDate(lesson.schedule_date)}</Descriptions.Item>
      <Descriptions.Item label={label('time_limit_no')}>{reportSlotText(t, lesson.time_limit_no)}</Descriptions.Item>
      <Descriptions.Item label={label('center_name')}>{lesson.center_name ?? ''}</Descriptions.Item>
      <Descriptions.Item label={label('student_name')}>{lesson.student_name ?? ''}</Descriptions.Item>
      <Descriptions.Item label={label('teacher_name')}>{lesson.teacher_name ?? ''}</Descriptions.Item>
      <Descriptions.Item label={label('subject_name')}>{lesson.subject_name ?? ''}</Descriptions.Item>
      <Descriptions.Item label={label('report_status')}>
        <Tag data-testid="report-status">{reportStatusText(t, currentFormData.report_status)}</Tag>
        <Tag color="blue" data-testid="report-mode">
          {t('reports.screen.modeLabel', { mode: t(`reports.screen.mode.${mode}`) })}
        </Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}
