import { useApi } from '@school/ui/signed-out';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLinkNext } from '../auth/link-next';
import { AuthForm, type AuthField } from './AuthForm';
import { SignedOutLink, useSignedOut } from './environment';

export type EmailRequestKind = 'loginEmail' | 'forgotPassword' | 'bindEmail';

const REQUEST = {
  loginEmail: { api: 'Auth_requestLoginLink', titleKey: 'route.LoginEmail' },
  forgotPassword: { api: 'Auth_requestPasswordReset', titleKey: 'route.ForgotPassword' },
  bindEmail: { api: 'Auth_requestEmailBind', titleKey: 'route.BindEmail' },
} as const;

const FIELDS: readonly AuthField[] = [
  { name: 'email', label: 'signin.email', type: 'email', autoComplete: 'email', testId: 'email-input' },
];

// The screens that mail a link to an address: login by email, password reset (painted by the build
// and hydrated like the login page), binding an email to the signed-in account (the app's, with the
// account's current address). The server answers "accepted" whether or not the address has an
// account, and so does the screen (no enumeration).
export function EmailRequestPage({ kind, currentEmail }: { kind: EmailRequestKind; currentEmail?: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const { search } = useSignedOut();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = kind === 'bindEmail' ? { to: '/', label: 'signin.toHome' } : { to: '/Auth/login', label: 'signin.backToLogin' };

  return (
    <section className="so-card so-card-wide" aria-labelledby="email-request-title">
      <h2 className="so-card-title" id="email-request-title">
        {t(REQUEST[kind].titleKey)}
      </h2>
      <div className="so-card-body">
        {sentTo !== null ? (
          <div className="so-result" role="status">
            <p className="so-result-title">{t(`signin.${kind}.sentTitle`)}</p>
            <p data-testid="email-sent">{t(`signin.${kind}.sentBody`, { email: sentTo })}</p>
            <SignedOutLink to={back.to} className="so-button">
              {t(back.label)}
            </SignedOutLink>
          </div>
        ) : (
          <>
            <p>{t(`signin.${kind}.intro`)}</p>
            {currentEmail ? <p className="so-secondary">{t('signin.bindEmail.current', { email: currentEmail })}</p> : null}
            <AuthForm
              form="email"
              fields={FIELDS}
              submit={{ label: `signin.${kind}.submit`, testId: 'email-submit' }}
              testId="email-form"
              send={async ({ email }) => {
                await api.call(REQUEST[kind].api, { email }, { auth: true });
                if (kind === 'loginEmail') rememberLinkNext(new URLSearchParams(search).get('next'));
                setSentTo(email);
              }}
            />
            {kind === 'bindEmail' ? null : (
              <div className="so-links">
                <SignedOutLink to="/Auth/login">{t('signin.backToLogin')}</SignedOutLink>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
