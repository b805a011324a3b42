import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

// The other ways in, under a login form: email link (keeping ?next=), password reset, registration.
export function SignInLinks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <Space style={{ marginTop: 16 }} wrap>
      <Link to={next ? `/Auth/login-email?next=${encodeURIComponent(next)}` : '/Auth/login-email'}>
        {t('signin.links.loginEmail')}
      </Link>
      <Link to="/Auth/forgot-password">{t('signin.links.forgotPassword')}</Link>
      <Link to="/Auth/register">{t('signin.links.register')}</Link>
    </Space>
  );
}
