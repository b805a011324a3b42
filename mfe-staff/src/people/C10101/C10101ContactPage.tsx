import { TEACHER_CONTACT_FIELDS, type TeacherRecord } from '@school/contracts';
import { TEACHER_CONTACT_FORM, type FormValues } from '@school/domain';
import { useApi } from '@school/ui';
import { useParams } from '@school/ui/router';
import { EditPage, SelectField, TextField } from '@school/ui/screens';
import { Alert, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrefectureOptions } from '../../common/usePrefectureOptions';

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

// A teacher's own C10101Edit: who they are as the school has it, and the contact data they may change
// (the masters service refuses anything else, and anyone else's record).
export function C10101ContactPage({ teacherNo }: { teacherNo: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const prefectures = usePrefectureOptions();
  const param = useParams().teacher_id;
  const label = (field: string) => t(`masters.c10101.field.${field}`);
  const no = param ? Number(param) : teacherNo;
  if (no === null) return <Result status="warning" title={t('masters.c10101.notOwn')} />;
  const shown = (v: FormValues, field: keyof TeacherRecord) => String(v[field] ?? '');

  return (
    <EditPage
      titleKey="route.C10101Edit"
      schema={TEACHER_CONTACT_FORM}
      load={() => api.call('C10101_getEdit', { teacher_no: no })}
      save={(v) =>
        api.call('C10101_doEdit', {
          teacher_no: no,
          lock_version: Number(v.lock_version),
          email: textOrNull(v.email),
          tel: textOrNull(v.tel),
          postal_code: textOrNull(v.postal_code),
          prefecture: textOrNull(v.prefecture),
          address: textOrNull(v.address),
        })
      }
    >
      {({ field, state }) => (
        <>
          <Alert type="info" showIcon message={t('masters.c10101.contactHelp')} style={{ marginBottom: 16 }} />
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={(['teacher_no', 'teacher_name', 'teacher_namej'] as const).map((f) => ({
              key: f,
              label: label(f),
              children: shown(state.values, f),
            }))}
          />
          {TEACHER_CONTACT_FIELDS.map((f) =>
            f === 'prefecture' ? (
              <SelectField
                key={f}
                {...field(f)}
                label={label(f)}
                testId={`c10101-${f}`}
                options={prefectures}
                emptyLabel=""
                searchable
              />
            ) : (
              <TextField key={f} {...field(f)} label={label(f)} testId={`c10101-${f}`} />
            ),
          )}
        </>
      )}
    </EditPage>
  );
}
