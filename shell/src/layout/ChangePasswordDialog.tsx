import { AppDialog, useApi, useNotices } from '@school/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth-forms';
import { useAuthForm } from '../auth/useAuthForm';
import { updateSessionUser } from '../session/session-service';

type PasswordChange = { current_password: string; password: string; password_confirmation: string };

// The header user menu's "reset password" (M20901_ResetPassword): the signed-in user's own password.
// Every session of the account ends; this browser gets a fresh one and stays signed in.
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const { form, busy, submit } = useAuthForm<PasswordChange>('changePassword', async (values) => {
    updateSessionUser(await api.call('M20901_ResetPassword', values));
    void message.success(t('signin.changePassword.done'));
    close();
  });
  // passwords are not kept for the next opening
  const close = () => {
    form.resetFields();
    onClose();
  };

  return (
    <AppDialog
      open={open}
      title={t('signin.changePassword.title')}
      okText={t('signin.changePassword.submit')}
      cancelText={t('signin.changePassword.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={busy}
    >
      <Form<PasswordChange> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="current_password" label={t('signin.currentPassword')}>
          <Input.Password autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signin.newPassword')}
          extra={t('signin.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        >
          <Input.Password autoComplete="new-password" data-testid="new-password" />
        </Form.Item>
        <Form.Item name="password_confirmation" label={t('signin.newPasswordConfirmation')}>
          <Input.Password autoComplete="new-password" data-testid="new-password-confirmation" />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
