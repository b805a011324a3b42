import type { StudentSheetRecord } from '@school/contracts';
import {
  blankStudentSheet,
  flattenStudentSheet,
  nestStudentSheet,
  ROLE,
  STUDENT_SHEET_ROW_FORM,
  STUDENT_SHEET_SECTIONS,
  validateStudentSheetForm,
  type FormValues,
} from '@school/domain';
import { useApi, useKeptPlace, useSession } from '@school/ui';
import { useParams } from '@school/ui/router';
import { FieldItem, MasterEditPage, SelectField, type EditFormApi } from '@school/ui/screens';
import { Card, Collapse, Descriptions, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { C20201SheetFields } from './C20201SheetFields';
import { DateStringPicker } from '../../common/DateStringPicker';

const ROW_FIELDS = ['student_no', 'reference_start_date', 'reference_end_date'] as const;
const DEFAULT_OPEN = ['row', 'studentInfo'];

// The page holds the row fields and the sheet's fields flat, one per path (libs/domain student-sheet).
const fromRecord = (row: FormValues): FormValues => {
  const { sheet, ...rest } = row as unknown as StudentSheetRecord;
  return { ...rest, ...flattenStudentSheet(sheet).values };
};
const blankWith = (period: { reference_start_date: string; reference_end_date: string }): FormValues => ({
  student_no: null,
  ...period,
  ...flattenStudentSheet(blankStudentSheet()).values,
});

// C20201Add (/C20201/add) and C20201Edit (/C20201/edit/{curriculum_id}): the student sheet, its sections
// folded (the open ones and the scroll position are kept per sheet for the tab's session); leaving with
// unsaved changes asks first (the shared edit page). A new sheet's period is T1130's default.
export function C20201EditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const curriculumId = useParams().curriculum_id;
  const user = useSession().user;
  const [blank, setBlank] = useState<FormValues | null>(null);
  const [students, setStudents] = useState<{ value: number; label: string }[]>([]);

  useEffect(() => {
    let live = true;
    api
      .call('T1130_getDefaultReferenceDate', {}, { silent: true })
      .then((period) => live && setBlank(blankWith(period)))
      .catch(() => live && setBlank(blankWith({ reference_start_date: '', reference_end_date: '' })));
    if (!curriculumId)
      api
        .call('C20201_init', {}, { silent: true })
        .then((init) => live && setStudents(init.students))
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, curriculumId]);

  // SPEC §6: teachers read sheets (of their centers' students); the server refuses their saves too
  const readOnly = user?.user_type_code === ROLE.TEACHER;
  if (!blank) return <Card title={t(curriculumId ? 'route.C20201Edit' : 'route.C20201Add')}>{<Skeleton active />}</Card>;
  return (
    <MasterEditPage
      screen="C20201"
      apis={{ getEdit: 'C20201_getEdit', doSave: 'C20201_doSave' }}
      readOnly={readOnly}
      keyField="curriculum_id"
      routeParam="curriculum_id"
      schema={STUDENT_SHEET_ROW_FORM}
      validate={validateStudentSheetForm}
      blank={blank}
      fromRecord={fromRecord}
      toInput={(v) => ({
        ...Object.fromEntries(ROW_FIELDS.map((f) => [f, v[f] === '' ? null : (v[f] ?? null)])),
        sheet: nestStudentSheet(v),
      })}
    >
      {(form) => <C20201Sheet form={form} students={students} />}
    </MasterEditPage>
  );
}

function C20201Sheet({ form, students }: { form: EditFormApi; students: { value: number; label: string }[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const { field, state } = form;
  const curriculumId = state.values.curriculum_id as number | undefined;
  const { open, setOpen } = useKeptPlace(`C20201:${curriculumId ?? 'new'}`, DEFAULT_OPEN, true);
  const studentNo = state.values.student_no as number | null;
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (typeof studentNo !== 'number') return setCount(null);
    let live = true;
    api
      .call('T1130_getT1130Count', { student_no: studentNo }, { silent: true })
      .then((answer) => live && setCount(answer.count))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [api, studentNo]);

  const label = (name: string) => t(`masters.c20201.field.${name}`);
  const date = (name: 'reference_start_date' | 'reference_end_date') => {
    const f = field(name);
    return (
      <FieldItem label={label(name)} validateStatus={f.validateStatus} help={f.help} required>
        {(id) => (
          <DateStringPicker id={id} value={f.value} onChange={f.onChange} status={f.validateStatus} testId={`c20201-${name}`} />
        )}
      </FieldItem>
    );
  };
  const v = state.values;
  const row = (
    <>
      {curriculumId ? (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }} data-testid="c20201-student">
          <Descriptions.Item label={label('student_name')}>{String(v.student_name ?? '')}</Descriptions.Item>
          <Descriptions.Item label={label('student_namej')}>{String(v.student_namej ?? '')}</Descriptions.Item>
          <Descriptions.Item label={label('sex')}>{t(`masters.c20101.sex.${String(v.sex)}`)}</Descriptions.Item>
          <Descriptions.Item label={label('enrollment_status')}>
            {t(`masters.c20101.enrollment.${String(v.enrollment_status)}`)}
          </Descriptions.Item>
          <Descriptions.Item label={label('center_name')}>{String(v.center_name ?? '')}</Descriptions.Item>
        </Descriptions>
      ) : (
        <SelectField
          {...field('student_no')}
          label={label('student_no')}
          testId="c20201-student_no"
          options={students}
          searchable
          required
        />
      )}
      {count !== null ? (
        <Typography.Paragraph type="secondary" data-testid="c20201-sheet-count">
          {t('masters.c20201.sheetCount', { count })}
        </Typography.Paragraph>
      ) : null}
      {date('reference_start_date')}
      {date('reference_end_date')}
    </>
  );
  // a section holding a message is shown open, so the message is seen
  const withErrors = Object.keys(state.errors).map((path) => path.split('.')[0]);
  const active = [...new Set([...open, ...withErrors.filter((s) => (STUDENT_SHEET_SECTIONS as readonly string[]).includes(s))])];
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      activeKey={active}
      onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
      items={[
        { key: 'row', label: t('masters.c20201.section.row'), children: row, headerClass: 'c20201-section-row' },
        ...STUDENT_SHEET_SECTIONS.map((section) => ({
          key: section,
          label: t(`masters.c20201.section.${section}`),
          children: <C20201SheetFields form={form} section={section} />,
          headerClass: `c20201-section-${section}`,
        })),
      ]}
    />
  );
}
