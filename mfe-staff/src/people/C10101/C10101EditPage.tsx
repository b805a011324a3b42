import { TEACHER_SEXES, TEACHER_STATUSES, TEACHER_TYPES } from '@school/contracts';
import { ROLE, TEACHER_FORM, validateTeacherForm, type FormValues } from '@school/domain';
import { useSession, useSubjectOptions, useCenterOptions } from '@school/ui';
import { MasterEditPage, MultiSelectField, SelectField, TextField } from '@school/ui/screens';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { C10101ContactPage } from './C10101ContactPage';
import { DateStringPicker } from '../../common/DateStringPicker';
import { usePrefectureOptions } from '../../common/usePrefectureOptions';

const NEW_TEACHER: FormValues = {
  teacher_name: '',
  teacher_namej: '',
  sex: null,
  teacher_type: null,
  center_no: null,
  center_nos: [],
  subject_nos: [],
  status: 1,
  birth_date: null,
  hire_date: null,
  background: '',
  remarks: '',
  email: '',
  tel: '',
  postal_code: '',
  prefecture: null,
  address: '',
};
const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const numbers = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);

// C10101Add (/C10101/add) and C10101Edit (/C10101/{teacher_id}/edit). Staff edit the whole teacher;
// a teacher (SPEC §6: C10101Edit) gets their own contact data only.
export function C10101EditPage() {
  const user = useSession().user;
  return user?.user_type_code === ROLE.TEACHER ? <C10101ContactPage teacherNo={user.teacher_no} /> : <C10101StaffEditPage />;
}

function C10101StaffEditPage() {
  const { t } = useTranslation();
  const homeCenters = useCenterOptions(0, true);
  // a teacher may also work at centers the user does not (shown, and kept by the server)
  const allCenters = useCenterOptions(0);
  const subjects = useSubjectOptions();
  const prefectures = usePrefectureOptions();
  const label = (field: string) => t(`masters.c10101.field.${field}`);
  const testId = (field: string) => `c10101-${field}`;
  const choices = (list: readonly number[], group: string) =>
    list.map((v) => ({ value: v, label: t(`masters.c10101.${group}.${v}`) }));

  return (
    <MasterEditPage
      screen="C10101"
      apis={{ getEdit: 'C10101_getEdit', doAdd: 'C10101_doAdd', doEdit: 'C10101_doEdit', doDelete: 'C10101_doDelete' }}
      keyField="teacher_no"
      routeParam="teacher_id"
      schema={TEACHER_FORM}
      validate={validateTeacherForm}
      blank={NEW_TEACHER}
      toInput={(v) => ({
        teacher_name: String(v.teacher_name ?? '').trim(),
        teacher_namej: String(v.teacher_namej ?? '').trim(),
        sex: v.sex,
        teacher_type: v.teacher_type,
        center_no: v.center_no,
        center_nos: numbers(v.center_nos),
        subject_nos: numbers(v.subject_nos),
        status: v.status,
        birth_date: textOrNull(v.birth_date),
        hire_date: textOrNull(v.hire_date),
        background: textOrNull(v.background),
        remarks: textOrNull(v.remarks),
        email: textOrNull(v.email),
        tel: textOrNull(v.tel),
        postal_code: textOrNull(v.postal_code),
        prefecture: textOrNull(v.prefecture),
        address: textOrNull(v.address),
      })}
    >
      {({ field }) => {
        const centerNos = field('center_nos');
        const date = (name: 'birth_date' | 'hire_date') => {
          const f = field(name);
          return (
            <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help}>
              <DateStringPicker value={f.value} onChange={f.onChange} status={f.validateStatus} testId={testId(name)} />
            </Form.Item>
          );
        };
        return (
          <>
            <TextField {...field('teacher_name')} label={label('teacher_name')} testId={testId('teacher_name')} required />
            <TextField {...field('teacher_namej')} label={label('teacher_namej')} testId={testId('teacher_namej')} required />
            <SelectField
              {...field('sex')}
              label={label('sex')}
              testId={testId('sex')}
              options={choices(TEACHER_SEXES, 'sex')}
              required
            />
            <SelectField
              {...field('teacher_type')}
              label={label('teacher_type')}
              testId={testId('teacher_type')}
              options={choices(TEACHER_TYPES, 'type')}
              required
            />
            <SelectField
              {...field('center_no')}
              label={label('center_no')}
              testId={testId('center_no')}
              options={homeCenters}
              // the home center is one of the centers the teacher works at
              onPick={(no) => {
                if (no !== null && !numbers(centerNos.value).includes(no)) centerNos.onChange([...numbers(centerNos.value), no]);
              }}
              required
            />
            <MultiSelectField {...centerNos} label={label('center_nos')} testId={testId('center_nos')} options={allCenters} />
            <MultiSelectField
              {...field('subject_nos')}
              label={label('subject_nos')}
              testId={testId('subject_nos')}
              options={subjects}
            />
            <SelectField
              {...field('status')}
              label={label('status')}
              testId={testId('status')}
              options={choices(TEACHER_STATUSES, 'status')}
              required
            />
            {date('birth_date')}
            {date('hire_date')}
            <TextField {...field('email')} label={label('email')} testId={testId('email')} />
            <TextField {...field('tel')} label={label('tel')} testId={testId('tel')} />
            <TextField {...field('postal_code')} label={label('postal_code')} testId={testId('postal_code')} />
            <SelectField
              {...field('prefecture')}
              label={label('prefecture')}
              testId={testId('prefecture')}
              options={prefectures}
              emptyLabel=""
              searchable
            />
            <TextField {...field('address')} label={label('address')} testId={testId('address')} />
            <TextField
              {...field('background')}
              label={label('background')}
              testId={testId('background')}
              rows={{ minRows: 2, maxRows: 4 }}
            />
            <TextField
              {...field('remarks')}
              label={label('remarks')}
              testId={testId('remarks')}
              rows={{ minRows: 2, maxRows: 6 }}
            />
          </>
        );
      }}
    </MasterEditPage>
  );
}
