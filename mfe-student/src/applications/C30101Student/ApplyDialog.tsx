import { type C30101StudentCell, type C30101StudentSeminar, type DropdownOption } from '@school/contracts';
import { isDateEditable } from '@school/domain';
import { AppDialog, isApiError, useApi, useNotices } from '@school/ui';
import { DatePicker, Form, Input, Radio, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inSeminarSlots, seminarsOn, slotLabelOf, type StudentEntryData } from './student-entry-view';

export type ApplyKind = 'extra' | 'seminar';

type Props = {
  kind: ApplyKind;
  data: StudentEntryData;
  date: string;
  subjects: DropdownOption[];
  onClose: () => void;
  onApplied: () => void;
};

type Values = {
  schedule_date: string;
  time_limit_no?: number;
  subject_no?: number;
  capacity: 1 | 2;
  seminar_calendar_no?: number;
  request_note?: string;
};

const ISO = 'YYYY-MM-DD';

// Applies for one extra (type 2) or seminar (type 3) lesson through C30101_submit. Only dates of the
// kind's editable range can be picked (the server checks it again); the slots are the chosen date's
// open ones, a fully booked one marked and not choosable.
export function ApplyDialog({ kind, data, date, subjects, onClose, onApplied }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const [values, setValues] = useState<Values>({
    schedule_date: date,
    capacity: 1,
    seminar_calendar_no: kind === 'seminar' ? seminarsOn(data, date)[0]?.seminar_calendar_no : undefined,
  });
  const [cells, setCells] = useState<C30101StudentCell[] | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (key: string) => t(`scheduling.studentEntry.${key}`);
  const range = kind === 'extra' ? data.ranges.extra : data.ranges.seminar;
  const seminar: C30101StudentSeminar | undefined = data.seminars.find(
    (s) => s.seminar_calendar_no === values.seminar_calendar_no,
  );

  // the chosen date's cells, read fresh (a date of another week has not been read yet)
  useEffect(() => {
    let live = true;
    setCells(null);
    api
      .call('C30101Student_doBrowse', { start_date: values.schedule_date, end_date: values.schedule_date }, { silent: true })
      .then((out) => live && setCells(out.days[0]?.cells ?? []))
      .catch(() => live && setCells([]));
    return () => {
      live = false;
    };
  }, [api, values.schedule_date]);

  const disabledDate = (day: Dayjs) => {
    const d = day.format(ISO);
    if (!isDateEditable(d, range)) return true;
    if (kind === 'seminar') return !seminar || d < seminar.schedule_start_date || d > seminar.schedule_end_date;
    return false;
  };
  const slotOptions = useMemo(
    () =>
      (cells ?? [])
        .filter((c) => kind === 'extra' || (seminar !== undefined && inSeminarSlots(seminar, c.time_limit_no)))
        .map((c) => ({
          value: c.time_limit_no,
          disabled: c.full,
          label: c.full ? `${slotLabelOf(data, c.time_limit_no)} (${label('full')})` : slotLabelOf(data, c.time_limit_no),
        })),
    [cells, kind, seminar, data, t],
  );
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const ready = values.time_limit_no !== undefined && values.subject_no !== undefined && (kind === 'extra' || !!seminar);

  const submit = async () => {
    if (!ready) return;
    setSaving(true);
    try {
      await api.call('C30101_submit', {
        student_no: data.student_no,
        belongs_center_no: data.center_no,
        entries: [
          {
            action: 'add',
            entry_type: kind === 'extra' ? 2 : 3,
            schedule_date: values.schedule_date,
            time_limit_no: values.time_limit_no as number,
            subject_no: values.subject_no as number,
            capacity: values.capacity,
            ...(kind === 'seminar' ? { seminar_calendar_no: values.seminar_calendar_no } : {}),
            ...(values.request_note ? { request_note: values.request_note } : {}),
          },
        ],
      });
      void message.success(label('submitted'));
      onApplied();
    } catch (e) {
      // the client has shown the refusal (a full cell, a date out of range); the dialog stays open
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      title={label(kind === 'extra' ? 'dialogExtra' : 'dialogSeminar')}
      okText={label('submit')}
      cancelText={label('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready, loading: saving, id: 'apply-submit' }}
    >
      {range ? (
        <Typography.Paragraph type="secondary">
          {t(`scheduling.studentEntry.${kind === 'extra' ? 'rangeExtra' : 'rangeSeminar'}`, {
            start: range.start.replaceAll('-', '/'),
            end: range.end.replaceAll('-', '/'),
          })}
        </Typography.Paragraph>
      ) : null}
      <Form layout="vertical" data-testid="apply-form">
        {kind === 'seminar' ? (
          <Form.Item label={label('seminar')} htmlFor="apply-seminar">
            <Select
              id="apply-seminar"
              value={values.seminar_calendar_no}
              options={data.seminars.map((s) => ({ value: s.seminar_calendar_no, label: s.seminar_name }))}
              onChange={(v: number) => set({ seminar_calendar_no: v, time_limit_no: undefined })}
              data-testid="apply-seminar"
            />
          </Form.Item>
        ) : null}
        <Form.Item label={label('date')} htmlFor="apply-date">
          <span data-testid="apply-date">
            <DatePicker
              id="apply-date"
              format="YYYY/MM/DD"
              allowClear={false}
              value={dayjs(values.schedule_date)}
              disabledDate={disabledDate}
              onChange={(d) => d && set({ schedule_date: d.format(ISO), time_limit_no: undefined })}
            />
          </span>
        </Form.Item>
        <Form.Item label={label('slot')} htmlFor="apply-slot">
          {cells === null ? (
            <Spin size="small" />
          ) : !slotOptions.some((o) => !o.disabled) ? (
            // an open list of disabled options only would point the screen reader at no option
            <Typography.Text data-testid="apply-no-slot">{label('noSlots')}</Typography.Text>
          ) : (
            <Select
              id="apply-slot"
              value={values.time_limit_no}
              options={slotOptions}
              notFoundContent={label('noSlots')}
              onChange={(v: number) => set({ time_limit_no: v })}
              data-testid="apply-slot"
            />
          )}
        </Form.Item>
        <Form.Item label={label('subject')} htmlFor="apply-subject">
          <Select
            id="apply-subject"
            value={values.subject_no}
            options={subjects}
            onChange={(v: number) => set({ subject_no: v })}
            data-testid="apply-subject"
          />
        </Form.Item>
        <Form.Item label={label('capacity')}>
          <Radio.Group
            value={values.capacity}
            onChange={(e) => set({ capacity: e.target.value as 1 | 2 })}
            aria-label={label('capacity')}
            data-testid="apply-capacity"
          >
            <Radio value={1}>{label('capacityOne')}</Radio>
            <Radio value={2}>{label('capacityTwo')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={label('note')} htmlFor="apply-note">
          <Input.TextArea
            id="apply-note"
            rows={2}
            maxLength={500}
            value={values.request_note ?? ''}
            onChange={(e) => set({ request_note: e.target.value })}
          />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
