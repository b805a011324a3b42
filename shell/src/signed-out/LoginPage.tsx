import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { socialOutcome } from '../auth/social';
import { useSignedOut } from './environment';
import { LoginForm } from './LoginForm';
import { SignInLinks } from './SignInLinks';
import { SocialButtons } from './SocialButtons';

// Binding asks in an antd dialog; the page painted from the build's HTML hands ?social=bind to the app
// before it shows anything (start.tsx), so only the app ever loads it.
const SocialBindDialog = lazy(() => import('./SocialBindDialog').then((m) => ({ default: m.SocialBindDialog })));

// The login screen: user id and password, the other ways in (email link, social accounts), and
// what a social login came back with (?social=bind|unknown|error).
export function LoginPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSignedOut().search);
  const social = socialOutcome(params);

  return (
    <section className="so-card" aria-labelledby="login-title">
      <h2 className="so-card-title" id="login-title">
        {t('route.Login')}
      </h2>
      <div className="so-card-body">
        {social && social.kind !== 'bind' ? (
          <div
            className={`so-alert so-alert-${social.kind === 'unknown' ? 'warning' : 'error'}`}
            role="alert"
            data-testid="social-notice"
          >
            {t(`signin.social.${social.kind}`)}
          </div>
        ) : null}
        <LoginForm />
        <SocialButtons next={params.get('next')} />
        <SignInLinks />
        {social?.kind === 'bind' ? (
          <Suspense fallback={null}>
            <SocialBindDialog email={social.email} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
