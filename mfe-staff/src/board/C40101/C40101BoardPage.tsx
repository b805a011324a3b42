import {
  boardLessonsOf,
  type BoardCalendarOutput,
  type BoardEditableOutput,
  type BoardLesson,
  type BoardTeacher,
} from '@school/contracts';
import {
  ASSIGNMENT_ERROR,
  assignmentDecision,
  assignTeacher,
  BOARD_SECTIONS,
  boardListSection,
  boardDefaultEnd,
  checkAssignment,
  createBoard,
  formatDisplayDate,
  isAssignable,
  isDateString,
  isInEditablePeriod,
  markSaved,
  parseTimeLimitNo,
  pendingLessons,
  removeTeacher,
  TIME_DIVISION,
  timeLimitNo,
  type BoardState,
} from '@school/domain';
import { buildPath, findRoute, useApi, useUnsavedChangesPrompt } from '@school/ui';
import { AppTabs } from '@school/ui/screens';
import { App, Button, Card, Empty, Flex, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { C40101DayActions } from './DayActions';
import { C40101LessonActions } from './LessonActions';
import { C40101LessonCard } from './LessonCard';
import { C40101PasswordDialog } from './PasswordDialog';
import { C40101TeacherGrid, type CellTarget, type GridLesson } from './TeacherGrid';
import { DateStringPicker } from '../../common/DateStringPicker';
import { useCenterOptions } from '../../common/useCenterOptions';
import { useScreenLoad } from '../../common/useScreenLoad';

type BoardData = { calendar: BoardCalendarOutput; teachers: BoardTeacher[]; lessons: BoardLesson[] };
type Assignment = { scheduleNo: number; teacherNo: number };

// C40101 teacher-assignment board (SPEC §2, §4, §5): one center and date range, a day at a time;
// teachers against periods and halves with their shifts, the day's unassigned lessons in the four
// sections. Assign by drag and drop or by picking a lesson and then a teacher cell; the checks of
// SPEC §5 run first; saving sends only the pending lessons. Center and range stay in the query.
export function C40101BoardPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = App.useApp();
  const centers = useCenterOptions(0, true);
  const [params, setParams] = useSearchParams();
  // SPEC §7 centers by group_flag: a center group (1) narrows the center choice to its centers
  const groupNo = Number(params.get('center_group_no')) || null;
  const groups = useCenterOptions(1, true);
  const groupCenters = useCenterOptions(0, true, groupNo);
  const centerChoices = groupNo ? groupCenters : centers;
  const withGroup = (query: Record<string, string>, group = groupNo) =>
    group ? { center_group_no: String(group), ...query } : query;
  const [editable, setEditable] = useState<BoardEditableOutput | null>(null);
  const [reloads, setReloads] = useState(0);
  const [board, setBoard] = useState<BoardState | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [selectedNo, setSelectedNo] = useState<number | null>(null);
  const [passwordFor, setPasswordFor] = useState<Assignment | null>(null);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [saving, setSaving] = useState(false);
  const [transferTarget, setTransferTarget] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);

  const centerNo = Number(params.get('center_no')) || centerChoices[0]?.value || 0;
  const askedStart = params.get('start_date');
  const start = isDateString(askedStart) ? askedStart : null;
  const askedEnd = params.get('end_date');
  const end = start ? (isDateString(askedEnd) ? askedEnd : boardDefaultEnd(start)) : null;

  useEffect(() => {
    let live = true;
    api
      .call('C40101_canEdit', {}, { silent: true })
      .then((output) => live && setEditable(output))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  // without a range the board opens where lessons still wait for a teacher
  useEffect(() => {
    if (!centerNo || start) return;
    let live = true;
    api
      .call('C40101_getCourseStartDate', { center_no: centerNo })
      .then(({ course_start_date }) => {
        if (live)
          setParams(
            withGroup({
              center_no: String(centerNo),
              start_date: course_start_date,
              end_date: boardDefaultEnd(course_start_date),
            }),
            { replace: true },
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, centerNo, start, setParams]);

  const loaded = useScreenLoad<BoardData | null>(
    async () => {
      if (!centerNo || !start || !end) return null;
      const range = { center_no: centerNo, start_date: start, end_date: end };
      // three requests side by side (a batch runs its actions one after the other); the screen shows
      // a failure once, so the client's own reaction is left to useScreenLoad
      const quiet = { handleErrors: false };
      const [calendar, teachers, lessons] = await Promise.all([
        api.call('C40101_getCalendar', range, quiet),
        api.call('C40101_getTeacherInfoAndSchedule', range, quiet),
        api.call('C40101_getAppliedSchedule', range, quiet),
      ]);
      return { calendar, teachers, lessons: boardLessonsOf(lessons, centerNo) };
    },
    [api, centerNo, start, end, reloads],
    'board.c40101.loadFailed',
  );
  const data = loaded.state === 'loaded' ? loaded.data : null;

  useEffect(() => {
    if (!data) return;
    setBoard(createBoard(data.lessons));
    setSelectedNo(null);
    setAcceptWarnings(false);
    setDay((d) =>
      d && data.calendar.days.some((x) => x.schedule_date === d) ? d : (data.calendar.days[0]?.schedule_date ?? null),
    );
    if (data.calendar.days.length === 0) void message.warning(t('board.c40101.emptyRange'));
  }, [data, message, t]);

  useUnsavedChangesPrompt(board?.dirty ?? false);

  const byNo = useMemo(() => new Map((data?.lessons ?? []).map((l) => [l.schedule_no, l])), [data]);
  const periods = data?.calendar.periods ?? [];
  const slotLabel = (tln: number) => {
    const { group, division } = parseTimeLimitNo(tln);
    const period = periods.find((p) => parseTimeLimitNo(p.time_limit_no).group === group)?.label ?? String(tln);
    return division === TIME_DIVISION.NINETY
      ? period
      : t('board.c40101.periodHalf', { period, half: t(`board.c40101.half.${division}`) });
  };
  const lessonLabel = (lesson: BoardLesson) =>
    t('board.c40101.lessonLabel', {
      student: lesson.student_name ?? String(lesson.student_no),
      date: formatDisplayDate(lesson.schedule_date),
      slot: slotLabel(lesson.time_limit_no),
    });
  const centerName = (no: number) => centers.find((c) => c.value === no)?.label ?? String(no);

  const dayLessons = useMemo(() => (board && day ? board.lessons.filter((l) => l.schedule_date === day) : []), [board, day]);
  const lessonsByTeacher = useMemo(() => {
    const map = new Map<number, GridLesson[]>();
    for (const state of dayLessons) {
      const lesson = byNo.get(state.schedule_no);
      if (!lesson || lesson.transferred_out || isAssignable(state)) continue;
      const teacherNo = state.teacher_no ?? 0;
      map.set(teacherNo, [...(map.get(teacherNo) ?? []), { lesson, state }]);
    }
    return map;
  }, [dayLessons, byNo]);
  const waiting = dayLessons.filter((l) => isAssignable(l)).flatMap((l) => byNo.get(l.schedule_no) ?? []);
  const selected = selectedNo ? byNo.get(selectedNo) : undefined;
  const [candidates, setCandidates] = useState<ReadonlySet<string>>(new Set());
  // the selected lesson's likely teachers, marked on the grid (a hint: the checks still decide)
  useEffect(() => {
    setCandidates(new Set());
    if (!selected || !start || !end) return;
    let live = true;
    const { group, division } = parseTimeLimitNo(selected.time_limit_no);
    const halves =
      division === TIME_DIVISION.NINETY
        ? [timeLimitNo(group, TIME_DIVISION.FIRST_HALF), timeLimitNo(group, TIME_DIVISION.SECOND_HALF)]
        : [selected.time_limit_no];
    api
      .call(
        'C40101_getSelectedScheduleInfomation',
        {
          schedule_date: selected.schedule_date,
          student_no: selected.student_no,
          center_no: centerNo,
          time_limit_no: selected.time_limit_no,
          start_date: start,
          end_date: end,
          subject_no: selected.subject_no,
          subject_type: selected.subject_type,
          school_year_code: selected.school_year_code,
        },
        { silent: true, handleErrors: false },
      )
      .then((info) => {
        if (live) setCandidates(new Set(info.candidate_teacher_nos.flatMap((no) => halves.map((h) => `${no}|${h}`))));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, selected, centerNo, start, end]);
  // the selected lesson's student's latest report before it (C40101_getLatestScheduleNoForReport), opened
  // read only in a new tab so the board and its pending changes stay
  const [latestReport, setLatestReport] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    setLatestReport(undefined);
    if (!selected) return;
    let live = true;
    api
      .call(
        'C40101_getLatestScheduleNoForReport',
        { center_no: centerNo, student_no: selected.student_no, schedule_date: selected.schedule_date },
        { silent: true, handleErrors: false },
      )
      .then((answer) => live && setLatestReport(answer.schedule_no))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, selected, centerNo]);
  const canEdit = !!editable && !!day && isInEditablePeriod(day, { min: editable.min_date, max: editable.max_date });

  const assign = ({ scheduleNo, teacherNo }: Assignment) => {
    // a second drop of the same lesson while the first was being checked changes nothing
    setBoard((b) => {
      const current = b?.lessons.find((l) => l.schedule_no === scheduleNo);
      return b && current && isAssignable(current) ? assignTeacher(b, scheduleNo, teacherNo) : b;
    });
    setSelectedNo(null);
  };

  const attempt = async (target: CellTarget, dropped?: number) => {
    const scheduleNo = dropped ?? selectedNo;
    const lesson = scheduleNo ? byNo.get(scheduleNo) : undefined;
    const state = board?.lessons.find((l) => l.schedule_no === scheduleNo);
    if (!board || !editable || !lesson || !state || lesson.transferred_out || !isAssignable(state)) return;
    const { teacher } = target;
    const { group, division } = parseTimeLimitNo(lesson.time_limit_no);
    // a 90-minute lesson needs the teacher's shift in both halves
    const halves =
      division === TIME_DIVISION.NINETY
        ? [timeLimitNo(group, TIME_DIVISION.FIRST_HALF), timeLimitNo(group, TIME_DIVISION.SECOND_HALF)]
        : [lesson.time_limit_no];
    const onShift = (tln: number) =>
      teacher.shifts.some((s) => s.schedule_date === lesson.schedule_date && s.time_limit_no === tln && s.work_flag === 1);
    // the teacher's lessons at other centers that day take their halves too (this board's own, with
    // its unsaved changes, come from the board)
    const elsewhere = (
      await api.call(
        'C40101_getTeacherSchedule',
        { center_no: centerNo, start_date: lesson.schedule_date, end_date: lesson.schedule_date, teacher_no: teacher.teacher_no },
        { silent: true },
      )
    ).filter((l) => !byNo.has(l.schedule_no));
    const check = checkAssignment({
      lesson: state,
      teacher,
      cell: { teacher_no: teacher.teacher_no, schedule_date: day ?? '', time_limit_no: target.time_limit_no },
      editable: { min: editable.min_date, max: editable.max_date },
      excludedTeacherNos: lesson.ng_teacher_nos,
      teacherLessons: [
        ...board.lessons.filter((l) => l.teacher_no === teacher.teacher_no && l.schedule_date === lesson.schedule_date),
        ...elsewhere,
      ].map((l) => ({ time_limit_no: l.time_limit_no, capacity: l.capacity })),
      lessonSubjectNos: lesson.lesson_subject_nos,
    });
    const errors = check.errors.map((e) => t(e.key));
    if (errors.length === 0 && !halves.every(onShift)) errors.push(t('board.c40101.noShiftThere'));
    if (errors.length) {
      void message.error(errors.join(' '));
      return;
    }
    const chosen = { scheduleNo: lesson.schedule_no, teacherNo: teacher.teacher_no };
    if (assignmentDecision(check) === 'confirm') {
      modal.confirm({
        title: t('common.confirmTitle'),
        content: (
          <Space direction="vertical">
            {check.warnings.map((w) => (
              <Typography.Text key={w.key}>{t(w.key)}</Typography.Text>
            ))}
            <Typography.Text strong>{t('assignment.confirm')}</Typography.Text>
          </Space>
        ),
        okText: t('common.yes'),
        cancelText: t('common.no'),
        width: 'min(500px, calc(100vw - 32px))',
        onOk: () => setPasswordFor(chosen),
      });
      return;
    }
    assign(chosen);
  };

  const remove = (scheduleNo: number) => setBoard((b) => (b ? removeTeacher(b, scheduleNo) : b));
  const reload = () => setReloads((n) => n + 1);

  // SPEC §7: an unassigned lesson is transferred when it is not yet, its transfer removed when it
  // is; both reload the board, so only on a clean one (nothing pending is lost).
  const selectedState = selectedNo ? board?.lessons.find((l) => l.schedule_no === selectedNo) : undefined;
  const movable = !!selected && !!selectedState && isAssignable(selectedState) && !board?.dirty && canEdit;
  const transferred = (selected?.original_center_no ?? 0) > 0;
  const move = async () => {
    if (!selected) return;
    const schedule = { schedule_no: selected.schedule_no, lock_version: selected.lock_version };
    setMoving(true);
    try {
      if (transferred) await api.call('C40101_removeTransfer', { schedule });
      else if (transferTarget) await api.call('C40101_setTransfer', { schedule, target_center_no: transferTarget });
      else return;
      void message.success(t(transferred ? 'board.c40101.transferRemoved' : 'board.c40101.transferDone'), 2);
      setTransferTarget(null);
      reload();
    } catch {
      // the API client has shown the refusal (e.g. changed meanwhile): show the lesson as it is now
      reload();
    } finally {
      setMoving(false);
    }
  };

  const save = async () => {
    if (!board) return;
    const lessons = pendingLessons(board).map((l) => ({
      schedule_no: l.schedule_no,
      teacher_no: l.teacher_no ?? 0,
      lock_version: byNo.get(l.schedule_no)?.lock_version ?? 0,
    }));
    setSaving(true);
    try {
      const out = await api.call('C40101_updateSchedule', {
        center_no: centerNo,
        lessons,
        ...(acceptWarnings ? { accept_warnings: true } : {}),
      });
      const failed = out.results.filter((r) => r.status !== 'ok');
      if (failed.length) {
        for (const text of new Set(failed.map((r) => r.message ?? t(r.status)))) void message.error(text);
      } else if (out.changed === 0) void message.info(t('board.c40101.noChange'));
      else void message.success(t('MSG_1001'));
      setBoard(markSaved(board));
      reload();
    } finally {
      setSaving(false);
    }
  };

  // switching center or range drops pending changes, so ask first (as leaving the page does)
  const show = (next: { center_no: number; start_date: string; end_date: string; center_group_no?: number | null }) => {
    const go = () =>
      setParams(
        withGroup(
          { center_no: String(next.center_no), start_date: next.start_date, end_date: next.end_date },
          next.center_group_no === undefined ? groupNo : next.center_group_no,
        ),
      );
    if (!board?.dirty) return go();
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.unsavedChanges'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: go,
    });
  };

  // a group shows its first center, or the shown one when it belongs to the group
  const chooseGroup = async (group: number | null) => {
    const members = group
      ? await api.call(
          'M0110CenterService.getCentersDropdown_Authority',
          { group_flag: 0, center_group_no: group },
          { silent: true },
        )
      : centers;
    const center = members.find((c) => c.value === centerNo) ?? members[0];
    show({ center_group_no: group, center_no: center?.value ?? centerNo, start_date: start ?? '', end_date: end ?? '' });
  };
  // the resets and a lesson's changes reload the board: only on a clean one, and in the editable period
  const blockedBy = board?.dirty ? t('board.c40101.cleanFirst') : canEdit ? null : t(ASSIGNMENT_ERROR.outsideEditablePeriod);

  const pendingCount = board ? pendingLessons(board).length : 0;
  const toolbar = (
    <Space wrap>
      <Select
        value={groupNo ?? undefined}
        options={groups.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(value: number | undefined) => void chooseGroup(value ?? null)}
        allowClear
        placeholder={t('board.c40101.allGroups')}
        style={{ minWidth: 160 }}
        aria-label={t('board.c40101.centerGroup')}
        data-testid="c40101-center-group"
      />
      <Select
        value={centerNo || undefined}
        options={centerChoices.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(value: number) => show({ center_no: value, start_date: start ?? '', end_date: end ?? '' })}
        style={{ minWidth: 160 }}
        aria-label={t('board.c40101.center')}
        data-testid="c40101-center"
      />
      <DateStringPicker
        value={start ?? ''}
        testId="c40101-start"
        onChange={(date) => date && show({ center_no: centerNo, start_date: date, end_date: boardDefaultEnd(date) })}
      />
      <DateStringPicker
        value={end ?? ''}
        testId="c40101-end"
        onChange={(date) => date && start && show({ center_no: centerNo, start_date: start, end_date: date })}
      />
      <Button type="primary" disabled={!board?.dirty} loading={saving} onClick={() => void save()} data-testid="c40101-save">
        {t('board.c40101.save')}
      </Button>
    </Space>
  );

  const calendarDays = data?.calendar.days ?? [];
  return (
    <Card title={t('route.C40101')} extra={toolbar}>
      {editable ? (
        <Typography.Paragraph type="secondary">
          {t('board.c40101.editable', { min: formatDisplayDate(editable.min_date), max: formatDisplayDate(editable.max_date) })}
          {board?.dirty ? ` ・ ${t('board.c40101.dirty', { count: pendingCount })}` : ''}
        </Typography.Paragraph>
      ) : null}
      {loaded.state === 'failed' ? <Result status="error" title={t('board.c40101.loadFailed')} /> : null}
      {loaded.state === 'loading' || (loaded.state === 'loaded' && !data) ? <Skeleton active /> : null}
      {data && calendarDays.length === 0 ? <Empty description={t('board.c40101.emptyRange')} /> : null}
      {data && board && day && calendarDays.length > 0 ? (
        <>
          <AppTabs
            activeKey={day}
            onChange={(key) => {
              setDay(key);
              setSelectedNo(null);
            }}
            items={calendarDays.map((d) => ({
              key: d.schedule_date,
              label: `${t('board.c40101.dayHeader', {
                date: formatDisplayDate(d.schedule_date),
                weekday: t(`masters.m00501.weekday.${d.dayofweek_code}`),
              })}${d.closed_flag === 1 ? ` ${t('board.c40101.closed')}` : ''}`,
            }))}
          />
          <C40101DayActions centerNo={centerNo} date={day} blockedBy={blockedBy} onChanged={reload} />
          <Flex gap={16} align="flex-start" wrap="wrap">
            <div style={{ flex: '1 1 640px', minWidth: 0 }}>
              <C40101TeacherGrid
                date={day}
                teachers={data.teachers}
                periods={periods}
                lessonsByTeacher={lessonsByTeacher}
                selectedLabel={selected ? lessonLabel(selected) : null}
                candidates={candidates}
                canEdit={canEdit}
                onAssign={(target, dropped) => void attempt(target, dropped)}
                onRemove={remove}
                selectedNo={selectedNo}
                onPick={(scheduleNo) => setSelectedNo((n) => (n === scheduleNo ? null : scheduleNo))}
                lessonLabel={(l) => lessonLabel(l.lesson)}
              />
            </div>
            <section style={{ flex: '0 1 320px' }} aria-labelledby="c40101-lessons-title">
              <Typography.Title level={2} style={{ fontSize: 16 }} id="c40101-lessons-title">
                {t('board.c40101.unassignedTitle', { count: waiting.length })}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('board.c40101.selectHint')}</Typography.Paragraph>
              {selected ? (
                <Typography.Paragraph strong data-testid="c40101-selected">
                  {t('board.c40101.selected', { lesson: lessonLabel(selected) })}
                </Typography.Paragraph>
              ) : null}
              {selected && latestReport !== undefined ? (
                <Typography.Paragraph data-testid="c40101-latest-report">
                  {latestReport === null ? (
                    <Typography.Text type="secondary">{t('reports.screen.noReportYet')}</Typography.Text>
                  ) : (
                    <a
                      href={`${buildPath(findRoute('C50102')?.path ?? '', { schedule_no: latestReport })}?viewMode=1`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('reports.screen.fromBoard')}
                    </a>
                  )}
                </Typography.Paragraph>
              ) : null}
              {movable ? (
                <Space wrap data-testid="c40101-transfer">
                  {transferred ? null : (
                    <Select
                      value={transferTarget ?? undefined}
                      options={centers
                        .filter((c) => c.value !== selected.center_no)
                        .map((c) => ({ value: c.value, label: c.label }))}
                      onChange={(value: number) => setTransferTarget(value)}
                      style={{ minWidth: 160 }}
                      aria-label={t('board.c40101.transferTarget')}
                      placeholder={t('board.c40101.transferTarget')}
                      data-testid="c40101-transfer-center"
                    />
                  )}
                  <Button
                    disabled={!transferred && !transferTarget}
                    loading={moving}
                    onClick={() => void move()}
                    data-testid="c40101-transfer-button"
                  >
                    {t(transferred ? 'board.c40101.removeTransfer' : 'board.c40101.transfer')}
                  </Button>
                </Space>
              ) : null}
              {selected && !selected.transferred_out ? (
                <C40101LessonActions lesson={selected} label={lessonLabel(selected)} blockedBy={blockedBy} onChanged={reload} />
              ) : null}
              {BOARD_SECTIONS.map((section) => {
                const list = waiting.filter((l) => boardListSection(l) === section);
                return (
                  <div key={section} data-testid={`c40101-section-${section}`}>
                    <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
                      {t(`board.c40101.section.${section}`)}
                    </Typography.Title>
                    {list.length === 0 ? (
                      <Typography.Text type="secondary">{t('board.c40101.sectionEmpty')}</Typography.Text>
                    ) : (
                      list.map((l) => (
                        <C40101LessonCard
                          key={l.schedule_no}
                          lesson={l}
                          label={lessonLabel(l)}
                          centerName={centerName}
                          selected={selectedNo === l.schedule_no}
                          onSelect={() => {
                            setSelectedNo((n) => (n === l.schedule_no ? null : l.schedule_no));
                            setTransferTarget(null);
                          }}
                        />
                      ))
                    )}
                  </div>
                );
              })}
            </section>
          </Flex>
        </>
      ) : null}
      <C40101PasswordDialog
        open={passwordFor !== null}
        onCancel={() => setPasswordFor(null)}
        onConfirmed={() => {
          if (passwordFor) assign(passwordFor);
          setAcceptWarnings(true);
          setPasswordFor(null);
        }}
      />
    </Card>
  );
}
