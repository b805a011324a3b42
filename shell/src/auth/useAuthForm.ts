import type { FormValues } from '@school/domain';
import { isApiError, useFieldMessageText, type FieldMessage } from '@school/ui';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { fieldsOf, normalizeAuthValues, validateAuthForm, type AuthFormName } from './auth-forms';

export type AuthForm<V extends FormValues> = {
  form: FormInstance<V>;
  busy: boolean;
  // for <Form onFinish>: the rules run first, nothing is sent while a field fails
  submit: () => void;
};

// A login-related form: the browser runs the auth rules before sending, the server's 422 field
// messages (already translated) land on the same fields. Other failures have been shown by the API
// client; `extra` adds values that are not form fields (the terms checkbox).
export function useAuthForm<V extends FormValues>(
  name: AuthFormName,
  send: (values: V) => Promise<void>,
  extra: () => FormValues = () => ({}),
): AuthForm<V> {
  const [form] = Form.useForm<V>();
  const text = useFieldMessageText();
  const [busy, setBusy] = useState(false);

  const show = (errors: Record<string, readonly FieldMessage[]>) =>
    form.setFields(
      [...new Set([...fieldsOf(name), ...Object.keys(errors)])].map((field) => ({
        name: field as never,
        errors: (errors[field] ?? []).map(text),
      })),
    );

  const run = async () => {
    if (busy) return;
    const values = normalizeAuthValues({ ...(form.getFieldsValue(true) as V), ...extra() }) as V;
    const errors = validateAuthForm(name, values);
    show(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await send(values);
    } catch (e) {
      const fieldErrors = isApiError(e) ? e.fieldErrors : null;
      if (fieldErrors)
        show(Object.fromEntries(Object.entries(fieldErrors).map(([f, list]) => [f, list.map((t) => ({ text: t }))])));
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, submit: () => void run() };
}
