import type { FieldErrors } from '@school/contracts';
import {
  checkSubmit,
  validateForm,
  type FormResult,
  type FormSchema,
  type FormValues,
  type ValidationError,
} from '@school/domain';

// Edit page state (SPEC §4): load status, save status, and the form buttons cancel/clear/reset/submit.
export type EditLoadStatus = 'init' | 'loading' | 'loaded' | 'error';
export type EditSaveStatus = 'init' | 'validationError' | 'dirty' | 'saving' | 'saved' | 'error';

// A field message is either a client rule (i18n key) or a text the server already translated (422).
export type FieldMessage = ValidationError | { text: string };
export type EditErrors = Record<string, FieldMessage[]>;

export type EditState = {
  load: EditLoadStatus;
  save: EditSaveStatus;
  initial: FormValues;
  values: FormValues;
  errors: EditErrors;
  // form-level refusal: form.invalid or form.uploading
  formError: ValidationError | null;
  uploading: number;
};

export type EditAction =
  | { type: 'loadStart' }
  | { type: 'loadDone'; values: FormValues }
  | { type: 'loadFail' }
  | { type: 'change'; field: string; value: unknown }
  | { type: 'clear' }
  | { type: 'reset' }
  | { type: 'uploadStart' }
  | { type: 'uploadEnd' }
  // validate: the screen's own rules when a schema cannot say them all (cross-field rules)
  | { type: 'submit'; schema: FormSchema; validate?: (values: FormValues) => FormResult }
  // the user said no when asked to confirm the save: nothing was sent
  | { type: 'saveCancel' }
  | { type: 'saveDone'; values?: FormValues }
  | { type: 'saveFail'; fieldErrors?: FieldErrors | null };

export function initialEditState(values: FormValues = {}): EditState {
  return { load: 'init', save: 'init', initial: values, values, errors: {}, formError: null, uploading: 0 };
}

const emptyOf = (value: unknown): unknown => (Array.isArray(value) ? [] : typeof value === 'boolean' ? false : null);

const without = (errors: EditErrors, field: string): EditErrors => {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
};

const onlyFailures = (errors: Record<string, ValidationError[]>): EditErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0));

export function editReducer(state: EditState, action: EditAction): EditState {
  switch (action.type) {
    case 'loadStart':
      return { ...state, load: 'loading' };
    case 'loadDone':
      return { ...initialEditState(action.values), load: 'loaded' };
    case 'loadFail':
      return { ...state, load: 'error' };
    case 'change':
      if (state.save === 'saving') return state;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        save: 'dirty',
        errors: without(state.errors, action.field),
        formError: null,
      };
    case 'clear':
      if (state.save === 'saving') return state;
      return {
        ...state,
        values: Object.fromEntries(Object.entries(state.values).map(([k, v]) => [k, emptyOf(v)])),
        save: 'dirty',
        errors: {},
        formError: null,
      };
    case 'reset':
      if (state.save === 'saving') return state;
      return { ...state, values: state.initial, save: 'init', errors: {}, formError: null };
    case 'uploadStart':
      return { ...state, uploading: state.uploading + 1 };
    case 'uploadEnd':
      return { ...state, uploading: Math.max(0, state.uploading - 1) };
    case 'submit': {
      if (state.save === 'saving') return state;
      // Refused while a file uploads, then while invalid (SPEC §4, §5); nothing is sent either way.
      const uploadRefusal = checkSubmit({ uploading: state.uploading > 0, valid: true });
      if (uploadRefusal) return { ...state, formError: uploadRefusal };
      const result = action.validate ? action.validate(state.values) : validateForm(state.values, action.schema);
      if (!result.valid) {
        return {
          ...state,
          save: 'validationError',
          errors: onlyFailures(result.errors),
          formError: checkSubmit({ uploading: false, valid: false }),
        };
      }
      return { ...state, save: 'saving', errors: {}, formError: null };
    }
    case 'saveCancel':
      return state.save === 'saving' ? { ...state, save: 'dirty' } : state;
    case 'saveDone': {
      const values = action.values ?? state.values;
      return { ...state, save: 'saved', initial: values, values };
    }
    case 'saveFail':
      if (action.fieldErrors) {
        const errors = Object.fromEntries(
          Object.entries(action.fieldErrors).map(([field, texts]) => [field, texts.map((text) => ({ text }))]),
        );
        return { ...state, save: 'validationError', errors };
      }
      return { ...state, save: 'error' };
  }
}

// Unsaved changes: what the unsaved-changes prompt guards.
export const hasUnsavedChanges = (state: EditState): boolean =>
  state.save !== 'saved' && JSON.stringify(state.values) !== JSON.stringify(state.initial);
