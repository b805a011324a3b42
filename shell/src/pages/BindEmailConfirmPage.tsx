import { useSession } from '@school/ui';
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLinkToken } from '../auth/useLinkToken';
import { updateSessionUser } from '../session/session-service';

// The landing of the email-binding link. It may be opened in a browser that is not signed in: the
// email is bound all the same, and that browser is sent to the login screen.
export function BindEmailConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: signedIn } = useSession();
  const state = useLinkToken('Auth_confirmEmailBind', updateSessionUser);
  const card = { title: t('route.BindEmailConfirm'), style: { maxWidth: 480, margin: '24px auto' } };

  if (state.status === 'checking') {
    return (
      <Card {...card}>
        <Result icon={<Spin size="large" />} title={t('signin.checkingLink')} />
      </Card>
    );
  }
  const next = signedIn ? (
    <Button type="primary" onClick={() => navigate('/')}>
      {t('signin.toHome')}
    </Button>
  ) : (
    <Button type="primary" onClick={() => navigate('/Auth/login')}>
      {t('signin.backToLogin')}
    </Button>
  );
  return (
    <Card {...card}>
      {state.status === 'done' ? (
        <Result
          status="success"
          title={t('signin.bindEmail.doneTitle')}
          subTitle={t('signin.bindEmail.doneBody', { email: state.user.email ?? '' })}
          extra={next}
        />
      ) : (
        <Result status="warning" title={t('signin.linkFailed')} extra={next} />
      )}
    </Card>
  );
}
