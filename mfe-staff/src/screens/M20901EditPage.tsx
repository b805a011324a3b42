import type { UserDropdowns, UserRecord } from '@school/contracts';
import { ROLE, STUDENT_ROLES, USER_FORM, validateUserForm, type FormValues } from '@school/domain';
import {
  AppDialog,
  buildPath,
  ConfirmDeleteButton,
  EditPage,
  findRoute,
  hasUnsavedChanges,
  useApi,
  useSession,
  type EditFieldProps,
} from '@school/ui';
import { App, Button, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
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
const browsePath = () => findRoute('M20901Browse')?.path ?? '/';
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

// M20901Add (/M20901/add) and M20901Edit (/M20901/{user_id}/edit, the user's number): the account's
// role, status, linked teacher or student, allowed functions and centers. Passwords are never shown;
// an initial password is issued on demand and shown once.
export function M20901EditPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const api = useApi();
  const navigate = useNavigate();
  const { user_id: userParam } = useParams();
  const userNo = userParam ? Number(userParam) : null;
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

  const text = (name: string, f: EditFieldProps, required = false) => (
    <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help} required={required}>
      <Input value={String(f.value ?? '')} onChange={(e) => f.onChange(e.target.value)} data-testid={`m20901-${name}`} />
    </Form.Item>
  );

  return (
    <>
      <EditPage
        key={`${userParam ?? 'add'}:${reads}`}
        titleKey={userNo ? 'route.M20901Edit' : 'route.M20901Add'}
        schema={USER_FORM}
        validate={validateUserForm}
        initialValues={NEW_USER}
        load={userNo ? () => api.call('M20901_getEdit', { user_no: userNo }) : undefined}
        save={(values) => {
          const fields = {
            user_id: String(values.user_id ?? ''),
            user_named: String(values.user_named ?? ''),
            email: values.email ? String(values.email) : null,
            user_type_code: Number(values.user_type_code),
            status: values.status as UserRecord['status'],
            teacher_no: numberOrNull(values.teacher_no),
            student_no: numberOrNull(values.student_no),
            authority_function_ids: (values.authority_function_ids as string[] | null) ?? [],
            center_nos: (values.center_nos as number[] | null) ?? [],
          };
          return typeof values.user_no === 'number'
            ? api.call('M20901_doEdit', { ...fields, user_no: values.user_no, lock_version: Number(values.lock_version) })
            : api.call('M20901_doAdd', fields);
        }}
        onSaved={(values) => {
          if (!userNo && typeof values.user_no === 'number')
            navigate(buildPath(findRoute('M20901Edit')?.path ?? '', { user_id: values.user_no }), { replace: true });
        }}
        onCancel={() => navigate(browsePath())}
        actions={(state) =>
          typeof state.values.user_no === 'number' ? (
            <>
              <Button
                onClick={() => issuePassword(state.values.user_no as number)}
                disabled={hasUnsavedChanges(state)}
                data-testid="m20901-init-password"
              >
                {t('masters.m20901.initPassword')}
              </Button>
              <ConfirmDeleteButton
                testId="m20901-delete"
                label={t('masters.m20901.delete')}
                onDelete={() =>
                  api.call('M20901_doDelete', {
                    user_no: state.values.user_no as number,
                    lock_version: Number(state.values.lock_version),
                  })
                }
                onDeleted={() => {
                  void message.success(t('masters.m20901.deleted'));
                  navigate(browsePath());
                }}
              />
            </>
          ) : null
        }
      >
        {({ field, state }) => {
          const role = field('user_type_code');
          const status = field('status');
          const teacher = field('teacher_no');
          const student = field('student_no');
          const functions = field('authority_function_ids');
          const centerNos = field('center_nos');
          const roleNo = Number(role.value);
          const statuses = dropdowns.statuses.filter((s) => s !== 'P' || status.value === 'P');
          return (
            <>
              {text('user_id', field('user_id'), true)}
              {text('user_named', field('user_named'), true)}
              {text('email', field('email'))}
              <Form.Item label={label('user_type_code')} validateStatus={role.validateStatus} help={role.help} required>
                <Select<number>
                  value={typeof role.value === 'number' ? role.value : undefined}
                  options={dropdowns.roles.map((r) => ({ value: r, label: `${r} ${t(`masters.m20901.role.${r}`)}` }))}
                  onChange={(v) => {
                    role.onChange(v);
                    // a link the new role cannot have goes with the old role
                    if (v !== ROLE.TEACHER) teacher.onChange(null);
                    if (!STUDENT_ROLES.includes(v)) student.onChange(null);
                  }}
                  data-testid="m20901-user_type_code"
                />
              </Form.Item>
              <Form.Item label={label('status')} validateStatus={status.validateStatus} help={status.help} required>
                <Select<string>
                  value={typeof status.value === 'string' ? status.value : undefined}
                  options={statuses.map((s) => ({ value: s, label: t(`masters.m20901.status.${s}`) }))}
                  onChange={(v) => status.onChange(v)}
                  data-testid="m20901-status"
                />
              </Form.Item>
              {roleNo === ROLE.TEACHER || teacher.help ? (
                <Form.Item label={label('teacher_no')} validateStatus={teacher.validateStatus} help={teacher.help} required>
                  <M20901LinkSelect
                    kind="teacher"
                    value={numberOrNull(teacher.value)}
                    onChange={teacher.onChange}
                    status={teacher.validateStatus}
                    testId="m20901-teacher_no"
                  />
                </Form.Item>
              ) : null}
              {STUDENT_ROLES.includes(roleNo) || student.help ? (
                <Form.Item label={label('student_no')} validateStatus={student.validateStatus} help={student.help} required>
                  <M20901LinkSelect
                    kind="student"
                    value={numberOrNull(student.value)}
                    onChange={student.onChange}
                    status={student.validateStatus}
                    testId="m20901-student_no"
                  />
                </Form.Item>
              ) : null}
              <Form.Item
                label={label('authority_function_ids')}
                validateStatus={functions.validateStatus}
                help={functions.help ?? t('masters.m20901.functionsHint')}
              >
                <Select<string[]>
                  mode="multiple"
                  allowClear
                  value={Array.isArray(functions.value) ? (functions.value as string[]) : []}
                  options={dropdowns.functions}
                  onChange={(v) => functions.onChange(v)}
                  optionFilterProp="label"
                  data-testid="m20901-authority_function_ids"
                />
              </Form.Item>
              <Form.Item
                label={label('center_nos')}
                validateStatus={centerNos.validateStatus}
                help={centerNos.help ?? t('masters.m20901.centersHint')}
              >
                <Select<number[]>
                  mode="multiple"
                  allowClear
                  value={Array.isArray(centerNos.value) ? (centerNos.value as number[]) : []}
                  options={centers.map((c) => ({ value: Number(c.value), label: c.label }))}
                  onChange={(v) => centerNos.onChange(v)}
                  optionFilterProp="label"
                  data-testid="m20901-center_nos"
                />
              </Form.Item>
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
      </EditPage>
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
