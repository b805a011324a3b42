import { isApiError, sessionStore, useApi } from '@school/ui';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth-forms';
import { isRefusal } from '../auth/refusals';
import { useAuthForm } from '../auth/useAuthForm';
import { INVALID_LINK_PATH } from '../auth/useLinkToken';
import { clearSession } from '../session/session-service';

type NewPassword = { password: string; password_confirmation: string };

// The landing of the password-reset link: a new password twice. The token is spent only by the
// submit, so an invalid or used link shows as such then. A reset ends every session of the account.
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const { form, busy, submit } = useAuthForm<NewPassword>('resetPassword', async ({ password, password_confirmation }) => {
    try {
      await api.call(
        'Auth_resetPassword',
        { token: token ?? '', password, password_confirmation },
        { auth: true, handleErrors: false },
      );
    } catch (e) {
      if (isRefusal(e, 'LINK_INVALID')) {
        navigate(INVALID_LINK_PATH, { replace: true });
        return;
      }
      if (isApiError(e)) api.report(e);
      throw e;
    }
    // this browser's session, if any, has ended with the others
    if (sessionStore.get().user) clearSession();
    setDone(true);
  });
  const card = { title: t('route.ResetPassword'), style: { maxWidth: 480, margin: '24px auto' } };

  if (!token) return <Navigate to={INVALID_LINK_PATH} replace />;
  if (done) {
    return (
      <Card {...card}>
        <Result
          status="success"
          title={t('signin.resetPassword.doneTitle')}
          subTitle={t('signin.resetPassword.doneBody')}
          extra={
            <Button type="primary" onClick={() => navigate('/Auth/login', { replace: true })} data-testid="reset-to-login">
              {t('signin.backToLogin')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card {...card}>
      <Typography.Paragraph>{t('signin.resetPassword.intro')}</Typography.Paragraph>
      <Form<NewPassword> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
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
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
          {t('signin.resetPassword.submit')}
        </Button>
      </Form>
    </Card>
  );
}
