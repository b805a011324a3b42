import {
  ENROLLMENT_STATUSES,
  SCHOOL_YEAR_CODES,
  STUDENT_SEXES,
  TEACHER_REQUEST_TYPES,
  TEACHER_REQUESTS,
  type StudentNgTeacherRow,
} from '@school/contracts';
import { SHEET_ENUMERATIONS, sheetEnumLabelKey, STUDENT_FORM, validateStudentForm, type FormValues } from '@school/domain';
import { MasterEditPage, MultiSelectField, SelectField, TextField } from '@school/ui/screens';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { C20101NgTeachers } from './C20101NgTeachers';
import { DateStringPicker } from '../../common/DateStringPicker';
import { useStudentInit } from './useStudentInit';

const NEW_STUDENT: FormValues = {
  student_name: '',
  student_namej: '',
  // SPEC §3: not given
  sex: 3,
  birth_date: null,
  school_year_code: null,
  school_name: '',
  center_no: null,
  enrollment_status: 1,
  enrollment_date: null,
  teacher_request: 3,
  teacher_request_type: null,
  subject_nos: [],
  ng_teacher_nos: [],
  guardian_name: '',
  guardian_namej: '',
  guardian_relationship: null,
  email: '',
  tel: '',
};
const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const numbers = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);

// C20101Add (/C20101/add) and C20101Edit (/C20101/{student_id}/edit), the NG teachers included. The
// center is chosen on Add; afterwards it moves on C20301 (the student's lessons move with it).
export function C20101EditPage() {
  const { t } = useTranslation();
  const { centers, subjects, teachers } = useStudentInit();
  const label = (field: string) => t(`masters.c20101.field.${field}`);
  const testId = (field: string) => `c20101-${field}`;
  const choices = (list: readonly number[], group: string) =>
    list.map((v) => ({ value: v, label: t(`masters.c20101.${group}.${v}`) }));

  return (
    <MasterEditPage
      screen="C20101"
      apis={{ getEdit: 'C20101_getEdit', doAdd: 'C20101_doAdd', doEdit: 'C20101_doEdit', doDelete: 'C20101_doDelete' }}
      keyField="student_no"
      routeParam="student_id"
      schema={STUDENT_FORM}
      validate={validateStudentForm}
      blank={NEW_STUDENT}
      toInput={(v) => ({
        student_name: String(v.student_name ?? '').trim(),
        student_namej: String(v.student_namej ?? '').trim(),
        sex: v.sex,
        birth_date: textOrNull(v.birth_date),
        school_year_code: v.school_year_code ?? null,
        school_name: textOrNull(v.school_name),
        center_no: v.center_no,
        enrollment_status: v.enrollment_status,
        enrollment_date: textOrNull(v.enrollment_date),
        teacher_request: v.teacher_request,
        teacher_request_type: v.teacher_request_type ?? null,
        subject_nos: numbers(v.subject_nos),
        ng_teacher_nos: numbers(v.ng_teacher_nos),
        guardian_name: textOrNull(v.guardian_name),
        guardian_namej: textOrNull(v.guardian_namej),
        guardian_relationship: v.guardian_relationship ?? null,
        email: textOrNull(v.email),
        tel: textOrNull(v.tel),
      })}
    >
      {({ field, state }) => {
        const date = (name: 'birth_date' | 'enrollment_date') => {
          const f = field(name);
          return (
            <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help}>
              <DateStringPicker value={f.value} onChange={f.onChange} status={f.validateStatus} testId={testId(name)} />
            </Form.Item>
          );
        };
        const saved = (state.values.ng_teachers as StudentNgTeacherRow[] | undefined) ?? [];
        return (
          <>
            <TextField {...field('student_name')} label={label('student_name')} testId={testId('student_name')} required />
            <TextField {...field('student_namej')} label={label('student_namej')} testId={testId('student_namej')} required />
            <SelectField
              {...field('sex')}
              label={label('sex')}
              testId={testId('sex')}
              options={choices(STUDENT_SEXES, 'sex')}
              required
            />
            {date('birth_date')}
            <SelectField
              {...field('school_year_code')}
              label={label('school_year_code')}
              testId={testId('school_year_code')}
              options={choices(SCHOOL_YEAR_CODES, 'schoolYear')}
              emptyLabel=""
            />
            <TextField {...field('school_name')} label={label('school_name')} testId={testId('school_name')} />
            <SelectField
              {...field('center_no')}
              label={label('center_no')}
              testId={testId('center_no')}
              options={centers}
              disabled={typeof state.values.student_no === 'number'}
              required
            />
            <SelectField
              {...field('enrollment_status')}
              label={label('enrollment_status')}
              testId={testId('enrollment_status')}
              options={choices(ENROLLMENT_STATUSES, 'enrollment')}
              required
            />
            {date('enrollment_date')}
            <SelectField
              {...field('teacher_request')}
              label={label('teacher_request')}
              testId={testId('teacher_request')}
              options={choices(TEACHER_REQUESTS, 'request')}
              required
            />
            <SelectField
              {...field('teacher_request_type')}
              label={label('teacher_request_type')}
              testId={testId('teacher_request_type')}
              options={choices(TEACHER_REQUEST_TYPES, 'requestType')}
              emptyLabel={t('masters.c20101.noRequestType')}
            />
            <MultiSelectField
              {...field('subject_nos')}
              label={label('subject_nos')}
              testId={testId('subject_nos')}
              options={subjects}
            />
            <C20101NgTeachers {...field('ng_teacher_nos')} teachers={teachers} saved={saved} />
            <TextField {...field('guardian_name')} label={label('guardian_name')} testId={testId('guardian_name')} />
            <TextField {...field('guardian_namej')} label={label('guardian_namej')} testId={testId('guardian_namej')} />
            {/* SPEC §9's list, the one the student sheet uses */}
            <SelectField
              {...field('guardian_relationship')}
              label={label('guardian_relationship')}
              testId={testId('guardian_relationship')}
              options={SHEET_ENUMERATIONS.guardianRelationship.map((code) => ({
                value: code,
                label: t(sheetEnumLabelKey('guardianRelationship', code)),
              }))}
              emptyLabel=""
            />
            <TextField {...field('email')} label={label('email')} testId={testId('email')} />
            <TextField {...field('tel')} label={label('tel')} testId={testId('tel')} />
          </>
        );
      }}
    </MasterEditPage>
  );
}
