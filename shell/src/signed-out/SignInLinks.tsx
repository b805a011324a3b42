import { useTranslation } from 'react-i18next';
import { SignedOutLink, useSignedOut } from './environment';

// The other ways in, under a login form: email link (keeping ?next=), password reset, registration.
export function SignInLinks() {
  const { t } = useTranslation();
  const next = new URLSearchParams(useSignedOut().search).get('next');
  return (
    <nav className="so-links" aria-label={t('signin.links.label')}>
      <SignedOutLink to={next ? `/Auth/login-email?next=${encodeURIComponent(next)}` : '/Auth/login-email'}>
        {t('signin.links.loginEmail')}
      </SignedOutLink>
      <SignedOutLink to="/Auth/forgot-password">{t('signin.links.forgotPassword')}</SignedOutLink>
      <SignedOutLink to="/Auth/register">{t('signin.links.register')}</SignedOutLink>
    </nav>
  );
}
