import type { CalendarRangeOutput } from '@school/contracts';
import { fiscalYearOf, fiscalYearRange, tokyoDate } from '@school/domain';
import { useApi, useSession } from '@school/ui';
import { useNavigate, useSearchParams } from '@school/ui/router';
import { Button, Card, Empty, List, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { m21001EditPath } from './paths';
import { M21001YearCalendar } from './M21001YearCalendar';

// M21001 calendar and holidays: one center's fiscal year (April–March) with its closed days.
export function M21001BrowsePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const centers = useSession().dropdowns.authorityCenters;
  const centerNo = Number(params.get('center_no')) || Number(centers[0]?.value) || 0;
  const year = Number(params.get('year')) || fiscalYearOf(tokyoDate(Date.now()));
  const [data, setData] = useState<CalendarRangeOutput | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!centerNo) return;
    let live = true;
    const { start, end } = fiscalYearRange(year);
    setData(null);
    setFailed(false);
    api
      .call('M21001_getCalendarByRange', { center_no: centerNo, start_date: start, end_date: end })
      .then((output) => live && setData(output))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, centerNo, year]);

  const show = (nextCenter: number, nextYear: number) => setParams({ center_no: String(nextCenter), year: String(nextYear) });
  const slotLabel = (slot: number) => data?.time_slots.find((s) => s.time_limit_no === slot)?.start_time ?? String(slot);
  const closed = data?.days.filter((d) => d.closed_flag === 1) ?? [];

  const toolbar = (
    <Space wrap>
      <Select
        value={centerNo || undefined}
        options={centers.map((c) => ({ value: Number(c.value), label: c.label }))}
        onChange={(value: number) => show(value, year)}
        style={{ minWidth: 160 }}
        aria-label={t('masters.m21001.center')}
        data-testid="m21001-center"
      />
      <Button onClick={() => show(centerNo, year - 1)} data-testid="m21001-prev">
        {t('masters.m21001.prevYear')}
      </Button>
      <Typography.Text strong data-testid="m21001-year-label">
        {t('masters.m21001.fiscalYear', { year })}
      </Typography.Text>
      <Button onClick={() => show(centerNo, year + 1)} data-testid="m21001-next">
        {t('masters.m21001.nextYear')}
      </Button>
      <Button
        type="primary"
        disabled={!centerNo}
        onClick={() => navigate(m21001EditPath(centerNo, year))}
        data-testid="m21001-edit"
      >
        {t('masters.m21001.edit')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('route.M21001Browse')} extra={toolbar}>
      {!centerNo ? <Empty description={t('masters.m21001.noCenter')} /> : null}
      {centerNo && failed ? <Result status="error" title={t('ui.browse.error')} /> : null}
      {centerNo && !failed && !data ? <Skeleton active /> : null}
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {data.prefilled ? (
            <Typography.Paragraph type="secondary" data-testid="m21001-prefilled">
              {t('masters.m21001.prefilled', { year })}
            </Typography.Paragraph>
          ) : null}
          <M21001YearCalendar year={year} days={data.days} slotLabel={slotLabel} />
          <Card size="small" title={t('masters.m21001.holidays')}>
            <div
              style={{ maxHeight: 320, overflow: 'auto' }}
              // a scrolled list: a keyboard reaches it, a screen reader names it
              tabIndex={0}
              role="region"
              aria-label={t('masters.m21001.holidays')}
            >
              <List
                size="small"
                dataSource={closed}
                locale={{ emptyText: t('ui.browse.noData') }}
                renderItem={(d) => (
                  <List.Item key={d.schedule_date}>
                    {d.schedule_date.replaceAll('-', '/')}（{t(`masters.m21001.weekday.${d.dayofweek_code}`)}）{d.remarks ?? ''}
                  </List.Item>
                )}
                data-testid="m21001-closed-list"
              />
            </div>
          </Card>
        </Space>
      ) : null}
    </Card>
  );
}
