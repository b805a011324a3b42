import { useApi, useNotices } from '@school/ui';
import { Button, Card, Form, Input, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthForm } from '../auth/useAuthForm';

type EmailValues = { email: string };

const emailOf = (state: unknown): string | null => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
};

// SPEC §4: a pending account awaits its email confirmation and can ask for the mail again. The
// address comes from the registration (history state, so it survives a reload) or is typed here.
export function PendingConfirmationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { message } = useNotices();
  const known = emailOf(useLocation().state);
  const [email, setEmail] = useState<string | null>(known);
  const { form, busy, submit } = useAuthForm<EmailValues>('email', async (values) => {
    await api.call('Auth_resendConfirmation', { email: values.email }, { auth: true });
    setEmail(values.email);
    void message.success(<span data-testid="resent">{t('signin.pendingConfirmation.resent')}</span>);
  });

  const resend = () => {
    if (email) form.setFieldsValue({ email });
    submit();
  };

  return (
    <Card title={t('route.PendingConfirmation')} style={{ maxWidth: 480, margin: '24px auto' }}>
      <Result
        status="info"
        title={t('signin.pendingConfirmation.title')}
        subTitle={
          <>
            <div>{t('signin.pendingConfirmation.body')}</div>
            {email ? <div data-testid="pending-email">{t('signin.pendingConfirmation.sentTo', { email })}</div> : null}
          </>
        }
      />
      <Form<EmailValues>
        form={form}
        layout="vertical"
        onFinish={resend}
        requiredMark={false}
        initialValues={{ email: known ?? '' }}
      >
        {email ? null : (
          <Form.Item name="email" label={t('signin.email')}>
            <Input inputMode="email" autoComplete="email" data-testid="email-input" />
          </Form.Item>
        )}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="resend-confirmation">
            {t('signin.pendingConfirmation.resend')}
          </Button>
          <Button onClick={() => navigate('/Auth/login')} data-testid="back-to-login">
            {t('signin.backToLogin')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
