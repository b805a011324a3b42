import { useApi } from '@school/ui';
import { Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../router/guard';
import { signIn } from '../session/session-service';

type Credentials = { user_id: string; password: string };

// Sign-in with user id and password (Auth_login); afterwards back to ?next= or Home.
export function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      await signIn(api, values);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('route.Login')} style={{ maxWidth: 420, margin: '24px auto' }}>
      <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="user_id" label={t('signin.userId')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input autoComplete="username" data-testid="login-user" />
        </Form.Item>
        <Form.Item name="password" label={t('signin.password')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input.Password autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('signin.login')}
        </Button>
      </Form>
      <Space style={{ marginTop: 16 }} wrap>
        <Link to="/Auth/login-email">{t('route.LoginEmail')}</Link>
        <Link to="/Auth/forgot-password">{t('route.ForgotPassword')}</Link>
      </Space>
    </Card>
  );
}
