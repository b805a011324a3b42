import { useApi } from '@school/ui';
import { TermsCheckbox } from '@school/ui/parts';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth-forms';
import { useAuthForm } from '../auth/useAuthForm';
import { PENDING_CONFIRMATION_PATH } from '../signed-out/LoginForm';

type Registration = { email: string; user_named: string; password: string; password_confirmation: string };

// Registration (Auth_register): the account waits for its email to be confirmed, so the next
// screen is the pending one, which can resend the mail.
export function RegisterPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const { form, busy, submit } = useAuthForm<Registration>(
    'register',
    async (values) => {
      const { email, user_named, password, password_confirmation } = values;
      await api.call('Auth_register', { email, user_named, password, password_confirmation }, { auth: true });
      navigate(PENDING_CONFIRMATION_PATH, { replace: true, state: { email } });
    },
    () => ({ terms: agreed }),
  );

  return (
    <Card title={t('route.Register')} style={{ maxWidth: 480, margin: '24px auto' }}>
      <Typography.Paragraph>{t('signin.register.intro')}</Typography.Paragraph>
      <Form<Registration>
        form={form}
        layout="vertical"
        onFinish={() => {
          setTried(true);
          submit();
        }}
        requiredMark={false}
      >
        <Form.Item name="email" label={t('signin.email')}>
          <Input inputMode="email" autoComplete="email" data-testid="register-email" />
        </Form.Item>
        <Form.Item name="user_named" label={t('signin.userNamed')}>
          <Input autoComplete="name" data-testid="register-name" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signin.password')}
          extra={t('signin.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        >
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item name="password_confirmation" label={t('signin.passwordConfirmation')}>
          <Input.Password autoComplete="new-password" data-testid="register-password-confirmation" />
        </Form.Item>
        <TermsCheckbox checked={agreed} onChange={setAgreed} showError={tried} />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          {t('signin.register.submit')}
        </Button>
      </Form>
      <Button type="link" style={{ marginTop: 16, paddingInline: 0 }} onClick={() => navigate('/Auth/login')}>
        {t('signin.backToLogin')}
      </Button>
    </Card>
  );
}
