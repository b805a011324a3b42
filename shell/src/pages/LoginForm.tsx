import { useApi } from '@school/ui';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isRefusal } from '../auth/refusals';
import { useAuthForm } from '../auth/useAuthForm';
import { safeNextPath } from '../navigation/next-path';
import { signIn } from '../session/session-service';

type Credentials = { user_id: string; password: string };

export const PENDING_CONFIRMATION_PATH = '/Auth/register/pending';

// Sign-in with user id and password (Auth_login); afterwards back to ?next= or Home. An account
// still waiting for its email confirmation goes to the pending screen, where the mail can be resent.
export function LoginForm() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, busy, submit } = useAuthForm<Credentials>('login', async (values) => {
    try {
      await signIn(api, values);
    } catch (e) {
      // registered accounts sign in with their email as user id
      if (isRefusal(e, 'ACCOUNT_PENDING')) navigate(PENDING_CONFIRMATION_PATH, { state: { email: values.user_id } });
      throw e;
    }
    navigate(safeNextPath(params.get('next')), { replace: true });
  });

  return (
    <Form<Credentials> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="user_id" label={t('signin.userId')}>
        <Input autoComplete="username" data-testid="login-user" />
      </Form.Item>
      <Form.Item name="password" label={t('signin.password')}>
        <Input.Password autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('signin.login')}
      </Button>
    </Form>
  );
}
