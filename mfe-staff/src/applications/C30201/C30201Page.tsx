import type { C30201BatchEditOutput, C30201Cell, C30201CellRef } from '@school/contracts';
import { addDays, formatDisplayDate, tokyoDate } from '@school/domain';
import { isApiError, useApi, useNotices, useSession } from '@school/ui';
import { useSearchParams } from '@school/ui/router';
import { DateRangePicker } from '@school/ui/screens';
import { Button, Card, Empty, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const keyOf = (c: C30201CellRef) => `${c.schedule_date}|${c.time_limit_no}`;
// The range the screen opens with: two weeks from today.
const DEFAULT_DAYS = 13;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: C30201BatchEditOutput };

const stateOf = (c: C30201Cell): 'control' | 'full' | 'open' => (c.controlled ? 'control' : c.full ? 'full' : 'open');

// C30201 application limits and full seats (/C30201?center_no=&start_date=&end_date=): a center's dates
// × open slots, each cell showing its control row ("marked full"), whether it is fully booked and the
// remaining teacher count; staff select cells and mark them full (control rows, t0062) or remove that
// setting, in one call each.
export function C30201Page() {
  const { t } = useTranslation();
  const { message } = useNotices();
  const api = useApi();
  const centers = useSession().dropdowns.authorityCenters;
  const [params, setParams] = useSearchParams();
  const today = tokyoDate(Date.now());
  const centerNo = Number(params.get('center_no')) || Number(centers[0]?.value) || 0;
  const start = params.get('start_date') ?? today;
  const end = params.get('end_date') ?? addDays(start, DEFAULT_DAYS);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<'set' | 'clear' | null>(null);
  const [attempt, setAttempt] = useState(0);

  const show = useCallback((data: C30201BatchEditOutput) => {
    setLoaded({ state: 'loaded', data });
    setSelected(new Set());
  }, []);

  useEffect(() => {
    if (!centerNo) return;
    let live = true;
    setLoaded({ state: 'loading' });
    api
      .call('C30201_getBatchEdit', { center_no: centerNo, start_date: start, end_date: end })
      .then((data) => live && show(data))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, centerNo, start, end, attempt]);

  const search = (next: Record<string, string>) =>
    setParams({ center_no: String(centerNo), start_date: start, end_date: end, ...next });

  const data = loaded.state === 'loaded' ? loaded.data : null;
  // the slots some day of the range is open for, in the master's order
  const columns = useMemo(() => {
    const open = new Set((data?.days ?? []).flatMap((d) => d.cells.map((c) => c.time_limit_no)));
    return (data?.time_slots ?? []).filter((s) => open.has(s.time_limit_no));
  }, [data]);

  const toggle = (cell: C30201CellRef) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(keyOf(cell))) next.delete(keyOf(cell));
      else next.add(keyOf(cell));
      return next;
    });

  const edit = async (action: 'set' | 'clear') => {
    const rows = [...selected].map((k) => {
      const [schedule_date, slot] = k.split('|');
      return { schedule_date, time_limit_no: Number(slot) };
    });
    setSaving(action);
    try {
      show(await api.call('C30201_doBatchEdit', { center_no: centerNo, start_date: start, end_date: end, action, rows }));
      void message.success(t(action === 'set' ? 'masters.m21001.saved' : 'masters.m21001.selectionCleared'));
    } catch {
      // the client shows the refusal's message
    } finally {
      setSaving(null);
    }
  };

  const cellText = (c: C30201Cell) => {
    const state = stateOf(c);
    if (state === 'control') return t('masters.c30201.control');
    if (state === 'full') return t('masters.c30201.full');
    return t('masters.c30201.remaining', { count: c.remaining_teachers });
  };

  const toolbar = (
    <Space wrap>
      <Select
        value={centerNo || undefined}
        options={centers.map((c) => ({ value: Number(c.value), label: c.label }))}
        onChange={(value: number) => search({ center_no: String(value) })}
        style={{ minWidth: 160 }}
        aria-label={t('masters.c30201.center')}
        data-testid="c30201-center"
      />
      <DateRangePicker
        modes={['inRange']}
        label={t('masters.c30201.period')}
        value={{ mode: 'inRange', range: [start, end] }}
        onChange={(s) => {
          const [from, to] = s.range;
          if (from && to) search({ start_date: from, end_date: to });
        }}
      />
    </Space>
  );

  if (!centers.length)
    return (
      <Card title={t('route.C30201')}>
        <Empty description={t('masters.c30201.noCenter')} />
      </Card>
    );

  return (
    <Card title={t('route.C30201')} extra={toolbar}>
      {loaded.state === 'loading' ? <Skeleton active data-testid="c30201-loading" /> : null}
      {loaded.state === 'failed' ? (
        <Result
          status="error"
          title={t('masters.c30201.loadFailed')}
          extra={
            <Button onClick={() => setAttempt((n) => n + 1)} data-testid="c30201-retry">
              {t('masters.c30201.retry')}
            </Button>
          }
          data-testid="c30201-failed"
        />
      ) : null}
      {data && data.days.length === 0 ? <Empty description={t('masters.c30201.noDays')} data-testid="c30201-empty" /> : null}
      {data && data.days.length > 0 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('masters.c30201.legend')}</Typography.Paragraph>
          <Space wrap>
            <Typography.Text strong data-testid="c30201-selected">
              {t('masters.c30201.selected', { count: selected.size })}
            </Typography.Text>
            <Button
              type="primary"
              disabled={!selected.size}
              loading={saving === 'set'}
              onClick={() => void edit('set')}
              data-testid="c30201-set"
            >
              {t('masters.c30201.setFull')}
            </Button>
            <Button
              disabled={!selected.size}
              loading={saving === 'clear'}
              onClick={() => void edit('clear')}
              data-testid="c30201-clear"
            >
              {t('masters.c30201.clear')}
            </Button>
            <Button disabled={!selected.size} onClick={() => setSelected(new Set())} data-testid="c30201-clear-selection">
              {t('masters.c30201.clearSelection')}
            </Button>
          </Space>
          <div style={{ overflowX: 'auto' }}>
            <table className="c30201-grid" style={{ borderCollapse: 'collapse' }} data-testid="c30201-grid">
              <caption style={{ textAlign: 'left' }}>
                {t('masters.c30201.period')}: {formatDisplayDate(start)} – {formatDisplayDate(end)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={{ padding: 4 }}>
                    {t('masters.c30201.date')}
                  </th>
                  {columns.map((s) => (
                    <th key={s.time_limit_no} scope="col" style={{ padding: 4, whiteSpace: 'nowrap' }}>
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => {
                  const byNo = new Map(day.cells.map((c) => [c.time_limit_no, c]));
                  const dateText = `${formatDisplayDate(day.schedule_date)}（${t(`masters.m21001.weekday.${day.dayofweek_code}`)}）`;
                  return (
                    <tr key={day.schedule_date} data-testid={`c30201-day-${day.schedule_date}`}>
                      <th scope="row" style={{ padding: 4, whiteSpace: 'nowrap', textAlign: 'left' }}>
                        {dateText}
                      </th>
                      {day.closed ? (
                        <td colSpan={Math.max(columns.length, 1)} style={{ padding: 4 }}>
                          <Typography.Text type="secondary">{t('masters.c30201.closed')}</Typography.Text>
                        </td>
                      ) : (
                        columns.map((s) => {
                          const c = byNo.get(s.time_limit_no);
                          if (!c) return <td key={s.time_limit_no} style={{ padding: 4 }} />;
                          const ref = { schedule_date: day.schedule_date, time_limit_no: c.time_limit_no };
                          const on = selected.has(keyOf(ref));
                          const text = cellText(c);
                          return (
                            <td key={s.time_limit_no} style={{ padding: 2 }}>
                              <Button
                                size="small"
                                // antd spaces out two-character CJK labels (満 席): the name must hold the text as shown
                                autoInsertSpace={false}
                                type={on ? 'primary' : 'default'}
                                aria-pressed={on}
                                aria-label={`${t('masters.c30201.cellLabel', { date: dateText, slot: s.label })} ${text}`}
                                title={
                                  c.controlled && c.set_by_user_no !== null
                                    ? t('masters.c30201.setBy', { user: c.set_by_user_no })
                                    : undefined
                                }
                                onClick={() => toggle(ref)}
                                style={{ minWidth: 84, fontWeight: c.full ? 600 : 400 }}
                                data-testid={`c30201-cell-${day.schedule_date}-${c.time_limit_no}`}
                                data-state={stateOf(c)}
                              >
                                {text}
                              </Button>
                            </td>
                          );
                        })
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Space>
      ) : null}
    </Card>
  );
}
