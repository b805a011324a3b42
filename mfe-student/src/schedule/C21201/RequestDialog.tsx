import { type C21101Lesson, type C30101StudentBrowseOutput, type RebookingRequestRecord } from '@school/contracts';
import { addDays, REBOOKING_NOTE_MAX, rebookingRequestProblem } from '@school/domain';
import { AppDialog, isApiError, TOUCH_TARGET, useApi, useNotices } from '@school/ui';
import { Alert, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wantedDates } from './request-view';

type Props = { lesson: C21101Lesson; today: string; onClose: () => void; onSent: (request: RebookingRequestRecord) => void };

type Values = { wanted_date: string | null; wanted_time_limit_no: number | null; note: string };

// Asks staff to move one coming lesson (T1035, C21201_doAddRequest): a wanted date of the lesson
// center's change range (SPEC §9, libs/domain's rule here too; the server checks again) with an
// optional slot open that day, or a free note. A refusal stays in the dialog in the user's language.
export function RequestDialog({ lesson, today, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const [calendar, setCalendar] = useState<C30101StudentBrowseOutput | 'error' | null>(null);
  const [values, setValues] = useState<Values>({ wanted_date: null, wanted_time_limit_no: null, note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (key: string) => t(`scheduling.studentDay.${key}`);

  // the lesson center's calendar and change range, from tomorrow as far as one read reaches
  useEffect(() => {
    let live = true;
    const start = addDays(today, 1);
    api
      .call(
        'C30101Student_doBrowse',
        { start_date: start, end_date: addDays(start, 41), center_no: lesson.center_no },
        { silent: true },
      )
      .then((out) => live && setCalendar(out))
      .catch(() => live && setCalendar('error'));
    return () => {
      live = false;
    };
  }, [api, lesson.center_no, today]);

  const loaded = calendar !== null && calendar !== 'error' ? calendar : null;
  const range = loaded?.ranges.change ?? null;
  const dates = useMemo(() => (loaded ? wantedDates(loaded.days, range) : []), [loaded, range]);
  const slots = useMemo(() => {
    const day = dates.find((d) => d.schedule_date === values.wanted_date);
    const labels = new Map((loaded?.slots ?? []).map((s) => [s.time_limit_no, s.label]));
    return (day?.cells ?? []).map((c) => ({
      value: c.time_limit_no,
      label: labels.get(c.time_limit_no) ?? String(c.time_limit_no),
    }));
  }, [dates, loaded, values.wanted_date]);
  const set = (patch: Partial<Values>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  const submit = async () => {
    const draft = { lesson_date: lesson.schedule_date, ...values, note: values.note.trim() ? values.note : null };
    const found = rebookingRequestProblem(draft, range);
    if (found) {
      setProblem(t(found.key, range ? { start: range.start, end: range.end } : {}));
      return;
    }
    setSaving(true);
    try {
      const sent = await api.call('C21201_doAddRequest', { schedule_no: lesson.schedule_no, ...draft }, { silent: true });
      void message.success(label('requestSent'));
      onSent(sent);
    } catch (e) {
      if (!isApiError(e)) throw e;
      // the server's refusal, already in the user's language, stays next to the form
      const texts = Object.values(e.fieldErrors ?? {}).flat();
      setProblem(texts.length ? texts.join(' ') : e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      title={label('requestTitle')}
      okText={label('requestSubmit')}
      cancelText={label('requestCancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: saving, disabled: calendar === null, style: TOUCH_TARGET, id: 'request-submit' }}
      cancelButtonProps={{ style: TOUCH_TARGET }}
      data-testid="request-dialog"
    >
      <Typography.Paragraph>
        {`${lesson.schedule_date.replaceAll('-', '/')} ${lesson.start_time}–${lesson.end_time} ${lesson.slot_label}`}
      </Typography.Paragraph>
      {range ? (
        <Typography.Paragraph type="secondary" data-testid="request-range">
          {t('scheduling.studentDay.requestRange', {
            start: range.start.replaceAll('-', '/'),
            end: range.end.replaceAll('-', '/'),
          })}
        </Typography.Paragraph>
      ) : null}
      {problem ? (
        <Alert type="error" showIcon message={problem} role="alert" data-testid="request-problem" style={{ marginBottom: 12 }} />
      ) : null}
      {calendar === null ? <Spin /> : null}
      <Form layout="vertical" data-testid="request-form">
        <Form.Item label={label('wantedDate')} htmlFor="request-date">
          <Select
            id="request-date"
            allowClear
            value={values.wanted_date}
            options={dates.map((d) => ({ value: d.schedule_date, label: d.schedule_date.replaceAll('-', '/') }))}
            onChange={(v: string | undefined) => set({ wanted_date: v ?? null, wanted_time_limit_no: null })}
            data-testid="request-date"
          />
        </Form.Item>
        <Form.Item label={label('wantedSlot')} htmlFor="request-slot">
          <Select
            id="request-slot"
            allowClear
            disabled={values.wanted_date === null}
            value={values.wanted_time_limit_no}
            options={slots}
            onChange={(v: number | undefined) => set({ wanted_time_limit_no: v ?? null })}
            data-testid="request-slot"
          />
        </Form.Item>
        <Form.Item label={label('requestNote')} htmlFor="request-note">
          <Input.TextArea
            id="request-note"
            rows={3}
            maxLength={REBOOKING_NOTE_MAX}
            value={values.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
