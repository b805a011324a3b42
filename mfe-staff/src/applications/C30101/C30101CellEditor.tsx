import type { SeminarPeriodView, StudentHeader, StudentLessonView } from '@school/contracts';
import { NumberField, SelectField, TextField } from '@school/ui/screens';
import { Button, Card, Divider, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cell, ChangesAction, ChangesState, EntryKind, Message } from './c30101-changes';
import { canTakeBack, cellRows, cellState, inRange, movableLessons, seminarsAt, type WeekData } from './c30101-week';
import type { C30101Labels } from './useC30101Labels';

type Props = {
  cell: Cell | null;
  data: WeekData;
  student: StudentHeader;
  coming: readonly StudentLessonView[];
  subjects: readonly { value: number | string; label: string }[];
  state: ChangesState;
  dispatch: Dispatch<ChangesAction>;
  staff: boolean;
  labels: C30101Labels;
};

const KINDS: EntryKind[] = ['extra', 'seminar', 'change', 'weekly'];

export function useMessageText() {
  const { t } = useTranslation();
  return (m: Message) => ('text' in m ? m.text : t(m.key, m.params));
}

// The selected cell: its rows (applications can be taken back), the form that marks an application
// or a weekly course there, and the date's not-attended day. Nothing is sent before the screen's save.
export function C30101CellEditor({ cell, data, student, coming, subjects, state, dispatch, staff, labels }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (!cell)
    return (
      <Card size="small" title={t('masters.c30101.editor')} data-testid="c30101-editor">
        <Typography.Text type="secondary">{t('masters.c30101.selectCell')}</Typography.Text>
      </Card>
    );

  const { form, errors } = state;
  const date = cell.schedule_date;
  const cs = cellState(data, date, cell.time_limit_no, staff);
  const rows = cellRows(data, date, cell.time_limit_no);
  const seminars: SeminarPeriodView[] = seminarsAt(data.seminars, date, cell.time_limit_no);
  const ownSubjects = student.subject_nos.length
    ? subjects.filter((s) => student.subject_nos.includes(Number(s.value)))
    : subjects;
  const movable = movableLessons(coming, data.calendar.today).filter(
    (l) => !(l.schedule_date === date && l.time_limit_no === cell.time_limit_no),
  );
  const set = (patch: Partial<ChangesState['form']>) => dispatch({ type: 'setForm', patch });
  const fieldProps = (name: string) => {
    const list = errors[name] ?? [];
    return list.length ? { validateStatus: 'error' as const, help: list.map(text).join(' ') } : {};
  };
  // a form field as the kit's fields take it: its value, its change and its messages
  const field = (name: keyof ChangesState['form']) => ({
    value: form[name],
    onChange: (value: unknown) => set({ [name]: value ?? null } as Partial<ChangesState['form']>),
    ...fieldProps(name),
  });
  const takenBack = (no: number) => state.marked.some((m) => m.key === `entry-${no}`);
  const absent = data.notAttended.find((n) => n.schedule_date === date);
  const absentDel = absent ? state.marked.some((m) => m.key === `not-attended-no-${absent.not_attended_no}`) : false;
  const absentEditable = inRange(date, data.calendar.editable.not_attended);
  const kind = form.kind;

  return (
    <Card
      size="small"
      title={t('masters.c30101.editorOf', { date: labels.day(date), slot: labels.slot(cell.time_limit_no) })}
      data-testid="c30101-editor"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap size={4}>
          {cs.full ? <Tag color="red">{t('masters.c30101.full')}</Tag> : null}
          {cs.remaining !== null ? <Tag>{t('masters.c30101.remaining', { count: cs.remaining })}</Tag> : null}
          {!cs.open ? <Tag>{t('masters.c30101.notOpen')}</Tag> : null}
          {seminars.map((s) => (
            <Tag key={s.seminar_calendar_no} color="purple">
              {s.seminar_name}
            </Tag>
          ))}
        </Space>

        {rows.entries.map((e) => (
          <Space key={e.entry_schedule_no} wrap>
            <span>{labels.entry(e)}</span>
            {canTakeBack(e, data.calendar.today) ? (
              <Button
                size="small"
                danger={!takenBack(e.entry_schedule_no)}
                onClick={() => dispatch({ type: 'takeBack', entry: e })}
                data-testid={`c30101-take-back-${e.entry_schedule_no}`}
              >
                {takenBack(e.entry_schedule_no) ? t('masters.c30101.keep') : t('masters.c30101.takeBack')}
              </Button>
            ) : null}
          </Space>
        ))}

        {cs.kinds.length ? (
          <Form layout="vertical" component="div" data-testid="c30101-entry-form">
            <Form.Item label={t('masters.c30101.kind')} {...fieldProps('kind')}>
              <Radio.Group
                value={kind}
                onChange={(e) => set({ kind: e.target.value as EntryKind })}
                aria-label={t('masters.c30101.kind')}
                data-testid="c30101-kind"
              >
                {KINDS.filter((k) => k !== 'weekly' || staff).map((k) => (
                  <Radio key={k} value={k} disabled={!cs.kinds.includes(k)} data-testid={`c30101-kind-${k}`}>
                    {t(`masters.c30101.kindOf.${k}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {kind !== 'change' ? (
              <>
                <SelectField
                  {...field('subject_no')}
                  label={t('masters.c30101.subject')}
                  testId="c30101-subject"
                  options={ownSubjects.map((s) => ({ value: Number(s.value), label: s.label }))}
                  required
                />
                <Form.Item label={t('masters.c30101.capacity')} required {...fieldProps('capacity')}>
                  <Radio.Group
                    value={form.capacity}
                    onChange={(e) => set({ capacity: e.target.value as 1 | 2 })}
                    aria-label={t('masters.c30101.capacity')}
                    data-testid="c30101-capacity"
                  >
                    <Radio value={1}>{t('masters.c30101.oneToOne')}</Radio>
                    <Radio value={2}>{t('masters.c30101.oneToTwo')}</Radio>
                  </Radio.Group>
                </Form.Item>
              </>
            ) : null}
            {kind === 'seminar' ? (
              <SelectField
                {...field('seminar_calendar_no')}
                label={t('masters.c30101.seminar')}
                testId="c30101-seminar"
                required
                options={seminars.map((s) => ({
                  value: s.seminar_calendar_no,
                  label: t('masters.c30101.seminarOption', {
                    name: s.seminar_name,
                    start: labels.date(s.schedule_start_date),
                    end: labels.date(s.schedule_end_date),
                  }),
                }))}
              />
            ) : null}
            {kind === 'change' ? (
              <SelectField
                {...field('original_schedule_no')}
                label={t('masters.c30101.lessonToMove')}
                testId="c30101-lesson"
                required
                options={movable.map((l) => ({ value: l.schedule_no, label: labels.lesson(l) }))}
              />
            ) : null}
            {kind === 'weekly' ? (
              <NumberField {...field('weeks')} label={t('masters.c30101.weeks')} testId="c30101-weeks" min={1} required />
            ) : (
              <TextField
                {...field('request_note')}
                label={t('masters.c30101.requestNote')}
                testId="c30101-note"
                rows={{ minRows: 1, maxRows: 4 }}
              />
            )}
            <Button
              type="primary"
              ghost
              onClick={() => dispatch({ type: 'mark', cell, allowed: cs.kinds })}
              data-testid="c30101-mark"
            >
              {t('masters.c30101.mark')}
            </Button>
          </Form>
        ) : (
          <Typography.Text type="secondary" data-testid="c30101-not-editable">
            {t('masters.c30101.notEditable')}
          </Typography.Text>
        )}

        <Divider style={{ margin: '8px 0' }} />
        {absent ? (
          <Space wrap>
            <Tag color="magenta">{t('masters.c30101.notAttended')}</Tag>
            {absent.remarks ? <span>{absent.remarks}</span> : null}
            {absentEditable ? (
              <Button
                size="small"
                onClick={() => dispatch({ type: 'removeNotAttended', record: absent })}
                data-testid="c30101-not-attended-remove"
              >
                {absentDel ? t('masters.c30101.keep') : t('masters.c30101.unmarkNotAttended')}
              </Button>
            ) : null}
          </Space>
        ) : absentEditable ? (
          <Space wrap>
            <Input
              value={form.remarks}
              onChange={(e) => set({ remarks: e.target.value })}
              placeholder={t('masters.c30101.remarks')}
              aria-label={t('masters.c30101.remarks')}
              maxLength={1000}
              style={{ width: 180 }}
              data-testid="c30101-not-attended-remarks"
            />
            <Button
              onClick={() => dispatch({ type: 'markNotAttended', date, remarks: form.remarks })}
              data-testid="c30101-not-attended-add"
            >
              {t('masters.c30101.markNotAttended')}
            </Button>
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}
