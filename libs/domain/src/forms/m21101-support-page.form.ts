import { type FormSchema } from '../validation/validate';

// M21101 help page edit: the fields besides title and content, whose messages are the SPEC's own
// (validateSupportPage). The page checks these before sending, the masters service again on save.
export const SUPPORT_PAGE_FORM = {
  function_id: 'nullable|max:50|regex:^[A-Za-z0-9]+$',
  published: 'required|oneOf:0,1',
  remarks: 'nullable|max:1000',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;
