import { validateForm, validationError, type FormSchema, type FormValues, type ValidationError } from '@school/domain/validation';

// The same limits as the auth service's input checks (services/auth account-input.ts), so the
// browser refuses what the server would refuse, before anything is sent.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;
const NAME_MAX = 100;

const EMAIL = { required: true, max: EMAIL_MAX, email: true };
const NEW_PASSWORD = { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX };
const CONFIRMATION = { required: true, same: 'password' };

export const AUTH_SCHEMAS = {
  login: { user_id: 'required', password: 'required' },
  email: { email: EMAIL },
  register: {
    email: EMAIL,
    user_named: { required: true, max: NAME_MAX },
    password: NEW_PASSWORD,
    password_confirmation: CONFIRMATION,
    terms: 'must_agree',
  },
  resetPassword: { password: NEW_PASSWORD, password_confirmation: CONFIRMATION },
  changePassword: { current_password: 'required', password: NEW_PASSWORD, password_confirmation: CONFIRMATION },
} as const satisfies Record<string, FormSchema>;

export type AuthFormName = keyof typeof AUTH_SCHEMAS;
export type AuthFieldErrors = Record<string, ValidationError[]>;

const PASSWORD_FIELDS = new Set(['password']);

// The generic rule messages, said the way the server says them (auth.*), so a field shows the
// same text whichever side refused it.
function asAuthMessage(field: string, error: ValidationError): ValidationError {
  switch (error.key) {
    case 'validation.required':
      return validationError('auth.required');
    case 'validation.email':
      return validationError('auth.emailInvalid');
    case 'validation.same':
      return validationError('auth.passwordMismatch');
    case 'validation.min':
    case 'validation.max':
      return PASSWORD_FIELDS.has(field)
        ? validationError('auth.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })
        : validationError('auth.tooLong', { n: error.params.length });
    default:
      return error;
  }
}

// Only the failing fields, each with its first message (one reason at a time, as the server does).
export function validateAuthForm(name: AuthFormName, values: FormValues): AuthFieldErrors {
  const { errors } = validateForm(values, AUTH_SCHEMAS[name]);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, [asAuthMessage(field, list[0])]]),
  );
}

export const fieldsOf = (name: AuthFormName): string[] => Object.keys(AUTH_SCHEMAS[name]);

// Spaces around an email or a user id are a slip of the keyboard; passwords are taken as typed.
const TRIMMED = new Set(['email', 'user_id']);

export function normalizeAuthValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      TRIMMED.has(field) && typeof value === 'string' ? value.trim() : value,
    ]),
  );
}
