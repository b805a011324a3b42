import { type DropdownOption, type SeminarCalendarSaveInput, buildPath, findRoute } from '@school/contracts';
import { checkSeminarCalendar, SEMINAR_FORM, validateForm, type FormValues } from '@school/domain';
import { useApi, useNotices } from '@school/ui';
import { useNavigate, useParams } from '@school/ui/router';
import { ConfirmDeleteButton, EditPage, FieldItem, SelectField, TextField } from '@school/ui/screens';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../common/DateStringPicker';

const NEW_SEMINAR: FormValues = {
  seminar_name: '',
  schedule_start_date: null,
  schedule_end_date: null,
  start_time_limit_no: null,
  end_time_limit_no: null,
  entry_start_date: null,
  entry_end_date: null,
  remarks: '',
};
const DATES = [
  ['schedule_start_date', 'scheduleStartDate'],
  ['schedule_end_date', 'scheduleEndDate'],
  ['entry_start_date', 'entryStartDate'],
  ['entry_end_date', 'entryEndDate'],
] as const;
const SLOTS = [
  ['start_time_limit_no', 'startTimeLimitNo'],
  ['end_time_limit_no', 'endTimeLimitNo'],
] as const;
const browsePath = () => findRoute('M20801Browse')?.path ?? '/';
// What a save sends, from values the page has checked: an existing row by its number, at the
// lock_version it was read with.
const saveInput = (values: FormValues): SeminarCalendarSaveInput => {
  const text = (name: keyof SeminarCalendarSaveInput) => String(values[name] ?? '');
  return {
    seminar_name: text('seminar_name'),
    schedule_start_date: text('schedule_start_date'),
    schedule_end_date: text('schedule_end_date'),
    start_time_limit_no: Number(values.start_time_limit_no),
    end_time_limit_no: Number(values.end_time_limit_no),
    entry_start_date: text('entry_start_date'),
    entry_end_date: text('entry_end_date'),
    remarks: typeof values.remarks === 'string' ? values.remarks : null,
    ...(typeof values.seminar_calendar_no === 'number'
      ? { seminar_calendar_no: values.seminar_calendar_no, lock_version: Number(values.lock_version) }
      : {}),
  };
};
const editPath = (name: string) => buildPath(findRoute('M20801Edit')?.path ?? '', { seminar_name: name });

// The form rules and the orders between the dates and slots (libs/domain, as the scheduling service).
const validate = (values: FormValues) => {
  const errors = { ...validateForm(values, SEMINAR_FORM).errors };
  for (const [field, list] of Object.entries(checkSeminarCalendar(values))) errors[field] = [...(errors[field] ?? []), ...list];
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
};

// M20801Add (/M20801/add) and M20801Edit (/M20801/edit/{seminar_name}): a seasonal course's period,
// its daily first and last slots and its application window. Saved under a new name, the page moves
// to that name's route.
export function M20801EditPage() {
  const { t } = useTranslation();
  const { message } = useNotices();
  const api = useApi();
  const navigate = useNavigate();
  const { seminar_name: seminarName } = useParams();
  const [slots, setSlots] = useState<DropdownOption[]>([]);
  const label = (key: string) => t(`masters.m20801.${key}`);

  useEffect(() => {
    api
      .call('M20801_getDropdownData', {}, { silent: true })
      .then((d) => setSlots(d.time_slots))
      .catch(() => setSlots([]));
  }, [api]);

  return (
    <EditPage
      key={seminarName ?? 'add'}
      titleKey={seminarName ? 'route.M20801Edit' : 'route.M20801Add'}
      schema={SEMINAR_FORM}
      validate={validate}
      initialValues={NEW_SEMINAR}
      load={seminarName ? () => api.call('M20801_getEdit', { seminar_name: seminarName }) : undefined}
      save={(values) => api.call('M20801_doSave', saveInput(values))}
      onSaved={(values) => {
        if (typeof values.seminar_name === 'string' && values.seminar_name !== seminarName)
          navigate(editPath(values.seminar_name), { replace: true });
      }}
      onCancel={() => navigate(browsePath())}
      actions={({ values }) => {
        const no = values.seminar_calendar_no;
        return typeof no === 'number' ? (
          <ConfirmDeleteButton
            testId="m20801-delete"
            onDelete={() => api.call('M20801_doDelete', { seminar_calendar_no: no, lock_version: Number(values.lock_version) })}
            onDeleted={() => {
              void message.success(t('MSG_1002'));
              navigate(browsePath());
            }}
          />
        ) : null;
      }}
    >
      {({ field }) => (
        <>
          <TextField {...field('seminar_name')} label={label('seminarName')} testId="m20801-seminar_name" required />
          {DATES.map(([key, text]) => {
            const date = field(key);
            return (
              <FieldItem key={key} label={label(text)} validateStatus={date.validateStatus} help={date.help} required>
                {(id) => (
                  <DateStringPicker
                    id={id}
                    value={date.value}
                    onChange={date.onChange}
                    status={date.validateStatus}
                    testId={`m20801-${key}`}
                  />
                )}
              </FieldItem>
            );
          })}
          {SLOTS.map(([key, text]) => (
            <SelectField key={key} {...field(key)} label={label(text)} testId={`m20801-${key}`} options={slots} required />
          ))}
          <TextField {...field('remarks')} label={label('remarks')} testId="m20801-remarks" rows={{ minRows: 2, maxRows: 6 }} />
        </>
      )}
    </EditPage>
  );
}
