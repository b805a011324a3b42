import type { ApiOutput } from '@school/contracts';
import { isApiError, useApi } from '@school/ui';
import { useParams } from '@school/ui/router';
import { Card, Empty, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReportNotYours, ReportNotYours } from './ReportNotYours';

type ReportReadApi = 'C50102_getPastReport' | 'C50103_getData';
type Loaded<A extends ReportReadApi> =
  { state: 'loading' } | { state: 'failed' } | { state: 'notYours' } | { state: 'loaded'; report: ApiOutput<A> };

// A read-only report page (C50102PastReport, C50103): the report of the route's schedule_no with the
// names of its dropdowns, in one call of the screen's own API (every role holding the screen may make
// it); without a number there is nothing to show yet; a report that is not the caller's is ReportNotYours.
export function ReadOnlyReport<A extends ReportReadApi>(props: {
  api: A;
  title: string;
  pickKey: string;
  children: (report: ApiOutput<A>) => ReactNode;
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
    (api.call(props.api as ReportReadApi, { schedule_no: scheduleNo }, { handleErrors: false }) as Promise<ApiOutput<A>>)
      .then((report) => live && setLoaded({ state: 'loaded', report }))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        if (isReportNotYours(e, props.api)) return setLoaded({ state: 'notYours' });
        if (isApiError(e)) api.report(e);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, props.api, param, scheduleNo]);

  return (
    <Card title={props.title}>
      {!param ? <Empty description={t(props.pickKey)} /> : null}
      {param && loaded.state === 'loading' ? <Skeleton active /> : null}
      {param && loaded.state === 'failed' ? <Result status="error" title={t('reports.screen.loadError')} /> : null}
      {param && loaded.state === 'notYours' ? <ReportNotYours /> : null}
      {param && loaded.state === 'loaded' ? props.children(loaded.report) : null}
    </Card>
  );
}
