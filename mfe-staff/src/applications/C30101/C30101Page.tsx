import { addDays, ROLE, tokyoDate } from '@school/domain';
import { isApiError, useApi, useNotices, useSession, useSubjectOptions, useUnsavedChangesPrompt } from '@school/ui';
import { useNavigate, useSearchParams } from '@school/ui/router';
import { Alert, Button, Card, Col, Result, Row, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../common/DateStringPicker';
import { changesReducer, initialChanges, isDirty, submitsOf, type Cell } from './c30101-changes';
import { slotsOf, usedSlots, weekOf } from './c30101-week';
import { C30101CellEditor } from './C30101CellEditor';
import { C30101Courses } from './C30101Courses';
import { C30101MarkedList } from './C30101MarkedList';
import { C30101Results, type SaveResults } from './C30101Results';
import { C30101StudentHeader } from './C30101StudentHeader';
import { C30101StudentPicker } from './C30101StudentPicker';
import { C30101WeekGrid } from './C30101WeekGrid';
import { useDateInfo, useKept, useMailSettings, useStudentData, useWeekData } from './useC30101Data';
import { useC30101Labels } from './useC30101Labels';

type View = 'week' | 'day';
// the theme's text colours, which read at 4.5:1
const SAVE_STATE_TYPE = {
  init: 'secondary',
  validationError: 'danger',
  dirty: 'warning',
  saving: 'secondary',
  saved: 'success',
  error: 'danger',
} as const;

// C30101 授業申請 (SPEC §2, §4, §5): one student's lessons, applications, not-attended days, changes
// and cancel rows by week or by day. Changes are marked on the screen and sent with one save:
// applications and not-attended days through C30101_submit, weekly courses through C30101_doSubmit.
// Staff choose the student among those of their centers; a student 110 account sees its own.
export function C30101Page() {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = useNotices();
  const navigate = useNavigate();
  const user = useSession().user;
  const [params, setParams] = useSearchParams();
  const own = user?.user_type_code === ROLE.STUDENT_110;
  const staff = !own;
  const studentNo = own ? (user?.student_no ?? null) : Number(params.get('student_no')) || null;
  const today = tokyoDate(Date.now());
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const view: View = params.get('view') === 'day' ? 'day' : 'week';

  const [state, dispatch] = useReducer(changesReducer, undefined, initialChanges);
  const [selected, setSelected] = useState<Cell | null>(null);
  const [results, setResults] = useState<SaveResults | null>(null);
  const [reload, setReload] = useState(0);
  const dirty = isDirty(state);
  useUnsavedChangesPrompt(dirty);

  const subjects = useSubjectOptions();
  const mails = useMailSettings();
  const student = useStudentData(studentNo, reload);
  const studentData = useKept(student, String(studentNo));
  const header = studentData?.header ?? null;
  const week = useWeekData(header, date, reload);
  const data = useKept(week, `${studentNo}|${weekOf(date).start}`);
  const dateInfo = useDateInfo(header, date, view === 'day', reload);
  const labels = useC30101Labels(subjects, data?.calendar.slots);

  const move = (patch: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...patch });
  const chooseStudent = (no: number) => {
    const go = () => {
      dispatch({ type: 'reset' });
      setSelected(null);
      setResults(null);
      setParams({ ...Object.fromEntries(params), student_no: String(no) });
    };
    if (!dirty) return go();
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.unsavedChanges'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: go,
    });
  };

  // A save starts when the reducer enters 'saving': the weekly courses first, then the applications
  // and not-attended days; a refusal keeps what was not saved marked, with the server's messages.
  useEffect(() => {
    if (state.save !== 'saving' || !header) return;
    const sends = submitsOf(state, header.student_no, header.center_no);
    const done: SaveResults = { weekly: null, ended: new Set(), submit: null };
    let part: 'weekly' | 'submit' = 'weekly';
    void (async () => {
      try {
        if (sends.weekly) {
          done.weekly = await api.call('C30101_doSubmit', sends.weekly);
          done.ended = new Set(sends.weekly.weekly.flatMap((r, i) => (r.action === 'del' ? [i] : [])));
          dispatch({ type: 'partSaved', part: 'weekly' });
        }
        part = 'submit';
        if (sends.submit) done.submit = await api.call('C30101_submit', sends.submit);
        dispatch({ type: 'saveDone' });
        void message.success(t('common.saved'));
      } catch (e) {
        dispatch({ type: 'saveFail', part, fieldErrors: isApiError(e) ? e.fieldErrors : null });
      } finally {
        if (done.weekly || done.submit) {
          setResults(done);
          setReload((n) => n + 1);
        }
      }
    })();
    // a save starts once per entry into 'saving'
  }, [state.save]);

  const dates = useMemo(() => {
    if (view === 'day') return [date];
    const { start } = weekOf(date);
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }, [view, date]);
  const slots = useMemo(
    () =>
      data
        ? slotsOf(
            data.calendar.days.filter((d) => dates.includes(d.schedule_date)),
            usedSlots(data),
          )
        : [],
    [data, dates],
  );
  const step = view === 'day' ? 1 : 7;

  const toolbar = (
    <Space wrap>
      <Segmented<View>
        value={view}
        onChange={(v) => move({ view: v })}
        options={[
          { value: 'week', label: t('masters.c30101.week') },
          { value: 'day', label: t('masters.c30101.day') },
        ]}
        aria-label={t('masters.c30101.viewLabel')}
        data-testid="c30101-view"
      />
      <Button onClick={() => move({ date: addDays(date, -step) })} data-testid="c30101-prev">
        {view === 'day' ? t('masters.c30101.prevDay') : t('masters.c30101.prevWeek')}
      </Button>
      <Button onClick={() => move({ date: today })} data-testid="c30101-today">
        {t('masters.c30101.today')}
      </Button>
      <Button onClick={() => move({ date: addDays(date, step) })} data-testid="c30101-next">
        {view === 'day' ? t('masters.c30101.nextDay') : t('masters.c30101.nextWeek')}
      </Button>
      <DateStringPicker value={date} onChange={(d) => d && move({ date: d })} testId="c30101-date" />
      <Typography.Text strong data-testid="c30101-period">
        {view === 'day'
          ? labels.day(date)
          : t('masters.c30101.weekTitle', { start: labels.date(dates[0]), end: labels.date(dates[6]) })}
      </Typography.Text>
    </Space>
  );

  const ranges = data ? (
    <Space wrap size={4} data-testid="c30101-ranges">
      <Typography.Text type="secondary">{t('masters.c30101.ranges')}</Typography.Text>
      {(['extra', 'seminar', 'change'] as const).map((k) => {
        const r = data.calendar.editable[k];
        return (
          <Tag key={k}>
            {r
              ? t('masters.c30101.rangeOf', {
                  kind: t(`masters.c30101.kindOf.${k}`),
                  start: labels.date(r.start),
                  end: labels.date(r.end),
                })
              : t('masters.c30101.rangeNone', { kind: t(`masters.c30101.kindOf.${k}`) })}
          </Tag>
        );
      })}
      {mails.length ? (
        <Typography.Text type="secondary" data-testid="c30101-mail">
          {t('masters.c30101.mails', {
            list: mails
              .map((m) => t(m.send_flag ? 'masters.c30101.mailOn' : 'masters.c30101.mailOff', { name: m.notification_name }))
              .join('、'),
          })}
        </Typography.Text>
      ) : null}
      {data.seminars.map((s) => (
        <Tag key={s.seminar_calendar_no} color="purple">
          {t('masters.c30101.seminarOption', {
            name: s.seminar_name,
            start: labels.date(s.schedule_start_date),
            end: labels.date(s.schedule_end_date),
          })}
        </Tag>
      ))}
    </Space>
  ) : null;

  const dayInfo =
    view === 'day' && dateInfo.state === 'loaded' && dateInfo.data ? (
      dateInfo.data.calendar === null ? (
        <Alert type="warning" showIcon message={t('masters.c30101.noCalendar')} />
      ) : dateInfo.data.seminars.length ? (
        <Alert
          type="info"
          showIcon
          message={dateInfo.data.seminars.map((s) => s.seminar_name).join('、')}
          data-testid="c30101-day-seminars"
        />
      ) : null
    ) : null;

  const saving = state.save === 'saving';
  const buttons = (
    <Space wrap>
      <Button onClick={() => navigate('/')} data-testid="c30101-cancel">
        {t('ui.edit.cancel')}
      </Button>
      <Button onClick={() => dispatch({ type: 'clear' })} disabled={saving} data-testid="c30101-clear">
        {t('ui.edit.clear')}
      </Button>
      <Button onClick={() => dispatch({ type: 'reset' })} disabled={saving} data-testid="c30101-reset">
        {t('ui.edit.reset')}
      </Button>
      <Button
        type="primary"
        loading={saving}
        disabled={!header}
        onClick={() => dispatch({ type: 'submit' })}
        data-testid="c30101-submit"
      >
        {t('ui.edit.submit')}
      </Button>
      {state.save !== 'init' ? (
        <Typography.Text strong type={SAVE_STATE_TYPE[state.save]} data-testid="c30101-save-state" data-state={state.save}>
          {t(`masters.c30101.saveState.${state.save}`)}
        </Typography.Text>
      ) : null}
    </Space>
  );

  return (
    <Card title={t('route.C30101')} data-testid="c30101-page">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {staff ? <C30101StudentPicker value={studentNo} current={header} onChange={chooseStudent} /> : null}
        {!studentNo ? (
          <Typography.Text type="secondary">
            {own ? t('masters.c30101.noOwnStudent') : t('masters.c30101.chooseStudent')}
          </Typography.Text>
        ) : student.state === 'failed' ? (
          <Result status="error" title={t('masters.c30101.loadFailed')} />
        ) : !header ? (
          <Skeleton active />
        ) : (
          <>
            <C30101StudentHeader student={header} labels={labels} />
            {toolbar}
            {ranges}
            {dayInfo}
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16}>
                {week.state === 'failed' ? <Result status="error" title={t('masters.c30101.loadFailed')} /> : null}
                {week.state === 'loading' && !data ? <Skeleton active /> : null}
                {data ? (
                  <C30101WeekGrid
                    dates={dates}
                    slots={slots}
                    data={data}
                    marked={state.marked}
                    selected={selected}
                    onSelect={setSelected}
                    staff={staff}
                    showRemaining={view === 'day'}
                    labels={labels}
                  />
                ) : null}
              </Col>
              <Col xs={24} xl={8}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  {data ? (
                    <C30101CellEditor
                      cell={selected && dates.includes(selected.schedule_date) ? selected : null}
                      data={data}
                      student={header}
                      coming={studentData?.coming ?? []}
                      subjects={subjects}
                      state={state}
                      dispatch={dispatch}
                      staff={staff}
                      labels={labels}
                    />
                  ) : null}
                  <C30101Courses
                    courses={studentData?.courses ?? []}
                    state={state}
                    dispatch={dispatch}
                    staff={staff}
                    labels={labels}
                  />
                  <C30101MarkedList state={state} dispatch={dispatch} labels={labels} />
                </Space>
              </Col>
            </Row>
            {results ? <C30101Results results={results} labels={labels} /> : null}
            {buttons}
          </>
        )}
      </Space>
    </Card>
  );
}
