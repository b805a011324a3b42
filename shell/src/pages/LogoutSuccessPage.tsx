import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../signed-out/LoginForm';
import { SignInLinks } from '../signed-out/SignInLinks';

// SPEC §2/§4: after logout, the logout-success message with the login form right under it.
export function LogoutSuccessPage() {
  const { t } = useTranslation();
  return (
    <Card style={{ maxWidth: 420, margin: '24px auto' }}>
      <Result
        status="success"
        title={<span data-testid="logout-success">{t('signin.logoutSuccess.title')}</span>}
        subTitle={t('signin.logoutSuccess.body')}
        style={{ paddingBlock: 16 }}
      />
      <LoginForm />
      <SignInLinks />
    </Card>
  );
}
