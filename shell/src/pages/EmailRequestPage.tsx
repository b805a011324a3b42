import { useApi, useSession } from '@school/ui';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberLinkNext } from '../auth/link-next';
import { useAuthForm } from '../auth/useAuthForm';

export type EmailRequestKind = 'loginEmail' | 'forgotPassword' | 'bindEmail';

const REQUEST = {
  loginEmail: { api: 'Auth_requestLoginLink', titleKey: 'route.LoginEmail' },
  forgotPassword: { api: 'Auth_requestPasswordReset', titleKey: 'route.ForgotPassword' },
  bindEmail: { api: 'Auth_requestEmailBind', titleKey: 'route.BindEmail' },
} as const;

type EmailValues = { email: string };

// The screens that mail a link to an address: login by email, password reset, binding an email to
// the signed-in account. The server answers "accepted" whether or not the address has an account,
// and so does the screen (no enumeration).
export function EmailRequestPage({ kind }: { kind: EmailRequestKind }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, busy, submit } = useAuthForm<EmailValues>('email', async ({ email }) => {
    await api.call(REQUEST[kind].api, { email }, { auth: true });
    if (kind === 'loginEmail') rememberLinkNext(params.get('next'));
    setSentTo(email);
  });
  const card = { title: t(REQUEST[kind].titleKey), style: { maxWidth: 480, margin: '24px auto' } };

  if (sentTo !== null) {
    const back =
      kind === 'bindEmail' ? (
        <Button onClick={() => navigate('/')}>{t('signin.toHome')}</Button>
      ) : (
        <Button onClick={() => navigate('/Auth/login')}>{t('signin.backToLogin')}</Button>
      );
    return (
      <Card {...card}>
        <Result
          status="success"
          title={t(`signin.${kind}.sentTitle`)}
          subTitle={<span data-testid="email-sent">{t(`signin.${kind}.sentBody`, { email: sentTo })}</span>}
          extra={back}
        />
      </Card>
    );
  }

  return (
    <Card {...card}>
      <Typography.Paragraph>{t(`signin.${kind}.intro`)}</Typography.Paragraph>
      {kind === 'bindEmail' && user?.email ? (
        <Typography.Paragraph type="secondary">{t('signin.bindEmail.current', { email: user.email })}</Typography.Paragraph>
      ) : null}
      <Form<EmailValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="email" label={t('signin.email')}>
          <Input inputMode="email" autoComplete="email" data-testid="email-input" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="email-submit">
          {t(`signin.${kind}.submit`)}
        </Button>
      </Form>
      {kind === 'bindEmail' ? null : (
        <Button type="link" style={{ marginTop: 16, paddingInline: 0 }} onClick={() => navigate('/Auth/login')}>
          {t('signin.backToLogin')}
        </Button>
      )}
    </Card>
  );
}
