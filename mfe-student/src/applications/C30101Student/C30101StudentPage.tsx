import { type C30101StudentDay, type C30101SubmitInput } from '@school/contracts';
import { addDays, isDateString, startOfWeek, tokyoDate } from '@school/domain';
import { isApiError, LoadFailed, useApi, useNotices, usePhone } from '@school/ui';
import { useSearchParams } from '@school/ui/router';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useRead } from '../../common/useRead';
import { useSubjects } from '../../common/useSubjects';
import { ApplyDialog, type ApplyKind } from './ApplyDialog';
import { DayPanel } from './DayPanel';
import { entriesOf, lessonsOf, notAttendedOf, WEEKS_SHOWN, type StudentEntryData } from './student-entry-view';

const WEEK_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 };
// at 360 px seven days are 44 px touch targets only with the small card's padding and a 1 px gap (issue 25)
const PHONE_WEEK_GRID: CSSProperties = { ...WEEK_GRID, gap: 1 };
const DAY_BUTTON: CSSProperties = { height: 'auto', minHeight: 64, padding: '4px 2px', whiteSpace: 'normal', lineHeight: 1.3 };
const slash = (date: string) => date.replaceAll('-', '/');

// C30101Student (/C30101/student, student 110): the student's center's calendar, two weeks at a time
// (?start_date= keeps the week), with the student's lessons and applications. A day opens its cells
// (fully booked ones marked in words) and what can be done there: apply for an extra or a seminar
// lesson inside its editable range, take back an own application, mark or unmark a not-attended day
// from tomorrow. Every change goes through C30101_submit; the server checks the ranges again.
export function C30101StudentPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { message, modal } = useNotices();
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const today = tokyoDate(Date.now());
  const asked = params.get('start_date');
  const start = startOfWeek(isDateString(asked) ? asked : today);
  const end = addDays(start, WEEKS_SHOWN * 7 - 1);
  const { data, failed, reload } = useRead<StudentEntryData>(
    (api) => api.call('C30101Student_doBrowse', { start_date: start, end_date: end }),
    [start, end],
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [applying, setApplying] = useState<ApplyKind | null>(null);
  const { subjects, subjectOf } = useSubjects();
  const label = (key: string, values?: Record<string, string>) => t(`scheduling.studentEntry.${key}`, values);

  const weekday = useMemo(() => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }), [i18n.language]);
  const weekdayOf = (date: string) => weekday.format(new Date(`${date}T00:00:00Z`));
  const move = (weeks: number) => {
    setSelected(null);
    setParams({ start_date: addDays(start, weeks * 7) });
  };

  const submit = async (input: C30101SubmitInput, done: string) => {
    try {
      await api.call('C30101_submit', input);
      void message.success(label(done));
      reload();
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  const day: C30101StudentDay | undefined = data?.days.find((d) => d.schedule_date === selected);
  const lessonsOn = (date: string) => (data ? lessonsOf(data, date) : []);
  const entriesOn = (date: string) => (data ? entriesOf(data, date) : []);
  const notAttendedOn = (date: string) => (data ? notAttendedOf(data, date) : undefined);

  const weeks = data ? Array.from({ length: WEEKS_SHOWN }, (_, w) => data.days.slice(w * 7, w * 7 + 7)) : [];
  const toolbar = (
    <Space wrap>
      <Button onClick={() => move(-1)} data-testid="c30101s-prev">
        {label('prevWeeks')}
      </Button>
      <Button
        onClick={() => {
          setSelected(null);
          setParams({});
        }}
      >
        {label('today')}
      </Button>
      <Button onClick={() => move(1)} data-testid="c30101s-next">
        {label('nextWeeks')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('route.C30101Student')} extra={toolbar} size={phone ? 'small' : 'default'} data-testid="c30101s-page">
      {failed ? <LoadFailed title={label('loadError')} /> : null}
      {!data && !failed ? <Skeleton active /> : null}
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <div data-testid="c30101s-ranges">
            <Typography.Text>
              {data.ranges.extra
                ? label('rangeExtra', { start: slash(data.ranges.extra.start), end: slash(data.ranges.extra.end) })
                : null}
            </Typography.Text>
            <br />
            <Typography.Text>
              {data.ranges.seminar
                ? label('rangeSeminar', { start: slash(data.ranges.seminar.start), end: slash(data.ranges.seminar.end) })
                : label('rangeNone')}
            </Typography.Text>
          </div>
          {weeks.map((week) => (
            <section key={week[0]?.schedule_date} aria-label={label('weekOf', { date: slash(week[0]?.schedule_date ?? '') })}>
              <Typography.Title level={2} style={{ fontSize: 16, margin: '4px 0' }}>
                {label('weekOf', { date: slash(week[0]?.schedule_date ?? '') })}
              </Typography.Title>
              <div style={phone ? PHONE_WEEK_GRID : WEEK_GRID}>
                {week.map((d) => {
                  const lessons = lessonsOn(d.schedule_date).length;
                  const applied = entriesOn(d.schedule_date).filter((e) => e.status === 'waiting').length;
                  const absent = !!notAttendedOn(d.schedule_date);
                  const allFull = !d.closed && d.cells.length > 0 && d.cells.every((c) => c.full);
                  return (
                    <Button
                      key={d.schedule_date}
                      style={DAY_BUTTON}
                      type={selected === d.schedule_date ? 'primary' : 'default'}
                      aria-pressed={selected === d.schedule_date}
                      onClick={() => setSelected(d.schedule_date)}
                      data-testid={`c30101s-day-${d.schedule_date}`}
                    >
                      <span>
                        {Number(d.schedule_date.slice(8))} ({weekdayOf(d.schedule_date)})
                        {d.closed ? <div>{label('closed')}</div> : null}
                        {allFull ? <div>{label('full')}</div> : null}
                        {lessons ? <div>{`${label('lesson')} ${lessons}`}</div> : null}
                        {applied ? <div>{label('status.waiting')}</div> : null}
                        {absent ? <div>{label('notAttended')}</div> : null}
                      </span>
                    </Button>
                  );
                })}
              </div>
            </section>
          ))}
          {day ? (
            <DayPanel
              key={day.schedule_date}
              data={data}
              day={day}
              today={today}
              subjectOf={subjectOf}
              weekdayOf={weekdayOf}
              onApply={setApplying}
              onWithdraw={(entry) =>
                modal.confirm({
                  title: t('common.confirmTitle'),
                  content: label('withdrawConfirm'),
                  okText: t('common.yes'),
                  cancelText: t('common.no'),
                  onOk: () =>
                    submit(
                      {
                        student_no: data.student_no,
                        belongs_center_no: data.center_no,
                        entries: [
                          { action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version },
                        ],
                      },
                      'withdrawn',
                    ),
                })
              }
              onNotAttended={() => {
                const existing = notAttendedOn(day.schedule_date);
                void submit(
                  {
                    student_no: data.student_no,
                    belongs_center_no: data.center_no,
                    not_attended: [
                      existing
                        ? { action: 'del', not_attended_no: existing.not_attended_no, lock_version: existing.lock_version }
                        : { action: 'add', schedule_date: day.schedule_date },
                    ],
                  },
                  'saved',
                );
              }}
            />
          ) : null}
        </Space>
      ) : null}
      {data && applying && selected ? (
        <ApplyDialog
          kind={applying}
          data={data}
          date={selected}
          subjects={subjects}
          onClose={() => setApplying(null)}
          onApplied={() => {
            setApplying(null);
            reload();
          }}
        />
      ) : null}
    </Card>
  );
}
