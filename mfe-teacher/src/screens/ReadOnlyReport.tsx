import type { ApiOutput, ReportDropdownList } from '@school/contracts';
import { useApi } from '@school/ui';
import { Card, Empty, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

type ReportReadApi = 'C50102_getPastReport' | 'C50103_getData';
type Loaded<A extends ReportReadApi> =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; report: ApiOutput<A>; names: ReportDropdownList };

// A read-only report page (C50102PastReport, C50103): the report of the route's schedule_no with the
// names of its dropdowns, read in one batch; without a number there is nothing to show yet.
export function ReadOnlyReport<A extends ReportReadApi>(props: {
  api: A;
  title: string;
  pickKey: string;
  children: (report: ApiOutput<A>, names: ReportDropdownList) => ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const param = useParams().schedule_no;
  const scheduleNo = Number(param);
  const [loaded, setLoaded] = useState<Loaded<A>>({ state: 'loading' });

  useEffect(() => {
    if (!param) return;
    if (!Number.isInteger(scheduleNo) || scheduleNo <= 0) return setLoaded({ state: 'failed' });
    let live = true;
    setLoaded({ state: 'loading' });
    const names = { api: 'C50102_getDropdownList', input: {} } as const;
    api
      .batch([{ api: props.api as ReportReadApi, input: { schedule_no: scheduleNo } }, names] as const)
      .then(([report, list]) => live && setLoaded({ state: 'loaded', report: report as ApiOutput<A>, names: list }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [api, props.api, param, scheduleNo]);

  return (
    <Card title={props.title}>
      {!param ? <Empty description={t(props.pickKey)} /> : null}
      {param && loaded.state === 'loading' ? <Skeleton active /> : null}
      {param && loaded.state === 'failed' ? <Result status="error" title={t('reports.screen.loadError')} /> : null}
      {param && loaded.state === 'loaded' ? props.children(loaded.report, loaded.names) : null}
    </Card>
  );
}
