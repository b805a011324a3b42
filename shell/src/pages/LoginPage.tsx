import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { socialOutcome } from '../auth/social';
import { LoginForm } from './LoginForm';
import { SignInLinks } from './SignInLinks';
import { SocialBindDialog } from './SocialBindDialog';
import { SocialButtons } from './SocialButtons';

// The login screen: user id and password, the other ways in (email link, social accounts), and
// what a social login came back with (?social=bind|unknown|error).
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const social = socialOutcome(params);

  return (
    <Card title={t('route.Login')} style={{ maxWidth: 420, margin: '24px auto' }}>
      {social && social.kind !== 'bind' ? (
        <Alert
          type={social.kind === 'unknown' ? 'warning' : 'error'}
          showIcon
          title={t(`signin.social.${social.kind}`)}
          style={{ marginBottom: 16 }}
          data-testid="social-notice"
        />
      ) : null}
      <LoginForm />
      <SocialButtons next={params.get('next')} />
      <SignInLinks />
      {social?.kind === 'bind' ? <SocialBindDialog email={social.email} /> : null}
    </Card>
  );
}
