import { isApiError } from '@school/ui/signed-out';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAuthValues, validateAuthForm, type AuthFormName } from '../auth/auth-forms';
import { useHydrated } from './environment';

export type AuthField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  testId: string;
  hint?: string;
};

type Props = {
  form: AuthFormName;
  fields: readonly AuthField[];
  submit: { label: string; testId: string };
  testId: string;
  // resolves when done; a refusal with the server's field messages shows them on the fields
  send: (values: Record<string, string>) => Promise<void>;
};

// A signed-out page's form (login, a mailed link's request): plain elements styled by the page's inline
// CSS (shell/src/index.html), so it paints from the build's HTML and works as soon as React has
// hydrated it; the fields are uncontrolled, so what was typed before that stays, and the submit is
// disabled until then (data-ready says when). The browser runs the auth rules before sending; the
// server's 422 field messages land on the same fields; other refusals are the API client's notices.
export function AuthForm({ form, fields, submit, testId, send }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    const values = normalizeAuthValues(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')])));
    const errors = validateAuthForm(form, values);
    setMessages(Object.fromEntries(Object.entries(errors).map(([field, [first]]) => [field, t(first.key, first.params)])));
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await send(values as Record<string, string>);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : null;
      if (fieldErrors) setMessages(Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list[0]])));
    } finally {
      setBusy(false);
    }
  };

  return (
    // method post: a submit before the scripts run never puts what was typed into a URL
    <form
      method="post"
      className="so-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid={testId}
      data-ready={hydrated}
    >
      {fields.map((field) => {
        const message = messages[field.name];
        const id = `${testId}-${field.name}`;
        const described = [message ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
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
              inputMode={field.type === 'email' ? 'email' : undefined}
              autoComplete={field.autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={described || undefined}
              data-testid={field.testId}
            />
            {message ? (
              <div className="so-error" id={`${id}-error`} role="alert">
                {message}
              </div>
            ) : null}
            {field.hint ? (
              <div className="so-hint" id={`${id}-hint`}>
                {field.hint}
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
        data-testid={submit.testId}
      >
        {t(submit.label)}
      </button>
    </form>
  );
}
