import { isApiError, useApi } from '@school/ui/signed-out';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth-forms';
import { INVALID_LINK_PATH, isRefusal } from '../auth/refusals';
import { AuthForm, type AuthField } from './AuthForm';
import { useHydrated, useSignedOut } from './environment';

// The landing of the password-reset link: a new password twice, painted by the build and hydrated
// like the login page. The token is in the query, which only the hydrated page reads; it is spent
// only by the submit, so an invalid or used link shows as such then. A reset ends every session of
// the account.
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { search, go, endSession } = useSignedOut();
  const hydrated = useHydrated();
  const token = new URLSearchParams(search).get('token');
  const [done, setDone] = useState(false);
  const fields: readonly AuthField[] = [
    {
      name: 'password',
      label: 'signin.newPassword',
      type: 'password',
      autoComplete: 'new-password',
      testId: 'new-password',
      hint: t('signin.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    },
    {
      name: 'password_confirmation',
      label: 'signin.newPasswordConfirmation',
      type: 'password',
      autoComplete: 'new-password',
      testId: 'new-password-confirmation',
    },
  ];

  useEffect(() => {
    if (hydrated && !token) go(INVALID_LINK_PATH, { replace: true });
  }, [hydrated, token, go]);

  return (
    <section className="so-card so-card-wide" aria-labelledby="reset-password-title">
      <h2 className="so-card-title" id="reset-password-title">
        {t('route.ResetPassword')}
      </h2>
      <div className="so-card-body">
        {done ? (
          <div className="so-result" role="status">
            <p className="so-result-title">{t('signin.resetPassword.doneTitle')}</p>
            <p>{t('signin.resetPassword.doneBody')}</p>
            <button
              type="button"
              className="so-button so-primary"
              onClick={() => go('/Auth/login', { replace: true })}
              data-testid="reset-to-login"
            >
              {t('signin.backToLogin')}
            </button>
          </div>
        ) : (
          <>
            <p>{t('signin.resetPassword.intro')}</p>
            <AuthForm
              form="resetPassword"
              fields={fields}
              submit={{ label: 'signin.resetPassword.submit', testId: 'reset-submit' }}
              testId="reset-form"
              send={async ({ password, password_confirmation }) => {
                try {
                  await api.call(
                    'Auth_resetPassword',
                    { token: token ?? '', password, password_confirmation },
                    { auth: true, handleErrors: false },
                  );
                } catch (e) {
                  if (isRefusal(e, 'LINK_INVALID')) {
                    go(INVALID_LINK_PATH, { replace: true });
                    return;
                  }
                  if (isApiError(e)) api.report(e);
                  throw e;
                }
                endSession();
                setDone(true);
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
