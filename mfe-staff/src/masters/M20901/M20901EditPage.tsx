import type { UserDropdowns, UserRecord } from '@school/contracts';
import { ROLE, STUDENT_ROLES, USER_FORM, validateUserForm, type FormValues } from '@school/domain';
import { AppDialog, hasUnsavedChanges, useApi, useNotices, useSession } from '@school/ui';
import { FieldItem, MasterEditPage, MultiSelectField, SelectField, TextField } from '@school/ui/screens';
import { Button, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M20901LinkSelect } from './M20901LinkSelect';

const NEW_USER: FormValues = {
  user_id: '',
  user_named: '',
  email: '',
  user_type_code: null,
  status: 'A',
  teacher_no: null,
  student_no: null,
  authority_function_ids: [],
  center_nos: [],
};
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

// M20901Add (/M20901/add) and M20901Edit (/M20901/{user_id}/edit, the user's number): the account's
// role, status, linked teacher or student, allowed functions and centers. Passwords are never shown;
// an initial password is issued on demand and shown once.
export function M20901EditPage() {
  const { t } = useTranslation();
  const { modal } = useNotices();
  const api = useApi();
  const centers = useSession().dropdowns.centers;
  const [dropdowns, setDropdowns] = useState<UserDropdowns>({ roles: [], statuses: [], functions: [] });
  const [initialPassword, setInitialPassword] = useState<string | null>(null);
  // issuing a password changes the account's lock_version: the page reads the account again
  const [reads, setReads] = useState(0);
  const label = (field: string) => t(`masters.m20901.field.${field}`);

  useEffect(() => {
    api
      .call('M20901_getDropdownData', {}, { silent: true })
      .then(setDropdowns)
      .catch(() => undefined);
  }, [api]);

  const issuePassword = (no: number) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('masters.m20901.initPasswordConfirm'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: async () => {
        setInitialPassword((await api.call('M20901_resetInitPassword', { user_no: no })).initial_password);
        setReads((n) => n + 1);
      },
    });

  const testId = (field: string) => `m20901-${field}`;

  return (
    <>
      <MasterEditPage
        screen="M20901"
        apis={{ getEdit: 'M20901_getEdit', doAdd: 'M20901_doAdd', doEdit: 'M20901_doEdit', doDelete: 'M20901_doDelete' }}
        keyField="user_no"
        routeParam="user_id"
        schema={USER_FORM}
        validate={validateUserForm}
        blank={NEW_USER}
        reloadKey={reads}
        toInput={(values) => ({
          user_id: String(values.user_id ?? ''),
          user_named: String(values.user_named ?? ''),
          email: values.email ? String(values.email) : null,
          user_type_code: Number(values.user_type_code),
          status: values.status as UserRecord['status'],
          teacher_no: numberOrNull(values.teacher_no),
          student_no: numberOrNull(values.student_no),
          authority_function_ids: (values.authority_function_ids as string[] | null) ?? [],
          center_nos: (values.center_nos as number[] | null) ?? [],
        })}
        extraActions={(state, no) => (
          <Button onClick={() => issuePassword(no)} disabled={hasUnsavedChanges(state)} data-testid="m20901-init-password">
            {t('masters.m20901.initPassword')}
          </Button>
        )}
      >
        {({ field, state }) => {
          const role = field('user_type_code');
          const status = field('status');
          const teacher = field('teacher_no');
          const student = field('student_no');
          const roleNo = Number(role.value);
          const statuses = dropdowns.statuses.filter((s) => s !== 'P' || status.value === 'P');
          return (
            <>
              <TextField {...field('user_id')} label={label('user_id')} testId={testId('user_id')} required />
              <TextField {...field('user_named')} label={label('user_named')} testId={testId('user_named')} required />
              <TextField {...field('email')} label={label('email')} testId={testId('email')} />
              <SelectField
                {...role}
                label={label('user_type_code')}
                testId={testId('user_type_code')}
                options={dropdowns.roles.map((r) => ({ value: r, label: `${r} ${t(`masters.m20901.role.${r}`)}` }))}
                onPick={(v) => {
                  // a link the new role cannot have goes with the old role
                  if (v !== ROLE.TEACHER) teacher.onChange(null);
                  if (v === null || !STUDENT_ROLES.includes(v)) student.onChange(null);
                }}
                required
              />
              <SelectField
                {...status}
                label={label('status')}
                testId={testId('status')}
                options={statuses.map((s) => ({ value: s, label: t(`masters.m20901.status.${s}`) }))}
                required
              />
              {roleNo === ROLE.TEACHER || teacher.help ? (
                <FieldItem label={label('teacher_no')} validateStatus={teacher.validateStatus} help={teacher.help} required>
                  {(id) => (
                    <M20901LinkSelect
                      id={id}
                      kind="teacher"
                      value={numberOrNull(teacher.value)}
                      onChange={teacher.onChange}
                      status={teacher.validateStatus}
                      testId="m20901-teacher_no"
                    />
                  )}
                </FieldItem>
              ) : null}
              {STUDENT_ROLES.includes(roleNo) || student.help ? (
                <FieldItem label={label('student_no')} validateStatus={student.validateStatus} help={student.help} required>
                  {(id) => (
                    <M20901LinkSelect
                      id={id}
                      kind="student"
                      value={numberOrNull(student.value)}
                      onChange={student.onChange}
                      status={student.validateStatus}
                      testId="m20901-student_no"
                    />
                  )}
                </FieldItem>
              ) : null}
              <MultiSelectField
                {...field('authority_function_ids')}
                label={label('authority_function_ids')}
                testId={testId('authority_function_ids')}
                options={dropdowns.functions}
                hint={t('masters.m20901.functionsHint')}
              />
              <MultiSelectField
                {...field('center_nos')}
                label={label('center_nos')}
                testId={testId('center_nos')}
                options={centers.map((c) => ({ value: Number(c.value), label: c.label }))}
                hint={t('masters.m20901.centersHint')}
              />
              {typeof state.values.user_no === 'number' ? (
                <Form.Item label={label('password')}>
                  <Typography.Text data-testid="m20901-password-state">
                    {state.values.has_password ? t('masters.m20901.passwordSet') : t('masters.m20901.passwordNotSet')}
                  </Typography.Text>
                </Form.Item>
              ) : null}
            </>
          );
        }}
      </MasterEditPage>
      <AppDialog
        open={initialPassword !== null}
        title={t('masters.m20901.initPasswordTitle')}
        onCancel={() => setInitialPassword(null)}
        footer={<Button onClick={() => setInitialPassword(null)}>{t('common.close')}</Button>}
      >
        <Typography.Paragraph>{t('masters.m20901.initPasswordBody')}</Typography.Paragraph>
        <Typography.Text code copyable data-testid="m20901-initial-password">
          {initialPassword}
        </Typography.Text>
      </AppDialog>
    </>
  );
}
