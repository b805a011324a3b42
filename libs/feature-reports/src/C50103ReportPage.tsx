import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyReport } from './ReadOnlyReport';
import { ReportDetailRows } from './ReportDetailRows';
import { ReportHistory } from './ReportHistory';
import { ReportLessonInfo } from './ReportLessonInfo';

// C50103 (/C50103/{schedule_no}): a lesson's report as a read-only page for everyone who may see it
// (the lesson's student too), with the student's previous reports and next lessons.
export function C50103ReportPage() {
  const { t } = useTranslation();
  return (
    <ReadOnlyReport api="C50103_getData" title={t('route.C50103')} pickKey="reports.screen.pickReport">
      {(data) => (
        <>
          <ReportLessonInfo report={data} />
          <Flex gap={24} align="flex-start" wrap="wrap">
            <div style={{ flex: '1 1 560px', minWidth: 0 }}>
              <ReportDetailRows details={data.currentFormData.details} names={data.names} />
            </div>
            <aside style={{ flex: '0 1 320px' }}>
              <ReportHistory previous={data.previous} next={data.next} />
            </aside>
          </Flex>
        </>
      )}
    </ReadOnlyReport>
  );
}
