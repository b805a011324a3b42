import type { ReportDropdownList, ReportEditOutput } from '@school/contracts';
import { useApi } from '@school/ui';
import { Card, Empty, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportDetailRows } from './ReportDetailRows';
import { ReportLessonInfo } from './ReportLessonInfo';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; report: ReportEditOutput; names: ReportDropdownList };

// C50102PastReport (/C50102/pastReport/{schedule_no}): an earlier report of the student, read only,
// opened from a report's previous reports. Without a number there is nothing to show yet.
export function C50102PastReportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const param = useParams().schedule_no;
  const scheduleNo = Number(param);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!param) return;
    if (!Number.isInteger(scheduleNo) || scheduleNo <= 0) return setLoaded({ state: 'failed' });
    let live = true;
    setLoaded({ state: 'loading' });
    api
      .batch([
        { api: 'C50102_getPastReport', input: { schedule_no: scheduleNo } },
        { api: 'C50102_getDropdownList', input: {} },
      ] as const)
      .then(([report, names]) => live && setLoaded({ state: 'loaded', report, names }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [api, param, scheduleNo]);

  return (
    <Card title={t('route.C50102PastReport')}>
      {!param ? <Empty description={t('reports.screen.pickPastReport')} /> : null}
      {param && loaded.state === 'loading' ? <Skeleton active /> : null}
      {param && loaded.state === 'failed' ? <Result status="error" title={t('reports.screen.loadError')} /> : null}
      {param && loaded.state === 'loaded' ? (
        <>
          <ReportLessonInfo report={loaded.report} />
          <ReportDetailRows details={loaded.report.currentFormData.details} names={loaded.names} />
        </>
      ) : null}
    </Card>
  );
}
