import {
  TEACHER_AVAILABILITY_PAGE_SIZE,
  type BrowseOutput,
  type ShiftChange,
  type ShiftEditableCell,
  type ShiftTeacherOption,
  type ShiftTeacherRow,
  type TimeSlotRecord,
} from '@school/contracts';
import { addDays, canEditShift, formatDisplayDate, isDateString, ROLE, startOfWeek, tokyoDate } from '@school/domain';
import { isApiError, useApi, useNotices, useSession, useUnsavedChangesPrompt } from '@school/ui';
import { useParams, useSearchParams } from '@school/ui/router';
import { Button, Card, Empty, Pagination, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShiftGrid, type ShiftCellView, type ShiftState } from './ShiftGrid';

// center: C10201, a center's teachers (10 a page) over a week, editable; teacher: C10201Teacher, one
// teacher's own week (/C10201/teacher/{teacher_no}), editable; confirm: C10301, a center's shifts
// over two weeks, read only.
export type ShiftPageMode = 'center' | 'teacher' | 'confirm';

const DAYS: Record<ShiftPageMode, number> = { center: 7, teacher: 7, confirm: 14 };
const TITLE: Record<ShiftPageMode, string> = { center: 'route.C10201', teacher: 'route.C10201Teacher', confirm: 'route.C10301' };

type Pending = Pick<ShiftChange, 'work_flag' | 'delete_flag'>;
const keyOf = (teacherNo: number, date: string, timeLimitNo: number) => `${teacherNo}|${date}|${timeLimitNo}`;
const NEXT: Record<Exclude<ShiftState, 'other'>, Exclude<ShiftState, 'other'>> = { empty: 'work', work: 'off', off: 'empty' };

// The three shift screens share this page: the center and week stay in the query
// (?center_no=&start_date=) so a reload or a shared link shows the same grid. The server answers
// who may edit each date and half (C10201_checkIsEditable, libs/domain shiftEditability) and checks
// it again on save; only the changed cells are sent.
export function ShiftPage({ mode }: { mode: ShiftPageMode }) {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = useNotices();
  const { user, dropdowns } = useSession();
  const [params, setParams] = useSearchParams();
  const routeTeacher = Number(useParams().teacher_no) || null;
  const asTeacher = user?.user_type_code === ROLE.TEACHER;
  const editing = mode !== 'confirm';

  const [slots, setSlots] = useState<TimeSlotRecord[] | null>(null);
  const [data, setData] = useState<BrowseOutput<ShiftTeacherRow> | null>(null);
  const [editable, setEditable] = useState<Map<string, ShiftEditableCell>>(new Map());
  const [teachers, setTeachers] = useState<ShiftTeacherOption[]>([]);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<Map<string, Pending>>(new Map());
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);

  const today = tokyoDate(Date.now());
  const asked = params.get('start_date');
  const start = startOfWeek(isDateString(asked) ? asked : today);
  const end = addDays(start, DAYS[mode] - 1);
  const dates = useMemo(() => Array.from({ length: DAYS[mode] }, (_, i) => addDays(start, i)), [mode, start]);
  const page = Number(params.get('page')) || 1;
  const teacherFilter = Number(params.get('teacher_no')) || null;
  const own = mode === 'teacher' ? data?.data[0] : undefined;
  const centerOptions =
    mode === 'teacher'
      ? (own?.center_nos ?? []).map((no) => ({
          value: no,
          label: dropdowns.centers.find((c) => c.value === no)?.label ?? String(no),
        }))
      : dropdowns.authorityCenters;
  const centerNo =
    Number(params.get('center_no')) || (mode === 'teacher' ? (own?.center_no ?? 0) : Number(centerOptions[0]?.value ?? 0));
  const dirty = pending.size > 0;
  useUnsavedChangesPrompt(dirty);

  useEffect(() => {
    let live = true;
    api
      .call('M0040_doBrowseAll', { not_time_division: 0 }, { silent: true })
      .then((rows) => live && setSlots(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api]);

  // the teachers of the center for C10301's filter
  useEffect(() => {
    if (mode !== 'confirm' || !centerNo) return;
    let live = true;
    api
      .call('C10201_doBrowseTeacherByCenter', { center_no: centerNo }, { silent: true })
      .then((rows) => live && setTeachers(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, mode, centerNo]);

  // one teacher's rows do not depend on the center chosen (their cells name their centers)
  const listCenter = mode === 'teacher' ? 0 : centerNo;
  useEffect(() => {
    if (mode !== 'teacher' && !listCenter) return;
    let live = true;
    setFailed(false);
    const searchInfo =
      mode === 'teacher'
        ? { teacher_no: routeTeacher ?? 0, start_date: start, end_date: end }
        : { center_no: listCenter, start_date: start, end_date: end, ...(teacherFilter ? { teacher_no: teacherFilter } : {}) };
    api
      .call('C10201_doBrowseAllTeacherByCenter', {
        searchInfo,
        orderBy: [],
        pagination: { current_page: mode === 'teacher' ? 1 : page, per_page: TEACHER_AVAILABILITY_PAGE_SIZE },
      })
      .then((output) => live && setData(output))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, mode, listCenter, start, end, page, teacherFilter, routeTeacher, reloads]);

  useEffect(() => {
    if (!editing || !centerNo) return;
    let live = true;
    api
      .call('C10201_checkIsEditable', { center_no: centerNo, start_date: start, end_date: end }, { silent: true })
      .then((output) => live && setEditable(new Map(output.cells.map((c) => [`${c.schedule_date}|${c.time_limit_no}`, c]))))
      .catch(() => live && setEditable(new Map()));
    return () => {
      live = false;
    };
  }, [api, editing, centerNo, start, end]);

  const shiftIndex = useMemo(() => {
    const index = new Map<string, { work_flag: 0 | 1; center_no: number }>();
    for (const row of data?.data ?? [])
      for (const s of row.shifts) index.set(keyOf(row.teacher_no, s.schedule_date, s.time_limit_no), s);
    return index;
  }, [data]);

  const savedState = (key: string): ShiftState => {
    const shift = shiftIndex.get(key);
    if (!shift) return 'empty';
    if (shift.center_no !== centerNo) return 'other';
    return shift.work_flag === 1 ? 'work' : 'off';
  };

  const cellOf = (row: ShiftTeacherRow, date: string, slot: TimeSlotRecord): ShiftCellView => {
    const key = keyOf(row.teacher_no, date, slot.time_limit_no);
    const saved = savedState(key);
    const change = pending.get(key);
    const state: ShiftState = change ? (change.delete_flag ? 'empty' : change.work_flag ? 'work' : 'off') : saved;
    const flags = editable.get(`${date}|${slot.time_limit_no}`);
    return { state, changed: !!change, editable: editing && saved !== 'other' && !!flags && canEditShift(flags, asTeacher) };
  };

  const toggle = (row: ShiftTeacherRow, date: string, slot: TimeSlotRecord) => {
    const key = keyOf(row.teacher_no, date, slot.time_limit_no);
    const saved = savedState(key);
    if (saved === 'other') return;
    const current = cellOf(row, date, slot).state as Exclude<ShiftState, 'other'>;
    const next = NEXT[current];
    setPending((old) => {
      const map = new Map(old);
      if (next === saved) map.delete(key);
      else map.set(key, { work_flag: next === 'work' ? 1 : 0, delete_flag: next === 'empty' ? 1 : 0 });
      return map;
    });
  };

  // moving away from unsaved cells asks first (SPEC §5)
  const go = (next: Record<string, string>) => {
    const move = () => {
      setPending(new Map());
      setData(null);
      setParams(next);
    };
    if (!dirty) return move();
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.unsavedChanges'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      onOk: move,
    });
  };
  const query = (over: Record<string, string | number | null>) => {
    const base: Record<string, string | number | null> = {
      center_no: centerNo || null,
      start_date: start,
      teacher_no: mode === 'confirm' ? teacherFilter : null,
      page: 1,
      // C10201Teacher opened from the sidebar keeps its layout-less view (hideTemplate=1)
      hideTemplate: params.get('hideTemplate'),
      ...over,
    };
    return Object.fromEntries(
      Object.entries(base)
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
  };

  // each cell carries the version of its teacher's day as read: a day changed since is 409 MSG_0001
  // (the API client's dialog asks to reload) and nothing is written
  const save = async () => {
    const updateData: ShiftChange[] = [...pending.entries()].map(([key, change]) => {
      const [teacherNo, date, timeLimitNo] = key.split('|');
      const row = data?.data.find((r) => r.teacher_no === Number(teacherNo));
      return {
        teacher_no: Number(teacherNo),
        schedule_date: date,
        time_limit_no: Number(timeLimitNo),
        center_no: centerNo,
        shift_version: row?.shift_versions[date] ?? 0,
        ...change,
      };
    });
    if (!updateData.length) {
      void message.info(t('masters.c10201.noChanges'));
      return;
    }
    setSaving(true);
    try {
      await api.call('C10201_doUpdateSchedule', { updateData });
      setPending(new Map());
      void message.success(t('common.saved'));
      setReloads((n) => n + 1);
    } catch {
      // the API client has shown why (422 per cell, MSG_1004, MSG_0001); the changes stay for the user to fix
    } finally {
      setSaving(false);
    }
  };

  const step = DAYS[mode];
  const toolbar = (
    <Space wrap>
      {mode === 'teacher' && own ? <Typography.Text strong>{own.teacher_name}</Typography.Text> : null}
      <Select
        value={centerNo || undefined}
        options={centerOptions.map((c) => ({ value: Number(c.value), label: c.label }))}
        onChange={(value: number) => go(query({ center_no: value, teacher_no: null }))}
        style={{ minWidth: 160 }}
        aria-label={t('masters.c10201.center')}
        data-testid="shift-center"
      />
      {mode === 'confirm' ? (
        <Select
          value={teacherFilter ?? 0}
          options={[
            { value: 0, label: t('masters.c10201.allTeachers') },
            ...teachers.map((x) => ({ value: x.teacher_no, label: x.teacher_name })),
          ]}
          onChange={(value: number) => go(query({ teacher_no: value || null }))}
          style={{ minWidth: 160 }}
          showSearch
          optionFilterProp="label"
          aria-label={t('masters.c10201.teacher')}
          data-testid="shift-teacher-filter"
        />
      ) : null}
      <Button onClick={() => go(query({ start_date: addDays(start, -step) }))} data-testid="shift-prev">
        {t('masters.c10201.prevRange')}
      </Button>
      <Typography.Text strong data-testid="shift-range">
        {t('masters.c10201.range', { start: formatDisplayDate(start), end: formatDisplayDate(end) })}
      </Typography.Text>
      <Button onClick={() => go(query({ start_date: addDays(start, step) }))} data-testid="shift-next">
        {t('masters.c10201.nextRange')}
      </Button>
      <Button onClick={() => go(query({ start_date: today }))} data-testid="shift-this-week">
        {t('masters.c10201.thisWeek')}
      </Button>
      {editing ? (
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="shift-save">
          {t('masters.c10201.save')}
        </Button>
      ) : null}
    </Space>
  );

  const loaded = data && slots;
  return (
    <Card title={t(TITLE[mode])} extra={toolbar}>
      {failed ? <Result status="error" title={t('masters.c10201.loadError')} /> : null}
      {!failed && !loaded ? <Skeleton active /> : null}
      {!failed && loaded && data.data.length === 0 ? <Empty description={t('masters.c10201.noTeachers')} /> : null}
      {!failed && loaded && data.data.length > 0 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {editing ? t('masters.c10201.legend') : t('masters.c10201.legendReadOnly')}
            {dirty ? ` ${t('masters.c10201.changed', { count: pending.size })}` : ''}
          </Typography.Text>
          <ShiftGrid rows={data.data} dates={dates} slots={slots} cellOf={cellOf} onToggle={editing ? toggle : undefined} />
          {mode !== 'teacher' ? (
            <Pagination
              current={data.pagination.current_page}
              pageSize={TEACHER_AVAILABILITY_PAGE_SIZE}
              total={data.pagination.total}
              showSizeChanger={false}
              onChange={(next) => go(query({ page: next }))}
              data-testid="shift-pagination"
            />
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
}
