import type { FormResult, FormSchema, FormValues } from '@school/domain';
import { Alert, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useUnsavedChangesPrompt } from '../hooks/useUnsavedChangesPrompt';
import { editReducer, hasUnsavedChanges, initialEditState, type EditState } from '../state/edit-state';
import { useFieldMessageText } from './FieldErrorText';
import { useNotices } from '../hooks/useNotices';

export type EditFieldProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  validateStatus?: 'error';
  help?: ReactNode;
};

export type EditFormApi = {
  state: EditState;
  field: (name: string) => EditFieldProps;
  setUploading: (uploading: boolean) => void;
};

type Props = {
  titleKey: string;
  schema: FormSchema;
  // the screen's rules when the schema cannot say them all (libs/domain, the same the server runs)
  validate?: (values: FormValues) => FormResult;
  initialValues?: FormValues;
  load?: () => Promise<FormValues>;
  // answers the saved values when the server changed them (lock_version…)
  save: (values: FormValues) => Promise<FormValues | void>;
  // asked once the values are valid, before anything is sent; false leaves the page as it was
  confirm?: (values: FormValues) => Promise<boolean>;
  // the notice after a save (default '保存しました')
  savedKey?: string;
  // shown for reading only (e.g. a teacher on a student's sheet): every control disabled, no save
  readOnly?: boolean;
  onCancel?: () => void;
  blockRefresh?: boolean;
  // more buttons beside submit (e.g. delete, which needs the lock_version the page holds)
  actions?: (state: EditState) => ReactNode;
  // after a save, once the page holds the saved values (an Add page moves on to its Edit route)
  onSaved?: (values: FormValues) => void;
  children: (form: EditFormApi) => ReactNode;
};

// An edit page (SPEC §4): load states, save states, cancel/clear/reset/submit; validation by
// libs/domain before anything is sent; 422 messages land on their fields; 409 is the client's MSG_0001.
export function EditPage({
  titleKey,
  schema,
  validate,
  initialValues = {},
  load,
  save,
  confirm,
  savedKey = 'common.saved',
  readOnly = false,
  onCancel,
  blockRefresh = true,
  actions,
  onSaved,
  children,
}: Props) {
  const { t } = useTranslation();
  const { message } = useNotices();
  const text = useFieldMessageText();
  const [state, dispatch] = useReducer(editReducer, initialValues, initialEditState);

  useEffect(() => {
    if (!load) {
      dispatch({ type: 'loadDone', values: initialValues });
      return;
    }
    let live = true;
    dispatch({ type: 'loadStart' });
    load()
      .then((values) => live && dispatch({ type: 'loadDone', values }))
      .catch(() => live && dispatch({ type: 'loadFail' }));
    return () => {
      live = false;
    };
    // loading happens once per mounted page
  }, []);

  useEffect(() => {
    if (state.save !== 'saving') return;
    (confirm ? confirm(state.values) : Promise.resolve(true))
      .then(async (go) => {
        if (!go) return dispatch({ type: 'saveCancel' });
        const values = await save(state.values);
        dispatch({ type: 'saveDone', values: values ?? undefined });
        void message.success(t(savedKey));
      })
      .catch((e: unknown) => dispatch({ type: 'saveFail', fieldErrors: isApiError(e) ? e.fieldErrors : null }));
    // a save starts when the reducer enters 'saving'
  }, [state.save]);

  useUnsavedChangesPrompt(hasUnsavedChanges(state), { blockRefresh });

  // After the prompt's guard has taken the saved state, so moving on is not mistaken for leaving
  // unsaved changes.
  useEffect(() => {
    if (state.save === 'saved') onSaved?.(state.values);
    // once per completed save
  }, [state.save]);

  const field = (name: string): EditFieldProps => {
    const messages = state.errors[name] ?? [];
    return {
      value: state.values[name],
      onChange: (value) => dispatch({ type: 'change', field: name, value }),
      validateStatus: messages.length ? 'error' : undefined,
      help: messages.length ? messages.map(text).join(' ') : undefined,
    };
  };
  const setUploading = (uploading: boolean) => dispatch({ type: uploading ? 'uploadStart' : 'uploadEnd' });

  // The card and its title stay while the row loads; the form and its buttons come with the values.
  const reading = state.load === 'loading' || state.load === 'init';
  return (
    <Card title={t(titleKey)}>
      {reading ? <Skeleton active /> : null}
      {state.load === 'error' ? <Result status="error" title={t('ui.edit.loadError')} /> : null}
      {reading || state.load === 'error' ? null : (
        <Form layout="vertical" disabled={readOnly} onFinish={() => dispatch({ type: 'submit', schema, validate })}>
          {state.formError ? (
            <Alert type="error" showIcon message={text(state.formError)} style={{ marginBottom: 16 }} data-testid="form-error" />
          ) : null}
          {children({ state, field, setUploading })}
          {readOnly ? (
            onCancel ? (
              <Button onClick={onCancel} disabled={false}>
                {t('ui.edit.cancel')}
              </Button>
            ) : null
          ) : (
            <Space wrap>
              {onCancel ? <Button onClick={onCancel}>{t('ui.edit.cancel')}</Button> : null}
              <Button onClick={() => dispatch({ type: 'clear' })}>{t('ui.edit.clear')}</Button>
              <Button onClick={() => dispatch({ type: 'reset' })}>{t('ui.edit.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={state.save === 'saving'}>
                {t('ui.edit.submit')}
              </Button>
              {actions?.(state)}
            </Space>
          )}
        </Form>
      )}
    </Card>
  );
}
