import { type FormSchema } from '../validation/validate';

// M20401 subject edit: the page checks these before sending, the masters service again on save.
export const SUBJECT_FORM = {
  subject_name: 'required|max:50',
  subject_short_name: 'required|max:10',
  elementary_flag: 'required|oneOf:0,1',
  junior_high_flag: 'required|oneOf:0,1',
  high_school_flag: 'required|oneOf:0,1',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;
