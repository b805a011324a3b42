import type { CalendarDayFields, CalendarDayRecord, CalendarRangeOutput } from '@school/contracts';
import { defaultCalendarDay, fiscalYearRange, holidaysBetween, validateCalendarBatch, type IsoWeekday } from '@school/domain';
import { isApiError, useApi, useNotices, useSession, useUnsavedChangesPrompt } from '@school/ui';
import { useNavigate, useParams, useSearchParams } from '@school/ui/router';
import { ConfirmDeleteButton } from '@school/ui/screens';
import { Alert, Button, Card, Col, Input, Radio, Result, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { m21001BrowsePath, m21001EditPath } from './paths';
import { M21001YearCalendar } from './M21001YearCalendar';

type DayForm = { closed: boolean; start: number | null; end: number | null; remarks: string };

const fieldsOf = (d: CalendarDayFields): CalendarDayFields => ({
  schedule_date: d.schedule_date,
  closed_flag: d.closed_flag,
  tstart_ime_limit_no: d.tstart_ime_limit_no,
  end_time_limit_no: d.end_time_limit_no,
  remarks: d.remarks || null,
});
const same = (a: CalendarDayFields, b: CalendarDayFields) => JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

// M21001BatchEdit (/M21001/edit/{year}?center_no=): select days from tomorrow on, set them open with
// start and end periods or closed (slots 0), or delete their setting (back to the public holiday or
// the weekday's usual hours); only changed days are sent, each with its lock_version. A year not
// registered yet shows the pre-fill with the public holidays, and saving registers all its days.
export function M21001BatchEditPage() {
  const { t } = useTranslation();
  const { message, modal } = useNotices();
  const api = useApi();
  const navigate = useNavigate();
  const year = Number(useParams().year);
  const [params, setParams] = useSearchParams();
  const centers = useSession().dropdowns.authorityCenters;
  const centerNo = Number(params.get('center_no')) || Number(centers[0]?.value) || 0;
  const [data, setData] = useState<CalendarRangeOutput | null>(null);
  const [failed, setFailed] = useState(false);
  const [changes, setChanges] = useState<Record<string, CalendarDayFields>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [form, setForm] = useState<DayForm>({ closed: false, start: null, end: null, remarks: '' });
  const [saving, setSaving] = useState(false);
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChangesPrompt(dirty);

  const valid = Number.isInteger(year) && year > 0 && year < 9999;
  const { start, end } = valid ? fiscalYearRange(year) : { start: '', end: '' };

  const reset = useCallback((output: CalendarRangeOutput | null) => {
    setData(output);
    setChanges({});
    setSelected(new Set());
    setErrors({});
  }, []);

  useEffect(() => {
    if (!centerNo || !valid) return;
    let live = true;
    reset(null);
    setFailed(false);
    api
      .call('M21001_getCalendarByRange', { center_no: centerNo, start_date: start, end_date: end })
      .then((output) => live && reset(output))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, centerNo, year]);

  const stored = useMemo(() => new Map((data?.days ?? []).map((d) => [d.schedule_date, d])), [data]);
  const shown = useMemo<CalendarDayRecord[]>(
    () => (data?.days ?? []).map((d) => (changes[d.schedule_date] ? { ...d, ...changes[d.schedule_date] } : d)),
    [data, changes],
  );
  const editable = (date: string) => Boolean(data && date >= data.editable_from);
  const centerLabel = (no: number) => centers.find((c) => Number(c.value) === no)?.label ?? String(no);
  const slotOptions = (data?.time_slots ?? []).map((s) => ({ value: s.time_limit_no, label: `${s.label}（${s.start_time}〜）` }));
  const slotLabel = (slot: number) => data?.time_slots.find((s) => s.time_limit_no === slot)?.start_time ?? String(slot);

  const change = (next: CalendarDayFields[]) =>
    setChanges((prev) => {
      const out = { ...prev };
      for (const day of next) {
        const original = stored.get(day.schedule_date);
        if (original && same(original, day)) delete out[day.schedule_date];
        else out[day.schedule_date] = fieldsOf(day);
      }
      return out;
    });

  const toggle = (day: CalendarDayRecord) => {
    const next = new Set(selected);
    if (next.has(day.schedule_date)) next.delete(day.schedule_date);
    else next.add(day.schedule_date);
    // the first selected day fills the form, so one day can be edited as it is
    if (selected.size === 0 && next.size === 1)
      setForm({
        closed: day.closed_flag === 1,
        start: day.tstart_ime_limit_no || null,
        end: day.end_time_limit_no || null,
        remarks: day.remarks ?? '',
      });
    setSelected(next);
  };

  const selectWeekday = (weekday: number) =>
    setSelected(
      new Set([
        ...selected,
        ...shown.filter((d) => d.dayofweek_code === weekday && editable(d.schedule_date)).map((d) => d.schedule_date),
      ]),
    );

  const apply = () =>
    change(
      [...selected].map((date) => ({
        schedule_date: date,
        closed_flag: form.closed ? 1 : 0,
        // a closed day has start and end slot 0 (SPEC §5)
        tstart_ime_limit_no: form.closed ? 0 : (form.start ?? 0),
        end_time_limit_no: form.closed ? 0 : (form.end ?? 0),
        remarks: form.remarks.trim() || null,
      })),
    );

  const deleteSetting = () => {
    if (!data) return;
    const holidays = holidaysBetween(start, end);
    const hours = (w: IsoWeekday) => data.weekday_hours[w] ?? null;
    change([...selected].map((date) => defaultCalendarDay(date, hours, holidays)));
  };

  const save = async () => {
    if (!data) return;
    // the days of a year not registered yet are sent too (from tomorrow on), so the year is whole
    const rows = shown
      .filter((d) => changes[d.schedule_date] || (d.lock_version === null && editable(d.schedule_date)))
      .map((d) => ({ ...fieldsOf(d), lock_version: stored.get(d.schedule_date)?.lock_version ?? null }));
    if (!rows.length) {
      void message.info(t('masters.m21001.noChanges'));
      return;
    }
    const checked = validateCalendarBatch(rows, {
      today: data.today,
      start,
      end,
      slots: new Set(data.time_slots.map((s) => s.time_limit_no)),
    });
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([date, list]) => [date, list.map((e) => t(e.key, e.params))])),
      );
      void message.warning(t('form.invalid'));
      return;
    }
    setSaving(true);
    try {
      const output = await api.call('M21001_doBatchEdit', {
        center_no: centerNo,
        year,
        start_date: start,
        end_date: end,
        calendar_data: rows,
      });
      reset(output);
      void message.success(t('masters.m21001.saved'));
    } catch (e) {
      if (isApiError(e) && e.fieldErrors) setErrors(e.fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  const switchCenter = (to: number) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: (
        <>
          <div>{t('masters.m21001.switchCenter', { from: centerLabel(centerNo), to: centerLabel(to) })}</div>
          {dirty ? <div>{t('masters.m21001.switchDiscard')}</div> : null}
        </>
      ),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: () => {
        setChanges({});
        setParams({ center_no: String(to) });
      },
    });

  const toolbar = (
    <Space wrap>
      <Select
        value={centerNo || undefined}
        options={centers.map((c) => ({ value: Number(c.value), label: c.label }))}
        onChange={(value: number) => value !== centerNo && switchCenter(value)}
        style={{ minWidth: 160 }}
        aria-label={t('masters.m21001.center')}
        data-testid="m21001-center"
      />
      <Button onClick={() => navigate(m21001EditPath(centerNo, year - 1))}>{t('masters.m21001.prevYear')}</Button>
      <Typography.Text strong>{t('masters.m21001.fiscalYear', { year })}</Typography.Text>
      <Button onClick={() => navigate(m21001EditPath(centerNo, year + 1))}>{t('masters.m21001.nextYear')}</Button>
      <Button onClick={() => navigate(m21001BrowsePath(centerNo, year))} data-testid="m21001-back">
        {t('masters.m21001.back')}
      </Button>
      <Button type="primary" loading={saving} disabled={!data} onClick={() => void save()} data-testid="m21001-save">
        {t('masters.m21001.save')}
      </Button>
    </Space>
  );

  if (!valid) return <Result status="404" title={t('error.notFound')} />;
  const errorList = Object.entries(errors);
  return (
    <Card title={t('route.M21001BatchEdit')} extra={toolbar}>
      {failed ? <Result status="error" title={t('ui.browse.error')} /> : null}
      {!failed && !data ? <Skeleton active /> : null}
      {data ? (
        <Row gutter={16}>
          <Col xs={24} xl={17}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {data.prefilled ? (
                <Alert type="info" showIcon message={t('masters.m21001.prefilled', { year })} data-testid="m21001-prefilled" />
              ) : null}
              <Typography.Text type="secondary">
                {t('masters.m21001.editableFrom', { date: data.editable_from.replaceAll('-', '/') })}
              </Typography.Text>
              {errorList.length ? (
                <Alert
                  type="error"
                  showIcon
                  message={t('form.invalid')}
                  description={errorList.map(([date, list]) => (
                    <div key={date}>
                      {date.replaceAll('-', '/')}: {list.join(' ')}
                    </div>
                  ))}
                  data-testid="m21001-errors"
                />
              ) : null}
              <M21001YearCalendar
                year={year}
                days={shown}
                slotLabel={slotLabel}
                onDayClick={toggle}
                marks={(date) => ({
                  selected: selected.has(date),
                  changed: Boolean(changes[date]),
                  error: Boolean(errors[date]),
                  editable: editable(date),
                })}
              />
            </Space>
          </Col>
          <Col xs={24} xl={7}>
            <Card
              size="small"
              title={t('masters.m21001.selected', { count: selected.size })}
              style={{ position: 'sticky', top: 16 }}
            >
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap size={4}>
                  {[1, 2, 3, 4, 5, 6, 7].map((w) => (
                    <Button key={w} size="small" onClick={() => selectWeekday(w)} data-testid={`m21001-weekday-${w}`}>
                      {t('masters.m21001.selectWeekday', { weekday: t(`masters.m21001.weekday.${w}`) })}
                    </Button>
                  ))}
                </Space>
                <Radio.Group
                  value={form.closed ? 'closed' : 'open'}
                  onChange={(e) => setForm({ ...form, closed: e.target.value === 'closed' })}
                  data-testid="m21001-kind"
                >
                  <Radio value="open" data-testid="m21001-open">
                    {t('masters.m21001.open')}
                  </Radio>
                  <Radio value="closed" data-testid="m21001-closed">
                    {t('masters.m21001.closed')}
                  </Radio>
                </Radio.Group>
                <Select
                  value={form.closed ? undefined : (form.start ?? undefined)}
                  placeholder={t('masters.m21001.start')}
                  aria-label={t('masters.m21001.start')}
                  options={slotOptions}
                  disabled={form.closed}
                  onChange={(v: number) => setForm({ ...form, start: v })}
                  style={{ width: '100%' }}
                  data-testid="m21001-start"
                />
                <Select
                  value={form.closed ? undefined : (form.end ?? undefined)}
                  placeholder={t('masters.m21001.end')}
                  aria-label={t('masters.m21001.end')}
                  options={slotOptions}
                  disabled={form.closed}
                  onChange={(v: number) => setForm({ ...form, end: v })}
                  style={{ width: '100%' }}
                  data-testid="m21001-end"
                />
                <Input
                  value={form.remarks}
                  placeholder={t('masters.m21001.remarks')}
                  aria-label={t('masters.m21001.remarks')}
                  maxLength={100}
                  onChange={(e) => setForm({ ...form, remarks: e.target.value })}
                  data-testid="m21001-remarks"
                />
                <Space wrap>
                  <Button type="primary" disabled={!selected.size} onClick={apply} data-testid="m21001-apply">
                    {t('masters.m21001.apply')}
                  </Button>
                  <ConfirmDeleteButton
                    label={t('masters.m21001.delete')}
                    disabled={!selected.size}
                    testId="m21001-delete"
                    onDelete={async () => deleteSetting()}
                    onDeleted={() => undefined}
                  />
                  <Button
                    disabled={!selected.size}
                    onClick={() => {
                      setSelected(new Set());
                      void message.info(t('masters.m21001.selectionCleared'));
                    }}
                    data-testid="m21001-clear-selection"
                  >
                    {t('masters.m21001.clearSelection')}
                  </Button>
                </Space>
                {dirty ? (
                  <Typography.Text type="warning">
                    {t('masters.m21001.changed', { count: Object.keys(changes).length })}
                  </Typography.Text>
                ) : null}
              </Space>
            </Card>
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}
