import { isApiError } from '@school/ui/signed-out';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAuthValues, validateAuthForm } from '../auth/auth-forms';
import { isRefusal } from '../auth/refusals';
import { safeNextPath } from '../navigation/next-path';
import { useHydrated, useSignedOut } from './environment';

type Field = 'user_id' | 'password';
type Messages = Partial<Record<Field, string>>;

export const PENDING_CONFIRMATION_PATH = '/Auth/register/pending';

const FIELDS: readonly { name: Field; label: string; type: string; autoComplete: string; testId: string }[] = [
  { name: 'user_id', label: 'signin.userId', type: 'text', autoComplete: 'username', testId: 'login-user' },
  { name: 'password', label: 'signin.password', type: 'password', autoComplete: 'current-password', testId: 'login-password' },
];

// Sign-in with user id and password (Auth_login); afterwards back to ?next= or Home. An account
// still waiting for its email confirmation goes to the pending screen, where the mail can be resent.
// Plain elements styled by the page's inline CSS (shell/src/index.html), so the form paints from the
// build's HTML and works as soon as React has hydrated it; the fields are uncontrolled, so what was
// typed before that stays. The browser runs the auth rules before sending; the server's 422 field
// messages land on the same fields; other refusals are shown by the API client's notices.
export function LoginForm() {
  const { t } = useTranslation();
  const { search, go, signIn } = useSignedOut();
  const hydrated = useHydrated();
  const [messages, setMessages] = useState<Messages>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    const values = normalizeAuthValues({
      user_id: String(data.get('user_id') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    const errors = validateAuthForm('login', values);
    setMessages(Object.fromEntries(Object.entries(errors).map(([field, [first]]) => [field, t(first.key, first.params)])));
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await signIn(values as { user_id: string; password: string });
      go(safeNextPath(new URLSearchParams(search).get('next')), { replace: true });
    } catch (error) {
      // registered accounts sign in with their email as user id
      if (isRefusal(error, 'ACCOUNT_PENDING')) go(PENDING_CONFIRMATION_PATH, { state: { email: values.user_id } });
      const fieldErrors = isApiError(error) ? error.fieldErrors : null;
      if (fieldErrors) setMessages(Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list[0]])));
    } finally {
      setBusy(false);
    }
  };

  return (
    // method post: a submit before the scripts run never puts the password into a URL
    <form
      method="post"
      className="so-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="login-form"
      data-ready={hydrated}
    >
      {FIELDS.map((field) => {
        const message = messages[field.name];
        const id = `login-${field.name}`;
        return (
          <div className="so-field" key={field.name}>
            <label className="so-label" htmlFor={id}>
              {t(field.label)}
            </label>
            <input
              className="so-input"
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              data-testid={field.testId}
            />
            {message ? (
              <div className="so-error" id={`${id}-error`} role="alert">
                {message}
              </div>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className="so-button so-primary"
        disabled={!hydrated || busy}
        aria-busy={busy}
        data-testid="login-submit"
      >
        {t('signin.login')}
      </button>
    </form>
  );
}
