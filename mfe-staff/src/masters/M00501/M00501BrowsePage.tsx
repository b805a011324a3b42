import { boardChannel, type M00501DropdownOutput, type M00501WeekOutput } from '@school/contracts';
import { addDays, formatDisplayDate, isDateString, startOfWeek, timeGroupOf, tokyoDate } from '@school/domain';
import { useApi, useCoalesced, useLiveChannels } from '@school/ui';
import { useSearchParams } from '@school/ui/router';
import { Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { C40401Link } from '../../board/C40401/C40401Link';
import { CenterWeekToolbar } from '../../common/CenterWeekToolbar';
import { M00501CellDetail, type ClassroomLessons } from './M00501CellDetail';
import { M00501WeekGrid, type CellRef } from './M00501WeekGrid';
import { M00501ZoomEditor } from './M00501ZoomEditor';

// M00501 center and classroom operation status: one center's week (Monday to Sunday), period by
// period: teachers available, lessons, unassigned lessons; a period's lessons by classroom with
// their Zoom meeting. The center and week stay in the query (?center_no=&start_date=) so a reload
// or a shared link shows the same week.
export function M00501BrowsePage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [dropdown, setDropdown] = useState<M00501DropdownOutput | null>(null);
  const [week, setWeek] = useState<M00501WeekOutput | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [editing, setEditing] = useState<ClassroomLessons | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call('M00501_initDropdown', {})
      .then((output) => live && setDropdown(output))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api]);

  const centers = dropdown?.centers ?? [];
  const centerNo = Number(params.get('center_no')) || centers[0]?.value || 0;
  const center = centers.find((c) => c.value === centerNo);
  const asked = params.get('start_date');
  // any date names its week; the API takes the Monday
  const start = startOfWeek(isDateString(asked) ? asked : (dropdown?.today ?? tokyoDate(Date.now())));

  useEffect(() => {
    if (!dropdown || !centerNo) return;
    let live = true;
    setFailed(false);
    api
      .call('M00501_getOneWeekTeacherCounts', { center_no: centerNo, start_date: start })
      .then((output) => live && setWeek(output))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, dropdown, centerNo, start, reloads]);

  const show = (nextCenter: number, nextStart: string) => {
    setSelected(null);
    setWeek(null);
    setParams({ center_no: String(nextCenter), start_date: startOfWeek(nextStart) });
  };
  const reload = () => setReloads((n) => n + 1);

  // Live (docs/live.md): a lesson of the shown center and week assigned, released, moved or cancelled
  // elsewhere reads the week again, quietly (the grid and an open Zoom editor stay); a burst once.
  const reloadSoon = useCoalesced(reload);
  const channels = useMemo(
    () => (dropdown && centerNo ? Array.from({ length: 7 }, (_, i) => boardChannel(centerNo, addDays(start, i))) : []),
    [dropdown, centerNo, start],
  );
  useLiveChannels(channels, { onEvent: reloadSoon, onReconnect: reloadSoon });

  const periods = dropdown?.periods ?? [];
  const current = week && week.center_no === centerNo && week.start_date === start ? week : null;
  const selectedDay = current?.days.find((d) => d.schedule_date === selected?.schedule_date);
  const selectedPeriod = periods.find((p) => p.time_limit_no === selected?.time_limit_no);
  const when =
    selectedDay && selectedPeriod
      ? t('masters.m00501.cellTitle', {
          date: formatDisplayDate(selectedDay.schedule_date),
          weekday: t(`masters.m00501.weekday.${selectedDay.dayofweek_code}`),
          period: selectedPeriod.label,
        })
      : '';
  // The selected period's lessons by classroom, in the center's classroom order, those without one last.
  const groups = useMemo((): ClassroomLessons[] => {
    if (!current || !selected) return [];
    const lessons = current.lessons.filter(
      (l) => l.schedule_date === selected.schedule_date && timeGroupOf(l.time_limit_no) === timeGroupOf(selected.time_limit_no),
    );
    const known = (center?.classrooms ?? []).map((classroom) => ({
      classroom,
      lessons: lessons.filter((l) => l.classroom_no === classroom.classroom_no),
    }));
    const knownNos = new Set(known.map((g) => g.classroom.classroom_no));
    const others = lessons.filter((l) => l.classroom_no === null || !knownNos.has(l.classroom_no));
    return [...known, ...(others.length ? [{ classroom: null, lessons: others }] : [])].filter((g) => g.lessons.length > 0);
  }, [current, selected, center]);
  // after a reload the editor keeps working on the same lessons with their new lock_versions
  const editingNow = editing
    ? (groups.find((g) => g.classroom?.classroom_no === editing.classroom?.classroom_no) ?? editing)
    : null;

  const toolbar = (
    <CenterWeekToolbar
      centers={centers}
      centerNo={centerNo}
      start={start}
      onShow={show}
      texts="masters.m00501"
      testId="m00501"
      today={dropdown?.today}
    >
      <C40401Link centerNo={centerNo} date={start} />
    </CenterWeekToolbar>
  );

  return (
    <Card title={t('route.M00501Browse')} extra={toolbar}>
      {failed ? <Result status="error" title={t('ui.browse.error')} /> : null}
      {!failed && dropdown && !centerNo ? <Empty description={t('masters.m00501.noCenter')} /> : null}
      {!failed && (!dropdown || (centerNo && !current)) ? <Skeleton active /> : null}
      {current ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('masters.m00501.legend')}</Typography.Text>
          <M00501WeekGrid days={current.days} periods={periods} selected={selected} onSelect={setSelected} />
          {selected ? (
            <M00501CellDetail title={when} groups={groups} onSetZoom={setEditing} />
          ) : (
            <Typography.Paragraph type="secondary">{t('masters.m00501.selectCell')}</Typography.Paragraph>
          )}
        </Space>
      ) : null}
      {editingNow ? (
        <M00501ZoomEditor
          centerNo={centerNo}
          target={editingNow}
          when={when}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onStale={reload}
        />
      ) : null}
    </Card>
  );
}
