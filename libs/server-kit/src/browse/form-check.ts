import { validateForm, type FormSchema, type FormValues } from '@school/domain';
import { fieldMessagesOf, validationError, type FieldMessages } from '../errors/app-error';

// The server re-checks an edit form with the same rules the page ran (libs/domain): 422 with the
// field messages, or the values for the fields of the schema only.
export const checkForm = (input: unknown, schema: FormSchema): FormValues => {
  const values = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as FormValues) : {};
  const result = validateForm(values, schema);
  if (!result.valid) {
    const errors: FieldMessages = {};
    for (const [field, list] of Object.entries(result.errors)) {
      if (list.length) errors[field] = fieldMessagesOf(list);
    }
    throw validationError(errors);
  }
  return Object.fromEntries(Object.keys(schema).map((k) => [k, values[k]]));
};
