import type { ReportDataOutput, ReportDropdownList } from '@school/contracts';
import { useApi } from '@school/ui';
import { Card, Empty, Flex, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportDetailRows } from './ReportDetailRows';
import { ReportHistory } from './ReportHistory';
import { ReportLessonInfo } from './ReportLessonInfo';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: ReportDataOutput; names: ReportDropdownList };

// C50103 (/C50103/{schedule_no}): a lesson's report as a read-only page for everyone who may see it
// (the lesson's student too), with the student's previous reports and next lessons.
export function C50103ReportPage() {
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
        { api: 'C50103_getData', input: { schedule_no: scheduleNo } },
        { api: 'C50102_getDropdownList', input: {} },
      ] as const)
      .then(([data, names]) => live && setLoaded({ state: 'loaded', data, names }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [api, param, scheduleNo]);

  return (
    <Card title={t('route.C50103')}>
      {!param ? <Empty description={t('reports.screen.pickReport')} /> : null}
      {param && loaded.state === 'loading' ? <Skeleton active /> : null}
      {param && loaded.state === 'failed' ? <Result status="error" title={t('reports.screen.loadError')} /> : null}
      {param && loaded.state === 'loaded' ? (
        <>
          <ReportLessonInfo report={loaded.data} />
          <Flex gap={24} align="flex-start" wrap="wrap">
            <div style={{ flex: '1 1 560px', minWidth: 0 }}>
              <ReportDetailRows details={loaded.data.currentFormData.details} names={loaded.names} />
            </div>
            <aside style={{ flex: '0 1 320px' }}>
              <ReportHistory previous={loaded.data.previous} next={loaded.data.next} />
            </aside>
          </Flex>
        </>
      ) : null}
    </Card>
  );
}
